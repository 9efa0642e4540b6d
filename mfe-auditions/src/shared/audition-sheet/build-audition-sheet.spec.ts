import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef } from 'pdf-lib';
import { buildAuditionSheet, buildCombinedSheets, latin1, sheetFileName, type SheetApplicant } from './build-audition-sheet';
import { headshotPlacement, nameBaseline } from './sheet-geometry';

const TEMPLATE = new Uint8Array(readFileSync(path.join(__dirname, '../../../../api/assets/audition-sheet-template.pdf')));
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
  mobile: '352-555-0100',
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
  it('writes the name in Helvetica 18 at (60, 732) and draws the photo in its box, read back from the PDF', async () => {
    const { bytes, headshotFailed } = await buildAuditionSheet(TEMPLATE, applicant, PNG_30_BY_40);
    expect(headshotFailed).toBe(false);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getPage(0).getSize()).toEqual({ width: 612, height: 792 });
    const operators = await pageOperators(bytes);
    const name = /\/(\S+) 18 Tf[\s\S]*?1 0 0 1 60 732 Tm[\s\S]*?<([0-9A-F]+)> Tj/.exec(operators);
    expect(name).not.toBeNull();
    expect(Buffer.from(name![2], 'hex').toString('latin1')).toBe('Ruth Baker');
    const fonts = doc.getPage(0).node.Resources()!.lookup(PDFName.of('Font'), PDFDict);
    expect(String(fonts.lookup(PDFName.of(name![1]), PDFDict).get(PDFName.of('BaseFont')))).toBe('/Helvetica');
    // pdf-lib moves to the box's corner, then scales the unit image to the box.
    expect(operators).toMatch(/1 0 0 1 442 582 cm\s+1 0 0 1 0 0 cm\s+120 0 0 160 0 0 cm\s+1 0 0 1 0 0 cm\s+\/Image\S* Do/);
  });

  it('still makes the sheet, without a photo, when the headshot is not an image', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { bytes, headshotFailed } = await buildAuditionSheet(TEMPLATE, applicant, Uint8Array.from([1, 2, 3, 4, 5]));
    expect(headshotFailed).toBe(true);
    expect(warn).toHaveBeenCalled();
    expect(await pageOperators(bytes)).not.toMatch(/ Do/);
    warn.mockRestore();
  });

  it('combines one page per applicant for the audition table', async () => {
    const bytes = await buildCombinedSheets(TEMPLATE, [
      { applicant, headshot: PNG_30_BY_40 },
      { applicant: { ...applicant, firstName: 'George', lastName: 'Hall' }, headshot: null },
    ]);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(2);
  });

  it("names the file after the last name and keeps text within the fonts' Latin-1", () => {
    expect(sheetFileName('Baker')).toBe('audition-sheet-Baker.pdf');
    expect(latin1('Jan 3–7, Algernon’s “man” Łukasz')).toBe('Jan 3-7, Algernon\'s "man" ?ukasz');
  });
});
