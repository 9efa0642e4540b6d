import { charactersForGender, parseCharacters } from './characters';

describe('parseCharacters', () => {
  it('reads name, gender, an age range holding the separator, and descriptors with dashes', () => {
    expect(parseCharacters('Lady Bracknell-F-60s-80s-formidable, the role everyone remembers|Lane-M-50s-manservant - loyal')).toEqual([
      { name: 'Lady Bracknell', gender: 'Female', ageRange: '60s-80s', descriptors: 'formidable, the role everyone remembers' },
      { name: 'Lane', gender: 'Male', ageRange: '50s', descriptors: 'manservant-loyal' },
    ]);
  });

  it('keeps a hyphenated name whole and tolerates missing fields and blanks', () => {
    expect(parseCharacters(' Mary-Kate-Female-20s | Narrator-Any |')).toEqual([
      { name: 'Mary-Kate', gender: 'Female', ageRange: '20s', descriptors: '' },
      { name: 'Narrator', gender: 'Any', ageRange: '', descriptors: '' },
    ]);
    expect(parseCharacters('Ghost')).toEqual([{ name: 'Ghost', gender: '', ageRange: '', descriptors: '' }]);
    expect(parseCharacters(null)).toEqual([]);
    expect(parseCharacters('')).toEqual([]);
  });
});

describe('charactersForGender', () => {
  const cast = parseCharacters('Jack-M-30s|Gwendolen-F-30s|Narrator-Any|Ghost');
  const names = (list: ReturnType<typeof parseCharacters>) => list.map((character) => character.name);

  it('F matches Female, M matches Male (roles open to anyone stay)', () => {
    expect(names(charactersForGender(cast, 'F', false))).toEqual(['Gwendolen', 'Narrator', 'Ghost']);
    expect(names(charactersForGender(cast, 'M', false))).toEqual(['Jack', 'Narrator', 'Ghost']);
  });

  it('an unknown gender, or Show all characters, lists everyone', () => {
    expect(names(charactersForGender(cast, null, false))).toEqual(['Jack', 'Gwendolen', 'Narrator', 'Ghost']);
    expect(names(charactersForGender(cast, 'Prefer not to say', false))).toHaveLength(4);
    expect(names(charactersForGender(cast, 'F', true))).toHaveLength(4);
  });
});
