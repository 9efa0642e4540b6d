import { charactersForGender, type ParsedCharacter } from '@greenroom/contracts';
import { SectionCard } from '@greenroom/sdk';
import { useState } from 'react';
import { Form } from 'react-bootstrap';
import styles from './audition.module.css';
import { LargeChoiceGroup } from './LargeChoiceGroup';

interface CharacterSelectionProps {
  characters: ParsedCharacter[];
  memberGender: string | null;
}

const OTHER_ROLE_ANSWERS = [
  { value: 'Yes', label: 'Yes' },
  { value: 'No', label: 'No' },
];

function describe(character: ParsedCharacter) {
  const facts = [character.gender, character.ageRange].filter(Boolean);
  return (
    <span>
      <strong>{character.name}</strong>
      {facts.length > 0 && ` (${facts.join(', ')})`}
      {character.descriptors && ` - ${character.descriptors}`}
    </span>
  );
}

/** The form's `selectedCharacters` and `acceptOtherRole`; by default only the roles of the member's gender show. */
export function CharacterSelection({ characters, memberGender }: CharacterSelectionProps) {
  const [showAll, setShowAll] = useState(false);
  const shown = charactersForGender(characters, memberGender, showAll).map((character) => ({
    value: character.name,
    label: character.name,
    character,
  }));
  return (
    <SectionCard className="mb-4" level={3} title="Character Selection">
      <Form.Check
        className={styles.choice}
        type="checkbox"
        id="show-all-characters"
        label="Show all characters (including opposite gender roles)"
        checked={showAll}
        onChange={(event) => setShowAll(event.target.checked)}
      />
      <LargeChoiceGroup
        name="selectedCharacters"
        type="checkbox"
        legend="Which character(s) would you like to audition for?"
        required
        className="my-3"
        options={shown}
        idPrefix="character"
        labelOf={(option) => describe(option.character)}
      />
      <LargeChoiceGroup
        name="acceptOtherRole"
        type="radio"
        legend="Would you consider accepting another role if offered?"
        required
        className="mb-0"
        options={OTHER_ROLE_ANSWERS}
        idPrefix="accept-other-role"
        inline
      />
    </SectionCard>
  );
}
