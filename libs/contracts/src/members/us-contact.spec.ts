import { contactProblems, normalizedUsPhone, normalizedZipCode } from './us-contact';

describe('US phones and ZIP codes', () => {
  it.each([
    ['352-555-0100', '(352) 555-0100'],
    ['(352) 555-0100', '(352) 555-0100'],
    ['352.555.0100', '(352) 555-0100'],
    ['+1 352 555 0100', '(352) 555-0100'],
    ['13525550100', '(352) 555-0100'],
    ['352-555-0100 ext. 12', '(352) 555-0100 x12'],
    ['3525550100x7', '(352) 555-0100 x7'],
  ])('stores %j as %j', (typed, stored) => {
    expect(normalizedUsPhone(typed)).toBe(stored);
  });

  it.each(['555-12', '111', '352-555-01000', 'call me', '+44 20 7946 0958'])('refuses %j as a phone', (typed) => {
    expect(normalizedUsPhone(typed)).toBeNull();
  });

  it('takes a ZIP code or ZIP+4, and nothing else', () => {
    expect(normalizedZipCode('32162')).toBe('32162');
    expect(normalizedZipCode('32162-1234')).toBe('32162-1234');
    expect(normalizedZipCode('321621234')).toBe('32162-1234');
    for (const zip of ['3215', '321622', 'ABCDE', '32162-12']) expect(normalizedZipCode(zip)).toBeNull();
  });

  it('lists the stored fields that break the rules, empty ones passing', () => {
    expect(contactProblems({ Mobile: '555-12', Landline: null, Zip_Code: '3215' })).toEqual(['Mobile', 'Zip_Code']);
    expect(contactProblems({ Mobile: '(352) 555-0100', Landline: '', Zip_Code: '32162' })).toEqual([]);
  });
});
