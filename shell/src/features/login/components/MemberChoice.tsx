import type { LoginMatch } from '@greenroom/contracts';
import { Button, Stack } from 'react-bootstrap';

export function MemberChoice({ matches, disabled, onChoose }: { matches: LoginMatch[]; disabled: boolean; onChoose: (choice: string) => void }) {
  return (
    <Stack gap={2} className="mb-3" role="group" aria-label="Choose your name">
      {matches.map((match) => (
        <Button
          key={match.choice}
          data-testid="member-choice"
          variant="outline-primary"
          size="lg"
          disabled={disabled}
          onClick={() => onChoose(match.choice)}
        >
          {match.firstName}
        </Button>
      ))}
    </Stack>
  );
}
