import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
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
  // The byte-order mark first: Excel then reads the file as UTF-8.
  const expected = `\uFEFFFirst,Last\n"'=HYPERLINK(""http://evil.test"")",Brooks\n"Ann, Jr.",'+1-555\n`;

  it('writes a header, quotes where needed and neutralizes every cell, in one string', () => {
    expect(csvText(['First', 'Last'], rows)).toBe(expected);
  });

  it('writes the header alone when there are no rows', () => {
    expect(csvText(['First', 'Last'], [])).toBe('\uFEFFFirst,Last\n');
  });

  it('writes Zoë as UTF-8 after the byte-order mark EF BB BF', () => {
    expect([...Buffer.from(csvText(['First'], [['Zoë']]), 'utf8')]).toEqual([0xef, 0xbb, 0xbf, ...Buffer.from('First\nZoë\n', 'utf8')]);
  });

  it('writes numbers as numbers, negative ones too, while text that looks like one stays guarded', () => {
    expect(
      csvText(
        ['Name', 'Days Left'],
        [
          ['-332', -332],
          ['Ann', 20],
          ['Bo', 0],
          ['Cy', Number.NaN],
        ],
      ),
    ).toBe(`\uFEFFName,Days Left\n'-332,-332\nAnn,20\nBo,0\nCy,\n`);
  });

  it('writes the same as a stream', async () => {
    // Read as bytes: stream/consumers' text() decodes with TextDecoder, which drops a byte-order mark.
    expect((await buffer(Readable.from(rows).pipe(csvStream(['First', 'Last'])))).toString('utf8')).toBe(expected);
  });
});
