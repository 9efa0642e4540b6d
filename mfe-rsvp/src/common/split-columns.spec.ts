import { splitIntoColumns } from './split-columns';

describe('splitIntoColumns', () => {
  it('splits evenly, top to bottom, the remainder going to the first columns', () => {
    expect(splitIntoColumns(['a', 'b', 'c', 'd', 'e', 'f', 'g'], 3)).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e'],
      ['f', 'g'],
    ]);
    expect(splitIntoColumns(['a', 'b', 'c', 'd', 'e', 'f'], 3)).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['e', 'f'],
    ]);
  });

  it('gives empty columns for an empty list', () => {
    expect(splitIntoColumns([], 3)).toEqual([[], [], []]);
  });
});
