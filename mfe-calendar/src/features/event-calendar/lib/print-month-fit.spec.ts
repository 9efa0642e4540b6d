import { fitPrintFont, printRowPx } from './print-month-fit';

const week = (eventsPerDay: number, text = '9:00 AM Rehearsal Rehearsal') => Array.from({ length: 7 }, () => Array(eventsPerDay).fill(text));

describe('fitPrintFont', () => {
  it('prints a quiet month in the largest type', () => {
    expect(fitPrintFont([week(1), week(0), week(1), week(0), week(1)])).toBe(16);
  });

  it('makes the type smaller as the busiest weeks grow, down to 6 px', () => {
    const busy = fitPrintFont([week(6), week(6), week(6), week(6), week(6)]);
    expect(busy).toBeLessThan(16);
    expect(busy).toBeGreaterThan(6);
    expect(fitPrintFont(Array.from({ length: 6 }, () => week(40)))).toBe(6);
  });

  it('gives six weeks shorter rows than four', () => {
    expect(printRowPx(6)).toBeLessThan(printRowPx(4));
  });
});
