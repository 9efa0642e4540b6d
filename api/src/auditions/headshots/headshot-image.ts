import { BadRequestException } from '@nestjs/common';
import sharp from 'sharp';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'avif', 'tiff']);
/** Twice the 120×160 sheet box and plenty for the screen; keeps stored headshots small. */
const MAX_WIDTH = 480;
const MAX_HEIGHT = 640;
/**
 * A 5 MB file can declare 16,000 × 16,000 pixels (256 MB decoded): the size is checked from the header
 * before anything is decoded. 40 megapixels is above what phones save by default.
 */
export const HEADSHOT_MAX_PIXELS = 40_000_000;

export const NOT_AN_IMAGE = 'Please select an image file';

const tooManyPixels = (width: number, height: number) =>
  `This picture is too big (${width} × ${height} pixels). Please choose one of at most ${HEADSHOT_MAX_PIXELS / 1_000_000} megapixels.`;

/**
 * Checks the bytes (not the file name or the browser's type) and re-encodes the image as a PNG no larger
 * than needed; re-encoding also drops anything an image file could carry besides the picture.
 */
export async function normalizeHeadshot(data: Buffer): Promise<Buffer> {
  let header: sharp.Metadata;
  try {
    // Reading metadata parses the header only; the pixel limit is ours to check, with a clearer message than sharp's.
    header = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw new BadRequestException(NOT_AN_IMAGE);
  }
  const { format, width, height } = header;
  if (!format || !ACCEPTED_FORMATS.has(format) || !width || !height) throw new BadRequestException(NOT_AN_IMAGE);
  if (width * height > HEADSHOT_MAX_PIXELS) throw new BadRequestException(tooManyPixels(width, height));
  try {
    // sharp enforces the same limit while decoding, should a decoder see more pixels than the header we read.
    return await sharp(data, { limitInputPixels: HEADSHOT_MAX_PIXELS })
      .rotate()
      .resize(MAX_WIDTH, MAX_HEIGHT, { fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    throw new BadRequestException(NOT_AN_IMAGE);
  }
}
