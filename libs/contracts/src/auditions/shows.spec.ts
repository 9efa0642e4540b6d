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
    const refused = [
      { name: 'A|B', gender: 'Male', ageRange: '', descriptors: '' },
      { name: 'Any-Male', gender: 'Male', ageRange: '', descriptors: '' },
      { name: 'Kid', gender: 'Male', ageRange: 'young', descriptors: '' },
      { name: 'Kid', gender: 'Male', ageRange: '', descriptors: '30s-ish at heart' },
      { name: 'Kid', gender: 'Other', ageRange: '', descriptors: '' },
    ];
    for (const character of refused) expect(ShowCharacterSchema.safeParse(character).success).toBe(false);
    for (const character of characters) expect(ShowCharacterSchema.safeParse(character).success).toBe(true);
  });
});
