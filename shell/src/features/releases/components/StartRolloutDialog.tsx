import { ROLLOUT_DEFAULTS, type StageReleaseRequest } from '@greenroom/contracts';
import { BreakableText, ConfirmDialog, TechnicalDetails } from '@greenroom/sdk';
import { useEffect, useId, useState } from 'react';
import { Form } from 'react-bootstrap';

/** The release an Admin chose to try out first, and how it reads in words. */
export interface TrialChoice {
  remote: string;
  version: string;
  registered: string;
}

interface StartRolloutDialogProps {
  choice: TrialChoice | null;
  busy: boolean;
  onStart: (request: StageReleaseRequest) => void;
  onCancel: () => void;
}

interface TrialForm {
  share: string;
  autoAdvance: boolean;
  stageMinutes: string;
  errorThresholdPercent: string;
  windowMinutes: string;
  minSessions: string;
}

const START: TrialForm = {
  share: String(ROLLOUT_DEFAULTS.share),
  autoAdvance: ROLLOUT_DEFAULTS.autoAdvance,
  stageMinutes: String(ROLLOUT_DEFAULTS.stageSeconds / 60),
  errorThresholdPercent: String(ROLLOUT_DEFAULTS.errorThresholdPercent),
  windowMinutes: String(ROLLOUT_DEFAULTS.windowSeconds / 60),
  minSessions: String(ROLLOUT_DEFAULTS.minSessions),
};

function NumberField({ label, help, value, onChange }: { label: string; help: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type="number"
        inputMode="numeric"
        size="lg"
        min={0}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${id}-help`}
      />
      <Form.Text id={`${id}-help`}>{help}</Form.Text>
    </Form.Group>
  );
}

/**
 * Try a version out before everyone gets it: the Admins see it at once; the share of members and the rule it is held
 * to are set here (the server checks each value and says in words what is wrong).
 */
export function StartRolloutDialog({ choice, busy, onStart, onCancel }: StartRolloutDialogProps) {
  const [form, setForm] = useState<TrialForm>(START);
  useEffect(() => {
    if (choice) setForm(START);
  }, [choice]);
  const set = (field: Exclude<keyof TrialForm, 'autoAdvance'>) => (value: string) => setForm((previous) => ({ ...previous, [field]: value }));
  const start = () => {
    if (!choice) return;
    onStart({
      version: choice.version,
      stage: 'admins',
      share: Number(form.share),
      autoAdvance: form.autoAdvance,
      stageSeconds: Math.round(Number(form.stageMinutes) * 60),
      errorThresholdPercent: Number(form.errorThresholdPercent),
      windowSeconds: Math.round(Number(form.windowMinutes) * 60),
      minSessions: Number(form.minSessions),
    });
  };
  return (
    <ConfirmDialog
      show={choice !== null}
      title={`Try out a new version of ${choice?.remote}?`}
      confirmLabel="Start with the Admins"
      busyLabel="Starting…"
      busy={busy}
      onConfirm={start}
      onCancel={onCancel}
    >
      <p>
        The Admins get the version registered <strong>{choice?.registered}</strong> on their next page load; every other member keeps the current one.
        After that it goes to a share of the members, then to everyone.
      </p>
      <NumberField
        label="Members who get it in the second step (out of 100)"
        help="The same members each time: a member does not switch between versions."
        value={form.share}
        onChange={set('share')}
      />
      <Form.Check
        className="mb-3"
        id="rollout-auto-advance"
        label="Move on to the next step by itself when all goes well"
        checked={form.autoAdvance}
        onChange={(event) => setForm((previous) => ({ ...previous, autoAdvance: event.target.checked }))}
      />
      <NumberField
        label="Each step lasts (minutes)"
        help="Only used when it moves on by itself."
        value={form.stageMinutes}
        onChange={set('stageMinutes')}
      />
      <NumberField
        label="Take it back if more than this percent of pages go wrong"
        help="A page goes wrong when the part cannot be loaded or breaks while showing."
        value={form.errorThresholdPercent}
        onChange={set('errorThresholdPercent')}
      />
      <NumberField
        label="Counted over the last (minutes)"
        help="The pages shown in this time are counted."
        value={form.windowMinutes}
        onChange={set('windowMinutes')}
      />
      <NumberField
        label="But only once it has been shown at least (times)"
        help="So that one or two unlucky pages do not take it back."
        value={form.minSessions}
        onChange={set('minSessions')}
      />
      {choice && (
        <TechnicalDetails>
          Version <BreakableText text={choice.version} />
        </TechnicalDetails>
      )}
    </ConfirmDialog>
  );
}
