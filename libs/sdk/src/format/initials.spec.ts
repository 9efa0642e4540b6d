import { initials } from './initials';

describe('initials', () => {
  it('takes the first letter of first and last name in upper case', () => {
    expect(initials('margaret', 'o’hara')).toBe('MO');
    expect(initials('  Ann ', ' Lee')).toBe('AL');
  });

  it('copes with a missing name', () => {
    expect(initials('Ann', null)).toBe('A');
    expect(initials(undefined, 'Lee')).toBe('L');
    expect(initials('', '')).toBe('');
  });
});
