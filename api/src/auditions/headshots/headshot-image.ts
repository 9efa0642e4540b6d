import { BadRequestException } from '@nestjs/common';
import sharp from 'sharp';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'avif', 'tiff']);
/** Twice the 120×160 sheet box and plenty for the screen; keeps stored headshots small. */
const MAX_WIDTH = 480;
const MAX_HEIGHT = 640;

export const NOT_AN_IMAGE = 'Please select an image file';

/**
 * Checks the bytes (not the file name or the browser's type) and re-encodes the image as a PNG no larger
 * than needed; re-encoding also drops anything an image file could carry besides the picture.
 */
export async function normalizeHeadshot(data: Buffer): Promise<Buffer> {
  let format: string | undefined;
  try {
    format = (await sharp(data).metadata()).format;
  } catch {
    throw new BadRequestException(NOT_AN_IMAGE);
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new BadRequestException(NOT_AN_IMAGE);
  try {
    return await sharp(data).rotate().resize(MAX_WIDTH, MAX_HEIGHT, { fit: 'inside', withoutEnlargement: true }).png().toBuffer();
  } catch {
    throw new BadRequestException(NOT_AN_IMAGE);
  }
}
