/** docs/spec-summary.md §2.9: the name at x 60, 60 pt from the top, Helvetica 18; the headshot fitted in 120×160, 50 pt from the top and right edges. */
export const NAME_X = 60;
export const NAME_FROM_TOP = 60;
export const NAME_SIZE = 18;
export const PHOTO_BOX = { width: 120, height: 160 } as const;
export const PHOTO_MARGIN = 50;

export interface PlacedImage {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** pdf-lib measures y from the bottom edge. */
export function nameBaseline(pageHeight: number): { x: number; y: number } {
  return { x: NAME_X, y: pageHeight - NAME_FROM_TOP };
}

/** Scales the image to fit the box (keeping its shape) and anchors it to the top-right margins. */
export function headshotPlacement(pageWidth: number, pageHeight: number, imageWidth: number, imageHeight: number): PlacedImage {
  const scale = Math.min(PHOTO_BOX.width / imageWidth, PHOTO_BOX.height / imageHeight);
  const width = imageWidth * scale;
  const height = imageHeight * scale;
  return { x: pageWidth - PHOTO_MARGIN - width, y: pageHeight - PHOTO_MARGIN - height, width, height };
}
