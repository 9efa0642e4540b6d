import { fitPrintFont, printRowPx } from './print-month-fit';

describe('fitPrintFont', () => {
  it('prints a grid that fits in the largest type', () => {
    expect(fitPrintFont(() => 400)).toBe(16);
  });

  it('takes the largest size whose measured grid fits the page', () => {
    // A grid whose height grows with its type: 48 px of rows for every px of type.
    const sizes: number[] = [];
    const size = fitPrintFont((px) => (sizes.push(px), px * 48));
    expect(size).toBe(13.5);
    expect(sizes).toEqual([16, 15.5, 15, 14.5, 14, 13.5]);
  });

  it('stops at 6 px when nothing fits', () => {
    expect(fitPrintFont(() => 5000)).toBe(6);
  });

  it('gives six weeks shorter rows than four', () => {
    expect(printRowPx(6)).toBeLessThan(printRowPx(4));
  });
});
