import { PDFDocument, type PDFImage, type PDFPage } from 'pdf-lib';
import { printableLine } from './printable-text';
import { headshotPlacement, nameBaseline, NAME_SIZE } from './sheet-geometry';
import { SheetWriter, type SheetFonts, type TextBox } from './sheet-writer';

export type { SheetFonts } from './sheet-writer';

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

export interface BuiltSheet {
  bytes: Uint8Array;
  /** The headshot could not be embedded: the sheet was still made, without it. */
  headshotFailed: boolean;
}

/** The template's labelled rows (see mfe-auditions/scripts/make-sheet-template.mjs): 92 pt from the top, 18 pt apart. */
const FIRST_ROW_FROM_TOP = 92;
const ROW_GAP = 18;
/**
 * A long name shrinks to 10 pt on its line; longer still, it takes two lines of up to 12 pt stacked upwards
 * from the rule, below the title. A value shrinks to 7 pt, then wraps onto two lines of up to 8 pt between its row
 * and the next (Conflicts, the last row, onto three, then on below: see LAST_VALUE). Nothing is cut: a text
 * too long for that still prints whole, in lines running on past its room.
 */
const NAME_BOX = { maxWidth: 360, size: NAME_SIZE, minSize: 10, maxLines: 2, wrappedSize: 12, grow: 'up' } as const;
/** Values start at x 170 and stop short of the photo box. */
const VALUE_BOX = { x: 170, maxWidth: 262, size: 10, minSize: 7, maxLines: 2, wrappedSize: 8, grow: 'down' } as const;
/**
 * Conflicts longer than three lines go on below the photo, over the notes grid, as wide as the page's margin
 * allows and down to its bottom margin, in type as small as 5 pt (the API accepts 5,000 characters).
 */
const LAST_VALUE = { maxLines: 3, overflow: { maxWidth: 612 - 36 - VALUE_BOX.x, bottom: 36, minSize: 5 } };

function isPng(bytes: Uint8Array): boolean {
  return bytes.length > 4 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
}

async function embedHeadshot(doc: PDFDocument, bytes: Uint8Array): Promise<PDFImage> {
  return isPng(bytes) ? doc.embedPng(bytes) : doc.embedJpg(bytes);
}

async function drawApplicant(doc: PDFDocument, page: PDFPage, writer: SheetWriter, applicant: SheetApplicant, headshot: Uint8Array | null) {
  const { width, height } = page.getSize();
  const name = nameBaseline(height);
  writer.draw(page, `${applicant.firstName} ${applicant.lastName}`, { ...name, ...NAME_BOX });

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
    const box: TextBox = { ...VALUE_BOX, y: height - FIRST_ROW_FROM_TOP - index * ROW_GAP };
    writer.draw(page, value, index === values.length - 1 ? { ...box, ...LAST_VALUE } : box);
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

/** A file name keeps the letters and digits of any script; everything else between them becomes one hyphen. */
const fileNamePart = (text: string) =>
  text
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');

export const sheetFileName = (lastName: string) => `audition-sheet-${fileNamePart(lastName)}.pdf`;

export const combinedSheetsFileName = (showName: string) => `audition-sheets-${fileNamePart(showName)}.pdf`;
