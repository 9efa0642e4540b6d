import { findHiddenCharacters, freeTextSchema, hasHiddenCharacters } from './free-text';

describe('the free-text rule', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['a C1 control (a Windows-1252 apostrophe)', 'I can\u0092t'],
    ['SOH', 'x\u0001'],
    ['a zero-width space', '\u200B'],
    ['a left-to-right mark', 'Ann\u200E'],
    ['an Arabic letter mark', 'Ann\u061C'],
    ['a word joiner', 'Ann\u2060'],
    ['a byte-order mark', '\uFEFFAnn'],
    ['a bidi override', 'Smith\u202E(nimdA)'],
    ['a lone joiner', '\u200D'],
    ['a joiner at the end of a word', 'Ann\u200D rest'],
  ])('refuses %s, even in multi-line text', (_what, text) => {
    expect(hasHiddenCharacters(text)).toBe(true);
    expect(hasHiddenCharacters(text, { multiLine: true })).toBe(true);
  });

  it('keeps tab and line breaks only in multi-line text, and joiners between letters', () => {
    expect(hasHiddenCharacters('Line one\r\n\tLine two', { multiLine: true })).toBe(false);
    expect(hasHiddenCharacters('Line one\nLine two')).toBe(true);
    expect(hasHiddenCharacters('می\u200Cخواهم')).toBe(false);
    expect(hasHiddenCharacters('👩\u200D👩\u200D👧')).toBe(false);
    for (const name of ['Zoë Ñúñez', 'Łukasz Wróbel', 'Nguyễn Thị Hương', '王芳', 'Αλέξανδρος', "O'Brien", 'O’Brien']) {
      expect(hasHiddenCharacters(name)).toBe(false);
    }
  });

  it('names the field in its message, trims and composes (NFC)', () => {
    const title = freeTextSchema('Title', 20, { requiredMessage: 'Title is required' });
    expect(title.parse('  Zoe\u0308  ')).toBe('Zo\u00EB');
    expect(title.safeParse('x'.repeat(10_000)).error?.issues.map((issue) => issue.message)).toEqual(['Title can be at most 20 characters long.']);
    expect(title.safeParse('Probe\u0007bell').error?.issues.map((issue) => issue.message)).toEqual([
      'Title cannot contain control characters, invisible characters or text-direction marks.',
    ]);
    expect(title.safeParse(' ').error?.issues.map((issue) => issue.message)).toEqual(['Title is required']);
  });

  it('finds the first offending string of a request, by its path', () => {
    expect(findHiddenCharacters({ a: 'ok', b: [{ c: 'fine' }, { c: 'no\u0000' }] })).toBe('b.1.c');
    expect(findHiddenCharacters({ notes: 'two\nlines', when: new Date(0), n: 3 })).toBeNull();
    expect(findHiddenCharacters('\u202E')).toBe('A value');
  });
});
