import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as fontkit from 'fontkit';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import {
  differenceToInk,
  inkPixels,
  inkProblem,
  pdfWords,
  pngOf,
  readRendering,
  renderPage,
  wordsNotIn,
  type PdfWord,
} from '../../test-support/rendered-pdf';
import { buildAuditionSheet, buildCombinedSheets, sheetTexts, type SheetApplicant, type SheetFonts } from './build-audition-sheet';
import { fallbackFontsNeeded } from './sheet-fonts';

/**
 * The sheets as a person sees them: poppler draws each page, and every word the PDF's text layer holds must have
 * ink in its box with no hole where a letter should be (a text layer alone read "Margaret Whitfield" while the
 * page showed "M g e e").
 */
const TEMPLATE = new Uint8Array(readFileSync(path.join(__dirname, '../../../../api/assets/audition-sheet-template.pdf')));
const font = (file: string) => new Uint8Array(readFileSync(require.resolve(file)));
const TEXT_FONT = font('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf');
/** In the order sheet-fonts.ts tries them. */
const FALLBACKS = {
  arabic: font('@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf'),
  cjk: font('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'),
  korean: font('@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf'),
  symbols: font('@expo-google-fonts/noto-sans-symbols-2/400Regular/NotoSansSymbols2_400Regular.ttf'),
  emoji: font('@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf'),
};
const fontsFor = (applicants: SheetApplicant[]): SheetFonts => ({
  text: TEXT_FONT,
  fallbacks: fallbackFontsNeeded(applicants.flatMap(sheetTexts)).map((name) => FALLBACKS[name]),
});
const DPI = 100;
const REFERENCE = path.join(__dirname, '__fixtures__', 'ruth-baker-sheet.png');
const REFERENCE_DPI = 50;

const base: SheetApplicant = {
  firstName: 'Ruth',
  lastName: 'Baker',
  email: 'ruth@example.test',
  mobile: '(352) 555-0100',
  landline: '(352) 555-9000',
  showName: 'The Importance of Being Earnest',
  dates: ['Saturday, December 5, 2026, 1:00 PM - 4:00 PM'],
  characters: ['Lady Bracknell', 'Miss Prism'],
  acceptOtherRole: 'Yes',
  conflicts: 'Away Jan 3–7',
};

/** One applicant per script the office has seen, each with every field filled in that script where it can be. */
const APPLICANTS: SheetApplicant[] = [
  { ...base, firstName: 'Zoë', lastName: 'Ñúñez', email: 'zoe.nunez@example.test', conflicts: 'Ça dépend: réunion à Noël' },
  {
    ...base,
    firstName: 'Nguyễn Thị Hương Giang',
    lastName: 'Maximiliana-Whitfield de la Fuente y Villalobos-Hernández',
    email: 'huong.giang@example.test',
    characters: ['Cô Gwendolen Fairfax'],
    conflicts: 'Thứ Ba bận cả ngày; Chủ nhật đi lễ buổi sáng; từ 20 đến 27 tháng Mười Hai về quê thăm gia đình ở Huế',
  },
  { ...base, firstName: 'Αλέξανδρος', lastName: 'Παπαδόπουλος', characters: ['Λαίδη Μπράκνελ'], conflicts: 'Όχι Τρίτη' },
  { ...base, firstName: 'Мария', lastName: 'Иванова', characters: ['Леди Брэкнелл'], conflicts: 'Не могу во вторник' },
  {
    ...base,
    firstName: 'ليلى',
    lastName: 'عبد الله',
    email: 'layla@example.test',
    characters: ['السيدة براكنيل'],
    conflicts: 'مشغولة يوم الثلاثاء 12 (مساءً)',
  },
  { ...base, firstName: '芳', lastName: '王', characters: ['麦克白夫人', '女巫', '맥베스'], conflicts: '周二不行 🎭 ☒ ✓ ★' },
];

const work = process.env.SHEET_WORK ?? mkdtempSync(path.join(tmpdir(), 'audition-sheet-'));
function saved(name: string, bytes: Uint8Array): string {
  const file = path.join(work, name);
  writeFileSync(file, bytes);
  return file;
}

const TEMPLATE_FILE = path.join(__dirname, '../../../../api/assets/audition-sheet-template.pdf');
/** The template's own labels (small Helvetica capitals, the pale "Photo") are the template's; the test looks at what the sheet writes. */
const TEMPLATE_WORDS = pdfWords(TEMPLATE_FILE);
const writtenWords = (file: string) => wordsNotIn(TEMPLATE_FILE, pdfWords(file));

/** Each word the sheet wrote with what is wrong with its ink; an empty list when every word shows. */
function unseenWords(file: string): { page: number; word: string; problem: string }[] {
  const words = writtenWords(file);
  const pages = new Map<number, ReturnType<typeof renderPage>>();
  return words.flatMap((word: PdfWord) => {
    if (!pages.has(word.page)) pages.set(word.page, renderPage(file, word.page, DPI));
    const problem = inkProblem(pages.get(word.page)!, word);
    return problem ? [{ page: word.page, word: word.text, problem }] : [];
  });
}

const squash = (text: string) => text.replace(/\s+/g, '');

describe('the audition sheets as they print', () => {
  let file: string;
  let words: PdfWord[];

  beforeAll(async () => {
    const bytes = await buildCombinedSheets(
      TEMPLATE,
      APPLICANTS.map((applicant) => ({ applicant, headshot: null })),
      fontsFor(APPLICANTS),
    );
    file = saved('show.pdf', bytes);
    words = writtenWords(file);
  });

  it('has a glyph for every character in the fonts the sheets load (else a box would print, with ink)', () => {
    const fonts = [TEXT_FONT, ...fontsFor(APPLICANTS).fallbacks].map((bytes) => fontkit.create(bytes));
    const characters = new Set(APPLICANTS.flatMap(sheetTexts).flatMap((text) => [...text.replace(/\s/g, '')]));
    expect([...characters].filter((char) => !fonts.some((each) => each.hasGlyphForCodePoint(char.codePointAt(0)!)))).toEqual([]);
  });

  it('has ink in the box of every word on every page, with no letter missing', () => {
    expect(words.length).toBeGreaterThan(APPLICANTS.length * 20);
    expect(unseenWords(file)).toEqual([]);
  });

  it('holds every name, e-mail, phone, date, role and conflict of each applicant, in its script', () => {
    APPLICANTS.forEach((applicant, index) => {
      const page = squash(
        words
          .filter((word) => word.page === index + 1)
          .map((word) => word.text)
          .join(''),
      );
      const fields = [
        applicant.firstName,
        applicant.lastName,
        applicant.email,
        applicant.mobile,
        applicant.landline,
        ...applicant.dates,
        ...applicant.characters,
        applicant.conflicts,
      ];
      // Right-to-left words come out of the text layer word by word; each must be there as typed.
      for (const field of fields)
        for (const part of field.split(/\s+/)) expect({ applicant: index, part, found: page.includes(part) }).toMatchObject({ found: true });
    });
  });

  it('draws Arabic right to left: the first word typed is the rightmost', () => {
    const arabic = words.filter((word) => word.page === 5 && ['ليلى', 'عبد', 'الله'].includes(word.text));
    const x = (text: string) => arabic.find((word) => word.text === text)!.xMin;
    expect(x('ليلى')).toBeGreaterThan(x('عبد'));
    expect(x('عبد')).toBeGreaterThan(x('الله'));
  });

  it('keeps the whole of a long name, on two lines above the rule, inside the name box and below the title', () => {
    const name = words.filter((word) => word.page === 2 && word.yMax < 70);
    expect(squash(name.map((word) => word.text).join(''))).toBe(squash(`${APPLICANTS[1].firstName} ${APPLICANTS[1].lastName}`));
    expect(new Set(name.map((word) => Math.round(word.yMin))).size).toBe(2);
    const title = TEMPLATE_WORDS.find((word) => word.text === 'GREENROOM')!;
    for (const word of name) {
      expect(word.xMax).toBeLessThanOrEqual(60 + 360 + 1);
      expect(word.yMin).toBeGreaterThan(title.yMax);
    }
  });

  it('wraps long conflicts onto more lines of the row instead of cutting them', () => {
    const conflicts = words.filter((word) => word.page === 2 && word.yMin > 180 && word.xMin >= 170);
    expect(squash(conflicts.map((word) => word.text).join(''))).toBe(squash(APPLICANTS[1].conflicts));
    expect(new Set(conflicts.map((word) => Math.round(word.yMin))).size).toBeGreaterThan(1);
    // Above the director's notes, which start 230 pt from the top.
    for (const word of conflicts) expect(word.yMax).toBeLessThan(230);
  });
});

describe('the longest conflicts the API accepts', () => {
  it('prints all 5,000 characters of a Chinese text on the page, below the photo and above the bottom margin', async () => {
    const conflicts = '周二、周四晚上不行；十二月二十日至二十七日回家探亲。'.repeat(200).slice(0, 5000);
    const applicant = { ...base, firstName: '芳', lastName: '王', conflicts };
    const { bytes } = await buildAuditionSheet(TEMPLATE, applicant, null, fontsFor([applicant]));
    const file = saved('long-conflicts.pdf', bytes);
    const lines = writtenWords(file).filter((word) => word.yMin > 180);
    expect(squash(lines.map((word) => word.text).join(''))).toBe(conflicts);
    for (const word of lines) {
      expect(word.yMax).toBeLessThanOrEqual(792 - 36);
      expect(word.xMax).toBeLessThanOrEqual(612 - 36);
      // Beside the photo box (x 442 on, down to 210 pt from the top) only the value's own column.
      if (word.yMin < 210) expect(word.xMax).toBeLessThanOrEqual(170 + 262 + 1);
    }
    // Every line has ink. (Not the hole check: poppler makes each line one word, and full-width 、；。 leave
    // blanks of most of an em inside it; the sheets above check the letters of Chinese text without them.)
    expect(unseenWords(file).filter((word) => word.problem === 'no ink')).toEqual([]);
  });
});

describe('the ink check itself', () => {
  it('finds a word whose letters are hidden, and one with no ink at all', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([300, 100]);
    const helvetica = await doc.embedFont(StandardFonts.Helvetica);
    page.drawText('Margaret', { x: 10, y: 60, size: 18, font: helvetica });
    page.drawText('Whitfield', { x: 120, y: 60, size: 18, font: helvetica, color: rgb(1, 1, 1) });
    // White over "rga": what a glyph without its outline looks like.
    page.drawRectangle({
      x: 10 + helvetica.widthOfTextAtSize('Ma', 18),
      y: 50,
      width: helvetica.widthOfTextAtSize('rga', 18),
      height: 30,
      color: rgb(1, 1, 1),
    });
    const problems = unseenWords(saved('hidden.pdf', await doc.save()));
    expect(problems).toEqual([
      { page: 1, word: 'Margaret', problem: expect.stringMatching(/^a blank stretch/) },
      { page: 1, word: 'Whitfield', problem: 'no ink' },
    ]);
  });
});

describe('a known sheet against its reference rendering', () => {
  it('matches the committed picture: pixels that differ are under 5 % of its ink', async () => {
    const { bytes } = await buildAuditionSheet(TEMPLATE, base, null, fontsFor([base]));
    const rendering = renderPage(saved('ruth-baker.pdf', bytes), 1, REFERENCE_DPI);
    // UPDATE_REFERENCE=1 writes a new reference after a deliberate change of the sheet; look at it before committing.
    if (process.env.UPDATE_REFERENCE === '1') writeFileSync(REFERENCE, pngOf(rendering));
    const reference = readRendering(REFERENCE, REFERENCE_DPI);
    expect(differenceToInk(rendering, reference, 64)).toBeLessThan(0.05);

    // The measure sees a sheet without its name: the same sheet with the name left blank is far outside it.
    const { bytes: nameless } = await buildAuditionSheet(TEMPLATE, { ...base, firstName: '', lastName: '' }, null, fontsFor([base]));
    const without = renderPage(saved('nameless.pdf', nameless), 1, REFERENCE_DPI);
    expect(inkPixels(without)).toBeLessThan(inkPixels(reference));
    expect(differenceToInk(without, reference, 64)).toBeGreaterThan(0.05);
  });
});
