import { chipsThatFit } from './use-chips-that-fit';

describe('chipsThatFit', () => {
  // Chips 40 px tall below a 30 px day number, 4 px apart; a "+N more" button is 44 px.
  const ends = (count: number) => Array.from({ length: count }, (_, index) => 30 + (index + 1) * 44 - 4);

  it('shows every chip when they all fit, with no room kept for "+N more"', () => {
    expect(chipsThatFit(ends(3), 162, 4, 44)).toBe(3);
  });

  it('keeps the room of "+N more" below the chips it shows', () => {
    // Two chips and the button fit 162 px (114 + 4 + 44); a third chip needs 206.
    expect(chipsThatFit(ends(6), 162, 4, 44)).toBe(2);
    expect(chipsThatFit(ends(6), 206, 4, 44)).toBe(3);
  });

  it('shows the first chip of a day even when it alone is taller than the cell', () => {
    expect(chipsThatFit([300, 340], 162, 4, 44)).toBe(1);
  });

  it('never hides a single chip behind "+1 more" when that chip fits in the button\'s room', () => {
    expect(chipsThatFit(ends(4), 202, 4, 44)).toBe(4);
  });
});
