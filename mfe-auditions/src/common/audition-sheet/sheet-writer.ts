import bidiFactory from 'bidi-js';
import { rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import { sheetFontkit } from './fontkit-adapter';
import { printableLine } from './printable-text';

/** TrueType files: the main text font, then the fallbacks a sheet needs, in the order they are tried (see sheet-fonts.ts). */
export interface SheetFonts {
  text: Uint8Array;
  fallbacks: Uint8Array[];
}

/** Where a text goes: one line at `size` if it fits, else smaller, else wrapped (lines stack `up` from the baseline or `down`). */
export interface TextBox {
  x: number;
  y: number;
  maxWidth: number;
  size: number;
  minSize: number;
  maxLines: number;
  /** The largest size when wrapped, so the lines stay inside the room the template leaves. */
  wrappedSize: number;
  grow: 'up' | 'down';
  /**
   * Where text still too long goes on (downwards only): lines after the first `maxLines` may be `maxWidth` wide,
   * down to `bottom` (pt from the page's bottom edge), at any size down to `minSize`.
   */
  overflow?: { maxWidth: number; bottom: number; minSize: number };
}

interface Piece {
  text: string;
  font: PDFFont;
  level: number;
}

const LINE_HEIGHT = 1.2;
const SIZE_STEP = 0.5;
/** Punctuation, spaces, digits and marks stay in the font of the text around them, so a script is shaped as one run. */
const SHARED = /[\p{Script=Common}\p{Script=Inherited}]/u;
/** Scripts whose runs fontkit itself lays out right to left (it reverses their glyphs). */
const RTL_SCRIPT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
/** Characters nothing is drawn for when no font has them (variation selectors, joiners, combining marks). */
const SKIPPABLE = /[\p{M}\p{Default_Ignorable_Code_Point}]/u;
/** A line may break after a space, and before or after a Chinese or Japanese character (they use no spaces). */
const BREAKS =
  /(?<=\s)|(?<=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303F\uFF00-\uFFEF])|(?=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])/u;

const bidi = bidiFactory();

/**
 * L2 of the Unicode bidirectional algorithm over runs of one level: from the highest level down to the lowest odd
 * one, every stretch at that level or above is reversed. A run at an odd level reads right to left inside itself.
 */
function visualOrder(pieces: Piece[]): Piece[] {
  const order = [...pieces];
  const levels = order.map((piece) => piece.level);
  const lowestOdd = Math.min(...levels) | 1;
  for (let level = Math.max(...levels); level >= lowestOdd; level--) {
    for (let start = 0; start < order.length; start++) {
      if (order[start].level < level) continue;
      let end = start;
      while (end + 1 < order.length && order[end + 1].level >= level) end++;
      order.splice(start, end - start + 1, ...order.slice(start, end + 1).reverse());
      start = end;
    }
  }
  return order;
}

/** The embedded fonts, each subset to the glyphs drawn, which one draws a character, and where lines break. */
export class SheetWriter {
  private readonly widths = new Map<string, number>();

  private constructor(private readonly fonts: { font: PDFFont; characters: Set<number> }[]) {}

  static async embed(doc: PDFDocument, fonts: SheetFonts): Promise<SheetWriter> {
    doc.registerFontkit(sheetFontkit);
    // Without 'ccmp' a precomposed letter (ị, ễ) stays one glyph; with it fontkit splits some into a base and a
    // mark, and pdf-lib's ToUnicode map then gives the mark no text, so the PDF's copied or searched text is wrong.
    const options = { subset: true, features: { ccmp: false } };
    const embedded = await Promise.all([fonts.text, ...fonts.fallbacks].map((bytes) => doc.embedFont(bytes, options)));
    return new SheetWriter(embedded.map((font) => ({ font, characters: new Set(font.getCharacterSet()) })));
  }

  private fontFor(char: string, current: PDFFont | undefined): PDFFont | null {
    const code = char.codePointAt(0)!;
    if (current && SHARED.test(char) && this.fonts.find((entry) => entry.font === current)!.characters.has(code)) return current;
    return this.fonts.find((entry) => entry.characters.has(code))?.font ?? (SKIPPABLE.test(char) ? null : this.fonts[0].font);
  }

  /** One line cut into runs of one font and one direction level, in logical order. */
  private logicalPieces(line: string): Piece[] {
    const { levels } = bidi.getEmbeddingLevels(line);
    const pieces: Piece[] = [];
    let index = 0;
    for (const char of line) {
      const level = levels[index];
      index += char.length;
      const last = pieces.at(-1);
      const font = this.fontFor(char, last?.level === level ? last.font : undefined);
      if (!font) continue;
      if (last && last.font === font && last.level === level) last.text += char;
      else pieces.push({ text: char, font, level });
    }
    return pieces;
  }

  /** The runs in the order they are drawn left to right, each already reading the right way. */
  private visualPieces(line: string): Piece[] {
    return visualOrder(this.logicalPieces(line)).map((piece) => {
      if (piece.level % 2 === 0) return piece;
      // Right to left, brackets face the other way (fontkit does not mirror them); fontkit reverses an Arabic or
      // Hebrew run itself, a right-to-left run of other characters is turned here.
      const mirrored = [...piece.text].map((char) => bidi.getMirroredCharacter(char) ?? char);
      return { ...piece, text: (RTL_SCRIPT.test(piece.text) ? mirrored : mirrored.reverse()).join('') };
    });
  }

  /** Width at 1 pt, remembered: a text is measured at several sizes while it is fitted. */
  private unitWidth(text: string): number {
    let width = this.widths.get(text);
    if (width === undefined) {
      width = this.logicalPieces(text).reduce((sum, piece) => sum + piece.font.widthOfTextAtSize(piece.text, 1), 0);
      this.widths.set(text, width);
    }
    return width;
  }

  /**
   * Greedy lines no wider than `maxWidth` at `size`; a word wider than a line on its own is split between letters.
   * A line's width is the sum of its words' (pdf-lib draws each glyph at its advance, and no script joins letters
   * across a space), so each word is measured once however long the text: measuring the whole line again for
   * every word made a long Chinese text (no spaces, a break between any two characters) take minutes.
   */
  private wrap(text: string, size: number, maxWidth: number, laterWidth = maxWidth, laterFrom = Infinity): string[] {
    const lines: string[] = [];
    const limit = () => (lines.length < laterFrom ? maxWidth : laterWidth) / size;
    let line = '';
    let width = 0;
    const push = (token: string) => {
      const visible = this.unitWidth(token.trimEnd());
      if (line && width + visible > limit()) {
        lines.push(line.trimEnd());
        line = '';
        width = 0;
      }
      line += token;
      width += this.unitWidth(token);
    };
    for (const token of text.split(BREAKS)) {
      if (this.unitWidth(token.trimEnd()) <= limit()) push(token);
      else for (const char of token) push(char);
    }
    if (line.trim()) lines.push(line.trimEnd());
    return lines;
  }

  /** The largest size at which the text fits, on one line first, then on up to `maxLines`; never cut short. */
  fit(text: string, box: TextBox): { size: number; lines: string[] } {
    for (let count = 1; count <= box.maxLines; count++) {
      for (let size = count === 1 ? box.size : box.wrappedSize; size >= box.minSize; size -= SIZE_STEP) {
        const lines = this.wrap(text, size, box.maxWidth);
        if (lines.length <= count) return { size, lines };
      }
    }
    const { overflow } = box;
    if (overflow) {
      for (let size = box.minSize; size >= overflow.minSize; size -= SIZE_STEP) {
        const lines = this.wrap(text, size, box.maxWidth, overflow.maxWidth, box.maxLines);
        if (box.y - (lines.length - 1) * size * LINE_HEIGHT >= overflow.bottom) return { size, lines };
      }
    }
    // Past every limit the text still prints whole, running on below its room.
    const size = overflow?.minSize ?? box.minSize;
    return { size, lines: this.wrap(text, size, box.maxWidth, overflow?.maxWidth, box.maxLines) };
  }

  draw(page: PDFPage, text: string, box: TextBox): void {
    const { size, lines } = this.fit(printableLine(text), box);
    lines.forEach((line, index) => {
      const offset = (box.grow === 'up' ? lines.length - 1 - index : -index) * size * LINE_HEIGHT;
      let x = box.x;
      for (const piece of this.visualPieces(line)) {
        page.drawText(piece.text, { x, y: box.y + offset, size, font: piece.font, color: rgb(0, 0, 0) });
        x += piece.font.widthOfTextAtSize(piece.text, size);
      }
    });
  }
}
