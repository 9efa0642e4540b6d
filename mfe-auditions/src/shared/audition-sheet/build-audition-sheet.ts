import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
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

const ASCII_QUOTES: Record<string, string> = { '‘': "'", '’': "'", '“': '"', '”': '"', '–': '-', '—': '-', '…': '...' };

/** The standard PDF fonts cover Latin-1 only; other characters would make pdf-lib throw. */
export function latin1(text: string): string {
  return [...text].map((char) => ASCII_QUOTES[char] ?? (char.charCodeAt(0) <= 0xff ? char : '?')).join('');
}

function fitted(text: string, font: PDFFont, size: number, maxWidth: number): string {
  const clean = latin1(text.replace(/\s+/g, ' ').trim());
  if (font.widthOfTextAtSize(clean, size) <= maxWidth) return clean;
  let cut = clean;
  while (cut.length > 0 && font.widthOfTextAtSize(`${cut}...`, size) > maxWidth) cut = cut.slice(0, -1);
  return `${cut}...`;
}

function isPng(bytes: Uint8Array): boolean {
  return bytes.length > 4 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
}

async function embedHeadshot(doc: PDFDocument, bytes: Uint8Array): Promise<PDFImage> {
  return isPng(bytes) ? doc.embedPng(bytes) : doc.embedJpg(bytes);
}

async function drawApplicant(doc: PDFDocument, page: PDFPage, applicant: SheetApplicant, headshot: Uint8Array | null): Promise<boolean> {
  const { width, height } = page.getSize();
  const helvetica = await doc.embedFont(StandardFonts.Helvetica);
  const name = nameBaseline(height);
  page.drawText(fitted(`${applicant.firstName} ${applicant.lastName}`, helvetica, NAME_SIZE, 360), {
    x: name.x,
    y: name.y,
    size: NAME_SIZE,
    font: helvetica,
    color: rgb(0, 0, 0),
  });

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
    page.drawText(fitted(value, helvetica, VALUE_SIZE, VALUE_MAX_WIDTH), {
      x: VALUE_X,
      y: height - FIRST_ROW_FROM_TOP - index * ROW_GAP,
      size: VALUE_SIZE,
      font: helvetica,
    });
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

/** One filled-in sheet on a copy of the template's first page. */
export async function buildAuditionSheet(template: Uint8Array, applicant: SheetApplicant, headshot: Uint8Array | null): Promise<BuiltSheet> {
  const doc = await PDFDocument.load(template);
  doc
    .getPages()
    .slice(1)
    .forEach(() => doc.removePage(1));
  const headshotFailed = await drawApplicant(doc, doc.getPage(0), applicant, headshot);
  doc.setTitle(latin1(`Audition sheet: ${applicant.firstName} ${applicant.lastName}`));
  return { bytes: await doc.save(), headshotFailed };
}

/** All sheets of a show in one PDF, one page per applicant, for the audition table. */
export async function buildCombinedSheets(
  template: Uint8Array,
  entries: { applicant: SheetApplicant; headshot: Uint8Array | null }[],
): Promise<Uint8Array> {
  const combined = await PDFDocument.create();
  for (const entry of entries) {
    const single = await PDFDocument.load((await buildAuditionSheet(template, entry.applicant, entry.headshot)).bytes);
    const [page] = await combined.copyPages(single, [0]);
    combined.addPage(page);
  }
  return combined.save();
}

export const sheetFileName = (lastName: string) => `audition-sheet-${lastName}.pdf`;
