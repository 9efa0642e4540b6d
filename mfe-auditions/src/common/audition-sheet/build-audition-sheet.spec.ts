import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef } from 'pdf-lib';
import { REAL_NAMES } from '@greenroom/contracts';
import {
  buildAuditionSheet,
  buildCombinedSheets,
  combinedSheetsFileName,
  sheetFileName,
  sheetTexts,
  type SheetApplicant,
  type SheetFonts,
} from './build-audition-sheet';
import { printableLine } from './printable-text';
import { fallbackFontsNeeded } from './sheet-fonts';
import { headshotPlacement, nameBaseline } from './sheet-geometry';

const TEMPLATE = new Uint8Array(readFileSync(path.join(__dirname, '../../../../api/assets/audition-sheet-template.pdf')));
const font = (file: string) => new Uint8Array(readFileSync(require.resolve(file)));
const TEXT_FONT = font('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf');
const CJK_FONT = font('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf');
const LATIN_FONTS: SheetFonts = { text: TEXT_FONT, fallbacks: [] };
const CJK_FONTS: SheetFonts = { text: TEXT_FONT, fallbacks: [CJK_FONT] };

/** A 30×40 PNG (3:4, so it fills the 120×160 box exactly). */
const PNG_30_BY_40 = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAB4AAAAoCAIAAABmcd1FAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAQElEQVR4nO3XMQ0AQQwDwXBa/gwM6lB88dJIqVNEjr2+1UdzVucgUci8TDwkpjopk2wcWAg9BSeHr1M47pc16QGzrpqsPT1+AwAAAABJRU5ErkJggg==',
    'base64',
  ),
);

const applicant: SheetApplicant = {
  firstName: 'Ruth',
  lastName: 'Baker',
  email: 'ruth@example.test',
  mobile: '(352) 555-0100',
  landline: '',
  showName: 'The Importance of Being Earnest',
  dates: ['Saturday, December 5, 2026, 1:00 PM - 4:00 PM'],
  characters: ['Lady Bracknell', 'Miss Prism'],
  acceptOtherRole: 'Yes',
  conflicts: 'Away Jan 3–7',
};

/** The page's drawing operators, read back out of the saved PDF. */
async function pageOperators(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const contents = doc.getPage(0).node.get(PDFName.of('Contents'));
  const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
  return refs
    .map((ref) => doc.context.lookup(ref as PDFRef))
    .map((stream) => {
      const raw = stream as PDFRawStream;
      const filter = raw.dict.get(PDFName.of('Filter'));
      return Buffer.from(filter ? inflateSync(raw.contents) : raw.contents).toString('latin1');
    })
    .join('\n');
}

/**
 * Each page's text as a PDF reader extracts it (what a search or a copy in a viewer finds), by pdf-parse (Mozilla's
 * PDF.js) in its own Node process: in jsdom PDF.js takes itself for a browser, and its worker needs a real import().
 */
function pageTexts(bytes: Uint8Array): string[] {
  const script = `
    const { PDFParse } = require('pdf-parse');
    const chunks = [];
    process.stdin.on('data', (chunk) => chunks.push(chunk)).on('end', async () => {
      const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
      const { pages } = await parser.getText();
      process.stdout.write(JSON.stringify(pages.map((page) => page.text)));
      await parser.destroy();
    });`;
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { input: bytes, cwd: __dirname, encoding: 'utf8' })) as string[];
}

/** The names of the page's font resources. */
async function fontNames(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const fonts = doc.getPage(0).node.Resources()!.lookup(PDFName.of('Font'), PDFDict);
  return fonts.keys().map((key) => String(fonts.lookup(key, PDFDict).get(PDFName.of('BaseFont'))));
}

describe('sheet geometry', () => {
  it('puts the name baseline at x 60, 60 pt from the top', () => {
    expect(nameBaseline(792)).toEqual({ x: 60, y: 732 });
  });

  it('fits the headshot in 120×160 against the top and right margins of 50 pt, keeping its shape', () => {
    expect(headshotPlacement(612, 792, 300, 400)).toEqual({ x: 442, y: 582, width: 120, height: 160 });
    // A landscape photo is limited by the width and still hangs from the top margin.
    expect(headshotPlacement(612, 792, 400, 200)).toEqual({ x: 442, y: 682, width: 120, height: 60 });
    // A tall, narrow one is limited by the height and still touches the right margin.
    expect(headshotPlacement(612, 792, 100, 400)).toEqual({ x: 522, y: 582, width: 40, height: 160 });
  });
});

describe('buildAuditionSheet', () => {
  it('writes the name in 18 pt at (60, 732) in the embedded Noto Sans subset, and draws the photo in its box', async () => {
    const { bytes, headshotFailed } = await buildAuditionSheet(TEMPLATE, applicant, PNG_30_BY_40, LATIN_FONTS);
    expect(headshotFailed).toBe(false);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getPage(0).getSize()).toEqual({ width: 612, height: 792 });
    const operators = await pageOperators(bytes);
    expect(operators).toMatch(/\/\S+ 18 Tf[\s\S]*?1 0 0 1 60 732 Tm/);
    // The template's labels keep their Helvetica; everything drawn is in the one embedded Noto Sans (a subset: pdf-lib tags it).
    expect(new Set((await fontNames(bytes)).filter((name) => !name.startsWith('/Helvetica')))).toEqual(
      new Set([expect.stringMatching(/^\/NotoSans-Regular-\d+$/)]),
    );
    expect(pageTexts(bytes)[0]).toContain('Ruth Baker');
    // pdf-lib moves to the box's corner, then scales the unit image to the box.
    expect(operators).toMatch(/1 0 0 1 442 582 cm\s+1 0 0 1 0 0 cm\s+120 0 0 160 0 0 cm\s+1 0 0 1 0 0 cm\s+\/Image\S* Do/);
  });

  it('still makes the sheet, without a photo, when the headshot is not an image', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { bytes, headshotFailed } = await buildAuditionSheet(TEMPLATE, applicant, Uint8Array.from([1, 2, 3, 4, 5]), LATIN_FONTS);
    expect(headshotFailed).toBe(true);
    expect(warn).toHaveBeenCalled();
    expect(await pageOperators(bytes)).not.toMatch(/ Do/);
    warn.mockRestore();
  });

  it('names the file after the last name, and the combined file after the show, keeping letters of any script', () => {
    expect(sheetFileName('Baker')).toBe('audition-sheet-Baker.pdf');
    expect(sheetFileName('Nguyễn / Thị')).toBe('audition-sheet-Nguyễn-Thị.pdf');
    expect(combinedSheetsFileName('Ünïcödé: The Show!')).toBe('audition-sheets-Ünïcödé-The-Show.pdf');
    expect(combinedSheetsFileName('ليلى والمجنون 2026')).toBe('audition-sheets-ليلى-والمجنون-2026.pdf');
    expect(combinedSheetsFileName('雷雨')).toBe('audition-sheets-雷雨.pdf');
  });
});

describe('the combined sheets of real applicants', () => {
  const NAMES = [...REAL_NAMES, ['Мария', 'Иванова'], ['François', 'Œuvre™ €']] as const;
  const applicants = NAMES.map(([firstName, lastName], index) => ({
    ...applicant,
    firstName,
    lastName,
    // Free text as old rows may hold it: a Windows-1252 apostrophe, a C1 and a C0 control pasted from Word.
    conflicts: index === 0 ? 'I can\u0092t do Tuesdays' : 'Busy\u0001 Mondays',
    characters: ['Lady Bracknell'],
  }));

  it('prints every name as typed, on one page each, with the CJK font only for the page that needs it', async () => {
    expect(fallbackFontsNeeded(applicants.flatMap(sheetTexts))).toEqual(['cjk']);
    const bytes = await buildCombinedSheets(
      TEMPLATE,
      applicants.map((entry) => ({ applicant: entry, headshot: null })),
      CJK_FONTS,
    );
    const pages = pageTexts(bytes);
    expect(pages).toHaveLength(NAMES.length);
    NAMES.forEach(([firstName, lastName], index) => expect(pages[index]).toContain(`${firstName} ${lastName}`));
    expect(pages[0]).toContain('I can’t do Tuesdays');
    expect(pages[1]).toContain('Busy Mondays');
    // Subsets: the whole CJK font is 10 MB; the PDF carries only the glyphs drawn.
    expect(bytes.length).toBeLessThan(400_000);
  });

  it('needs no fallback font when no text is in another script', () => {
    expect(fallbackFontsNeeded(applicants.slice(0, 3).flatMap(sheetTexts))).toEqual([]);
  });

  it('loads each fallback only for its script: Arabic, CJK, symbols, emoji', () => {
    expect(fallbackFontsNeeded(['ليلى'])).toEqual(['arabic']);
    expect(fallbackFontsNeeded(['Wang 王', 'ない'])).toEqual(['cjk']);
    expect(fallbackFontsNeeded(['김민준'])).toEqual(['korean']);
    expect(fallbackFontsNeeded(['☒ Tuesdays'])).toEqual(['symbols', 'emoji']);
    expect(fallbackFontsNeeded(['Busy 🎭'])).toEqual(['emoji']);
  });

  it('prints a decomposed name composed, and nothing for controls and invisible characters', () => {
    expect(printableLine('Zoe\u0308\u200B Ann\u202E\u0007 \tO\u0092Brien\n')).toBe('Zoë Ann O’Brien');
  });
});
