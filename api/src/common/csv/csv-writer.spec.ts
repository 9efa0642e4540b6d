import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { csvStream, csvText, neutralizeFormula } from './csv-writer';

describe('neutralizeFormula', () => {
  it.each(['=SUM(A1:A9)', '+1-555', '-2+3', '@cmd', '\tx', '\rx'])('prefixes %j so a spreadsheet shows it as text', (cell) => {
    expect(neutralizeFormula(cell)).toBe(`'${cell}`);
  });

  it('leaves ordinary cells alone', () => {
    expect(neutralizeFormula('Ruth O=Brien')).toBe('Ruth O=Brien');
    expect(neutralizeFormula('')).toBe('');
  });
});

describe('the CSV writer', () => {
  const rows = [
    ['=HYPERLINK("http://evil.test")', 'Brooks'],
    ['Ann, Jr.', '+1-555'],
  ];
  const expected = `First,Last\n"'=HYPERLINK(""http://evil.test"")",Brooks\n"Ann, Jr.",'+1-555\n`;

  it('writes a header, quotes where needed and neutralizes every cell, in one string', () => {
    expect(csvText(['First', 'Last'], rows)).toBe(expected);
  });

  it('writes the header alone when there are no rows', () => {
    expect(csvText(['First', 'Last'], [])).toBe('First,Last\n');
  });

  it('writes the same as a stream', async () => {
    expect(await text(Readable.from(rows).pipe(csvStream(['First', 'Last'])))).toBe(expected);
  });
});
