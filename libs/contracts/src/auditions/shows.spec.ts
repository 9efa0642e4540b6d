import { parseCharacters } from './characters';
import { ShowCharacterSchema, characterNameDescription } from './shows';

describe("a show's characters and the spec's CharacterNameDescription", () => {
  const characters = [
    { name: 'Annie', gender: 'Female', ageRange: '10-14', descriptors: 'plucky orphan' },
    { name: 'Oliver Warbucks', gender: 'Male', ageRange: '50s-60s', descriptors: 'gruff-but-kind' },
    { name: 'Sandy', gender: 'Any', ageRange: '', descriptors: 'a dog' },
    { name: 'Mary-Jane', gender: 'Female', ageRange: '60+', descriptors: '' },
  ];

  it('is built from the rows so that parseCharacters reads the same fields back', () => {
    const text = characterNameDescription(characters);
    expect(text).toBe('Annie-Female-10-14-plucky orphan|Oliver Warbucks-Male-50s-60s-gruff-but-kind|Sandy-Any-a dog|Mary-Jane-Female-60+');
    expect(parseCharacters(text)).toEqual(characters);
  });

  it('refuses the fields that would not read back', () => {
    // Each differs from a valid character in the one field named.
    const kid = { name: 'Kid', gender: 'Male', ageRange: '', descriptors: '' };
    const refused = [
      { ...kid, name: 'A|B' },
      { ...kid, name: 'Any-Male' },
      { ...kid, ageRange: 'young' },
      { ...kid, descriptors: '30s-ish at heart' },
      { ...kid, gender: 'Other' },
    ];
    for (const character of refused) expect(ShowCharacterSchema.safeParse(character).success).toBe(false);
    for (const character of characters) expect(ShowCharacterSchema.safeParse(character).success).toBe(true);
  });
});
