import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { PNG } from 'pngjs';

/** A word as poppler reads it from the PDF's text layer, its box in points from the page's top-left corner. */
export interface PdfWord {
  page: number;
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescape = (text: string) => text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ENTITIES[name]);
/** Bidi marks poppler puts around a right-to-left word; they are not letters on the page. */
const BIDI_MARKS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

const RIGHT_TO_LEFT = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;
/** Brackets drawn right to left are their mirror images on the page. */
const MIRRORED: Record<string, string> = { '(': ')', ')': '(', '[': ']', ']': '[', '{': '}', '}': '{', '«': '»', '»': '«' };

/**
 * Every word of every page with its box (`pdftotext -bbox-layout`, poppler). Poppler gives a right-to-left word's
 * letters in the order they stand on the page; they are turned back to the order they are typed in (brackets too).
 */
export function pdfWords(file: string): PdfWord[] {
  const xhtml = execFileSync('pdftotext', ['-bbox-layout', file, '-'], { encoding: 'utf8' });
  const words: PdfWord[] = [];
  xhtml.split(/<page /).forEach((page, index) => {
    if (index === 0) return;
    for (const match of page.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)) {
      const [, xMin, yMin, xMax, yMax, text] = match;
      const word = unescape(text).replace(BIDI_MARKS, '');
      const typed = RIGHT_TO_LEFT.test(word)
        ? [...word]
            .reverse()
            .map((char) => MIRRORED[char] ?? char)
            .join('')
        : word;
      words.push({ page: index, text: typed, xMin: +xMin, yMin: +yMin, xMax: +xMax, yMax: +yMax });
    }
  });
  return words;
}

/** The words a filled-in form wrote: those of `words` not at the same place with the same text in the blank form. */
export function wordsNotIn(blankForm: string, words: PdfWord[]): PdfWord[] {
  const labels = pdfWords(blankForm);
  return words.filter(
    (word) => !labels.some((label) => label.text === word.text && Math.abs(label.xMin - word.xMin) < 0.5 && Math.abs(label.yMin - word.yMin) < 0.5),
  );
}

/** One page drawn by poppler (`pdftoppm`) as a grey level per pixel, 0 black to 255 white. */
export interface RenderedPage {
  width: number;
  height: number;
  dpi: number;
  grey(x: number, y: number): number;
}

export function renderPage(file: string, page: number, dpi: number): RenderedPage {
  const png = PNG.sync.read(execFileSync('pdftoppm', ['-f', String(page), '-l', String(page), '-r', String(dpi), '-png', '-singlefile', file]));
  return fromPng(png, dpi);
}

export function readRendering(file: string, dpi: number): RenderedPage {
  return fromPng(PNG.sync.read(readFileSync(file)), dpi);
}

function fromPng(png: PNG, dpi: number): RenderedPage {
  return {
    width: png.width,
    height: png.height,
    dpi,
    grey: (x, y) => {
      const at = (y * png.width + x) * 4;
      return Math.round(0.299 * png.data[at] + 0.587 * png.data[at + 1] + 0.114 * png.data[at + 2]);
    },
  };
}

/** The rendering as a greyscale PNG, to keep as a reference. */
export function pngOf(page: RenderedPage): Buffer {
  const png = new PNG({ width: page.width, height: page.height, colorType: 0 });
  for (let y = 0; y < page.height; y++)
    for (let x = 0; x < page.width; x++) {
      const grey = page.grey(x, y);
      png.data.set([grey, grey, grey, 255], (y * page.width + x) * 4);
    }
  return PNG.sync.write(png, { colorType: 0 });
}

const DARK = 128;
/**
 * The widest stretch of a word's box with no ink, as a share of the box's height (about 1.4 em): the gaps between
 * drawn letters stay under 0.2; a letter drawn without its outline leaves a hole at least as wide as the letter.
 */
export const MAX_BLANK_SHARE = 0.3;

/** What the eye would miss in a word's box: no ink at all, or a hole where a letter should be. */
export function inkProblem(page: RenderedPage, word: PdfWord): string | null {
  const scale = page.dpi / 72;
  const [left, right] = [Math.ceil(word.xMin * scale), Math.floor(word.xMax * scale)];
  const [top, bottom] = [Math.ceil(word.yMin * scale), Math.floor(word.yMax * scale)];
  let inked = 0;
  let blank = 0;
  let widestBlank = 0;
  for (let x = left; x <= right; x++) {
    let column = false;
    for (let y = top; y <= bottom && !column; y++) column = page.grey(x, y) < DARK;
    if (column) inked++;
    blank = column ? 0 : blank + 1;
    widestBlank = Math.max(widestBlank, blank);
  }
  if (inked === 0) return 'no ink';
  const share = widestBlank / (bottom - top + 1);
  return share > MAX_BLANK_SHARE ? `a blank stretch ${share.toFixed(2)} of its height wide` : null;
}

/** How many pixels are dark enough to be ink (grid lines and the pale "Photo" are not). */
export function inkPixels(page: RenderedPage): number {
  let ink = 0;
  for (let y = 0; y < page.height; y++) for (let x = 0; x < page.width; x++) if (page.grey(x, y) < DARK) ink++;
  return ink;
}

/**
 * Pixels whose grey differs by more than `tolerance` levels between two renderings, as a share of the reference's
 * ink: a page is mostly white, so a share of all its pixels would let a whole missing name through.
 */
export function differenceToInk(rendering: RenderedPage, reference: RenderedPage, tolerance: number): number {
  if (rendering.width !== reference.width || rendering.height !== reference.height) return Infinity;
  let differing = 0;
  for (let y = 0; y < reference.height; y++)
    for (let x = 0; x < reference.width; x++) if (Math.abs(rendering.grey(x, y) - reference.grey(x, y)) > tolerance) differing++;
  return differing / inkPixels(reference);
}
