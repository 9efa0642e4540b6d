import { personNameSchema } from './person-name';

describe('personNameSchema', () => {
  const firstName = personNameSchema('First name', 'First name is required.');
  const messages = (value: unknown) => firstName.safeParse(value).error?.issues.map((issue) => issue.message);

  it('keeps ordinary names from many languages, trimmed', () => {
    for (const name of ['Ann', "O'Brien-Smith", 'José María', 'Zoë', 'Łukasz', 'Nguyễn', '李', 'שרה', 'محمد', 'St. John']) {
      expect(firstName.parse(` ${name} `)).toBe(name);
    }
  });

  it.each([
    ['a bidi override', 'Smith\u202E(nimdA)'],
    ['a bidi embedding', 'Ann\u202Ax'],
    ['a bidi isolate', 'Ann\u2066x\u2069'],
    ['a bell (C0)', 'Ann\u0007'],
    ['a newline inside the name', 'Ann\nSmith'],
    ['a tab inside the name', 'Ann\tSmith'],
    ['DEL', 'Ann\u007F'],
    ['a C1 control', 'Ann\u0085Smith'],
    ['a NUL', 'Ann\u0000'],
  ])('refuses %s with a message that names the field', (_what, name) => {
    expect(messages(name)).toEqual(['First name cannot contain control characters, invisible characters or text-direction marks.']);
  });

  it('refuses names over 100 characters, and requires one when asked to', () => {
    expect(firstName.parse('x'.repeat(100))).toHaveLength(100);
    expect(messages('x'.repeat(101))).toEqual(['First name can be at most 100 characters long.']);
    expect(messages('   ')).toEqual(['First name is required.']);
    expect(messages(undefined)).toEqual(['First name is required.']);
    expect(personNameSchema('Coordinator name').parse('')).toBe('');
  });
});
