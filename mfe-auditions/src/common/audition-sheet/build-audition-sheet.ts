import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import { printableLine } from './printable-text';
import { headshotPlacement, nameBaseline, NAME_SIZE } from './sheet-geometry';

export interface SheetApplicant {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  landline: string;
  showName: string;
  /** Each already worded for people, e.g. 'Saturday, December 5, 2026, 1:00 PM - 4:00 PM'. */
  dates: string[];
  characters: string[];
  acceptOtherRole: string;
  conflicts: string;
}

/** TrueType files: the main text font, and a CJK one when some applicant's text needs it (see sheet-fonts.ts). */
export interface SheetFonts {
  text: Uint8Array;
  cjk: Uint8Array | null;
}

export interface BuiltSheet {
  bytes: Uint8Array;
  /** The headshot could not be embedded: the sheet was still made, without it. */
  headshotFailed: boolean;
}

/** The template's labelled rows (see mfe-auditions/scripts/make-sheet-template.mjs): 92 pt from the top, 18 pt apart. */
const FIRST_ROW_FROM_TOP = 92;
const ROW_GAP = 18;
const VALUE_X = 170;
/** Values stop short of the photo box. */
const VALUE_MAX_WIDTH = 262;
const VALUE_SIZE = 10;
const NAME_MAX_WIDTH = 360;
const ELLIPSIS = '…';

/** The embedded fonts, each subset to the characters drawn, and which one draws a character. */
class SheetWriter {
  private constructor(
    private readonly text: PDFFont,
    private readonly cjk: PDFFont | null,
    private readonly textCharacters: Set<number>,
  ) {}

  static async embed(doc: PDFDocument, fonts: SheetFonts): Promise<SheetWriter> {
    doc.registerFontkit(fontkit);
    // Without 'ccmp' a precomposed letter (ị, ễ) stays one glyph; with it fontkit splits some into a base and a
    // mark, and pdf-lib's ToUnicode map then gives the mark no text, so the PDF's copied or searched text is wrong.
    const options = { subset: true, features: { ccmp: false } };
    const text = await doc.embedFont(fonts.text, options);
    const cjk = fonts.cjk ? await doc.embedFont(fonts.cjk, options) : null;
    return new SheetWriter(text, cjk, new Set(text.getCharacterSet()));
  }

  /** The text cut into runs of one font: the CJK font takes only what the main font has no glyph for. */
  private runs(text: string): { text: string; font: PDFFont }[] {
    const runs: { text: string; font: PDFFont }[] = [];
    for (const char of text) {
      const font = this.cjk && !this.textCharacters.has(char.codePointAt(0)!) ? this.cjk : this.text;
      const last = runs.at(-1);
      if (last?.font === font) last.text += char;
      else runs.push({ text: char, font });
    }
    return runs;
  }

  private width(text: string, size: number): number {
    return this.runs(text).reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, size), 0);
  }

  /** One line, cut with an ellipsis where it would run past `maxWidth`. */
  private fitted(text: string, size: number, maxWidth: number): string {
    const line = printableLine(text);
    if (this.width(line, size) <= maxWidth) return line;
    const chars = [...line];
    while (chars.length > 0 && this.width(`${chars.join('')}${ELLIPSIS}`, size) > maxWidth) chars.pop();
    return `${chars.join('').trimEnd()}${ELLIPSIS}`;
  }

  draw(page: PDFPage, text: string, at: { x: number; y: number; size: number; maxWidth: number }): void {
    let x = at.x;
    for (const run of this.runs(this.fitted(text, at.size, at.maxWidth))) {
      page.drawText(run.text, { x, y: at.y, size: at.size, font: run.font, color: rgb(0, 0, 0) });
      x += run.font.widthOfTextAtSize(run.text, at.size);
    }
  }
}

function isPng(bytes: Uint8Array): boolean {
  return bytes.length > 4 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
}

async function embedHeadshot(doc: PDFDocument, bytes: Uint8Array): Promise<PDFImage> {
  return isPng(bytes) ? doc.embedPng(bytes) : doc.embedJpg(bytes);
}

async function drawApplicant(doc: PDFDocument, page: PDFPage, writer: SheetWriter, applicant: SheetApplicant, headshot: Uint8Array | null) {
  const { width, height } = page.getSize();
  const name = nameBaseline(height);
  writer.draw(page, `${applicant.firstName} ${applicant.lastName}`, { ...name, size: NAME_SIZE, maxWidth: NAME_MAX_WIDTH });

  const phones = [applicant.mobile, applicant.landline].filter((phone) => phone.trim()).join(' / ');
  const values = [
    applicant.showName,
    applicant.email,
    phones,
    applicant.dates.join('; '),
    applicant.characters.join(', '),
    applicant.acceptOtherRole,
    applicant.conflicts,
  ];
  values.forEach((value, index) => {
    if (!value) return;
    writer.draw(page, value, { x: VALUE_X, y: height - FIRST_ROW_FROM_TOP - index * ROW_GAP, size: VALUE_SIZE, maxWidth: VALUE_MAX_WIDTH });
  });

  if (!headshot) return false;
  try {
    const image = await embedHeadshot(doc, headshot);
    page.drawImage(image, headshotPlacement(width, height, image.width, image.height));
    return false;
  } catch (error) {
    console.warn('The headshot could not be added to the audition sheet', error);
    return true;
  }
}

/** Every text a sheet prints, to choose its fonts before building it. */
export function sheetTexts(applicant: SheetApplicant): string[] {
  return [
    applicant.firstName,
    applicant.lastName,
    applicant.email,
    applicant.mobile,
    applicant.landline,
    applicant.showName,
    ...applicant.dates,
    ...applicant.characters,
    applicant.acceptOtherRole,
    applicant.conflicts,
  ];
}

async function buildSheets(
  template: Uint8Array,
  entries: { applicant: SheetApplicant; headshot: Uint8Array | null }[],
  fonts: SheetFonts,
): Promise<{ doc: PDFDocument; headshotFailed: boolean[] }> {
  const doc = await PDFDocument.create();
  const source = await PDFDocument.load(template);
  // One embedding of each font for all pages, subset to what every page draws.
  const writer = await SheetWriter.embed(doc, fonts);
  const headshotFailed: boolean[] = [];
  for (const entry of entries) {
    const [page] = await doc.copyPages(source, [0]);
    doc.addPage(page);
    headshotFailed.push(await drawApplicant(doc, page, writer, entry.applicant, entry.headshot));
  }
  return { doc, headshotFailed };
}

/** One filled-in sheet on a copy of the template's first page. */
export async function buildAuditionSheet(
  template: Uint8Array,
  applicant: SheetApplicant,
  headshot: Uint8Array | null,
  fonts: SheetFonts,
): Promise<BuiltSheet> {
  const { doc, headshotFailed } = await buildSheets(template, [{ applicant, headshot }], fonts);
  doc.setTitle(printableLine(`Audition sheet: ${applicant.firstName} ${applicant.lastName}`));
  return { bytes: await doc.save(), headshotFailed: headshotFailed[0] };
}

/** All sheets of a show in one PDF, one page per applicant, for the audition table. */
export async function buildCombinedSheets(
  template: Uint8Array,
  entries: { applicant: SheetApplicant; headshot: Uint8Array | null }[],
  fonts: SheetFonts,
): Promise<Uint8Array> {
  return (await buildSheets(template, entries, fonts)).doc.save();
}

export const sheetFileName = (lastName: string) => `audition-sheet-${lastName}.pdf`;
