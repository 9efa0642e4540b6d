import * as fontkit from 'fontkit';
import type { PDFDocument } from 'pdf-lib';

type PdfLibFontkit = Parameters<PDFDocument['registerFontkit']>[0];
type PdfLibFont = ReturnType<PdfLibFontkit['create']>;
type PdfLibSubset = ReturnType<PdfLibFont['createSubset']>;

/** pdf-lib reads a subset as fontkit 1's event stream; fontkit 2 encodes it in one call. */
function streamOf(encode: () => Uint8Array): ReturnType<PdfLibSubset['encodeStream']> {
  const handlers: Record<string, (value?: unknown) => unknown> = {};
  const stream = {
    on(event: string, callback: (value?: unknown) => unknown) {
      handlers[event] = callback;
      return stream;
    },
  };
  // pdf-lib attaches its handlers right after asking for the stream, so the bytes are handed over a tick later.
  void Promise.resolve().then(() => {
    try {
      handlers.data?.(encode());
      handlers.end?.();
    } catch (error) {
      handlers.error?.(error);
    }
  });
  return stream as ReturnType<PdfLibSubset['encodeStream']>;
}

/**
 * Upstream fontkit for pdf-lib, in place of pdf-lib's own fork (@pdf-lib/fontkit 1.1): the fork's subsetter writes
 * TrueType `loca` offsets that lose a byte after every odd-length glyph (Noto Sans printed "M g e e" for "Margaret
 * Whitfield") and CFF headers that poppler rejects, both fixed upstream since fontkit 1.8/1.9.
 */
export const sheetFontkit: PdfLibFontkit = {
  create(bytes: Uint8Array) {
    const font = fontkit.create(bytes);
    const createSubset = font.createSubset.bind(font);
    font.createSubset = () => {
      const subset = createSubset();
      return Object.assign(subset, { encodeStream: () => streamOf(() => subset.encode()) });
    };
    return font as unknown as PdfLibFont;
  },
};
