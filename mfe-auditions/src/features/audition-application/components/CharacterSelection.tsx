import { Card, Form } from 'react-bootstrap';
import { charactersForGender, type ParsedCharacter } from '@greenroom/contracts';
import styles from './audition.module.css';

interface CharacterSelectionProps {
  characters: ParsedCharacter[];
  memberGender: string | null;
  showAll: boolean;
  onShowAll: (showAll: boolean) => void;
  selected: string[];
  onToggle: (name: string) => void;
  acceptOtherRole: string;
  onAcceptOtherRole: (answer: 'Yes' | 'No') => void;
}

export function CharacterSelection(props: CharacterSelectionProps) {
  const shown = charactersForGender(props.characters, props.memberGender, props.showAll);
  return (
    <Card className="mb-4">
      <Card.Header as="h3" className="h5">
        Character Selection
      </Card.Header>
      <Card.Body>
        <Form.Check
          className={styles.choice}
          type="checkbox"
          id="show-all-characters"
          label="Show all characters (including opposite gender roles)"
          checked={props.showAll}
          onChange={(event) => props.onShowAll(event.target.checked)}
        />
        <fieldset className="my-3">
          <legend className="fs-5">Which character(s) would you like to audition for?</legend>
          {shown.map((character) => (
            <Form.Check
              key={character.name}
              className={styles.choice}
              type="checkbox"
              id={`character-${character.name}`}
              checked={props.selected.includes(character.name)}
              onChange={() => props.onToggle(character.name)}
              label={
                <span>
                  <strong>{character.name}</strong>
                  {[character.gender, character.ageRange].filter(Boolean).length > 0 && ` (${[character.gender, character.ageRange].filter(Boolean).join(', ')})`}
                  {character.descriptors && ` - ${character.descriptors}`}
                </span>
              }
            />
          ))}
        </fieldset>
        <fieldset>
          <legend className="fs-5">Would you consider accepting another role if offered?</legend>
          {(['Yes', 'No'] as const).map((answer) => (
            <Form.Check
              key={answer}
              inline
              className={styles.choice}
              type="radio"
              name="accept-other-role"
              id={`accept-other-role-${answer}`}
              label={answer}
              checked={props.acceptOtherRole === answer}
              onChange={() => props.onAcceptOtherRole(answer)}
            />
          ))}
        </fieldset>
      </Card.Body>
    </Card>
  );
}
