import type { Team } from '@greenroom/contracts';
import type { ChoiceProps } from '@greenroom/sdk/forms';
import { useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import styles from './NewMemberApplicationScreen.module.css';

export interface TeamChoiceProps {
  team: Omit<Team, 'version'>;
  /** The form kit's props for this team's box (name, value, id, invalid state and error description). */
  checkboxProps: ChoiceProps;
}

/** One team row: checkbox, the coordinator's mail link when there is an address, and the description toggle. */
export function TeamChoice({ team, checkboxProps }: TeamChoiceProps) {
  const [open, setOpen] = useState(false);
  const descriptionId = `team-info-${team.id}`;
  const coordinator = team.coordinatorDetails;
  return (
    <div className={styles.team}>
      <div className="d-flex flex-wrap align-items-center gap-3">
        <Form.Check className={styles.teamCheck} label={team.name} {...checkboxProps} />
        {coordinator?.email && (
          <a href={`mailto:${coordinator.email}`} className="fs-6">
            {coordinator.name || 'Contact Leader'}
          </a>
        )}
        <Button variant="link" className="p-0 fs-6" aria-expanded={open} aria-controls={descriptionId} onClick={() => setOpen(!open)}>
          {open ? `Hide info about ${team.name}` : `Info about ${team.name}`}
        </Button>
      </div>
      {open && (
        <p id={descriptionId} className="ms-5 mb-2">
          {team.description}
        </p>
      )}
    </div>
  );
}
