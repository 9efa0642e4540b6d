import { neutralizeFormula } from './member-csv';

describe('neutralizeFormula', () => {
  it.each(['=SUM(A1:A9)', '+1-555', '-2+3', '@cmd', '\tx', '\rx'])('prefixes %j so a spreadsheet shows it as text', (cell) => {
    expect(neutralizeFormula(cell)).toBe(`'${cell}`);
  });

  it('leaves ordinary cells alone', () => {
    expect(neutralizeFormula('Ruth O=Brien')).toBe('Ruth O=Brien');
    expect(neutralizeFormula('')).toBe('');
  });
});
