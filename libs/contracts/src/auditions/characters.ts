/** A character of a show, parsed from the show's CharacterNameDescription (docs/spec-summary.md §2.3). */
export interface ParsedCharacter {
  name: string;
  /** 'Male', 'Female', or the text the show gave (e.g. 'Any'); empty when missing. */
  gender: string;
  ageRange: string;
  descriptors: string;
}

const GENDER_WORDS: Record<string, string> = { m: 'Male', male: 'Male', f: 'Female', female: 'Female', any: 'Any', either: 'Any' };
/** Age parts look like '30s', '60', '20+', 'teen': digits make an age part. */
const AGE_PART = /\d/;

/**
 * Characters are separated by '|' and fields by '-'. An age range such as '30s-50s' contains the field
 * separator itself, so the gender is found by its word and every age-like part after it forms the range.
 */
export function parseCharacters(text: string | null | undefined): ParsedCharacter[] {
  if (!text) return [];
  return text
    .split('|')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const parts = entry.split('-').map((part) => part.trim());
      const genderIndex = parts.findIndex((part, index) => index > 0 && part.toLowerCase() in GENDER_WORDS);
      if (genderIndex < 0) return { name: parts[0], gender: '', ageRange: parts[1] ?? '', descriptors: parts.slice(2).join('-') };
      let ageEnd = genderIndex + 1;
      while (ageEnd < parts.length && AGE_PART.test(parts[ageEnd]) && parts[ageEnd].length <= 8) ageEnd += 1;
      return {
        name: parts.slice(0, genderIndex).join('-'),
        gender: GENDER_WORDS[parts[genderIndex].toLowerCase()],
        ageRange: parts.slice(genderIndex + 1, ageEnd).join('-'),
        descriptors: parts.slice(ageEnd).join('-'),
      };
    });
}

/** The member's gender code F matches 'Female', M matches 'Male'; an unknown gender, or showAll, shows everyone. */
export function charactersForGender(characters: ParsedCharacter[], memberGender: string | null | undefined, showAll: boolean): ParsedCharacter[] {
  const wanted = memberGender === 'F' || memberGender === 'Female' ? 'Female' : memberGender === 'M' || memberGender === 'Male' ? 'Male' : null;
  if (showAll || !wanted) return characters;
  return characters.filter((character) => character.gender === wanted || character.gender === 'Any' || character.gender === '');
}
