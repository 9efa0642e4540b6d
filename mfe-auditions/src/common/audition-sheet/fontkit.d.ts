// Upstream fontkit 2 ships no types; only what the sheet's pdf-lib adapter reaches for is declared.
declare module 'fontkit' {
  interface Subset {
    encode(): Uint8Array;
  }
  interface Font {
    createSubset(): Subset;
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function create(buffer: Uint8Array): Font;
}
