import { OwnMemberUpdateSchema, type Member, type OwnMemberUpdate } from '@greenroom/contracts';
import { ApiError, messageOr, SaveResultAlerts, useSaveResult } from '@greenroom/sdk';
import { DraftOffer, SchemaForm, useFormDraft, useSchemaForm, type FormSchema } from '@greenroom/sdk/forms';
import { useEffect, useRef, useState } from 'react';
import { Button, Card } from 'react-bootstrap';
import { MemberFieldInput } from '../../../common/MemberFieldInput';
import { SECTIONS, type EditableField, type SectionKey } from './section-fields';
import styles from './MyInformationScreen.module.css';

type SectionValues = Record<EditableField, string>;
type SectionChanges = Partial<Pick<OwnMemberUpdate, EditableField>>;

function sectionValuesOf(member: Member, fields: EditableField[]): SectionValues {
  return Object.fromEntries(fields.map((field) => [field, member[field] ?? ''])) as SectionValues;
}

/** The server's own rules (PATCH /api/members/update) for just this section's fields. */
function sectionSchema(fields: EditableField[]) {
  const mask = Object.fromEntries(fields.map((field) => [field, true])) as Record<EditableField, true>;
  return OwnMemberUpdateSchema.pick(mask) as unknown as FormSchema<SectionValues, SectionChanges>;
}

/**
 * docs/spec-summary.md §1.8: the server's message, else 'Failed to update your information.'. A 5xx message (or none, or a
 * network failure) says nothing the member can act on, so it gets the spec's default too.
 */
function saveFailureReason(caught: unknown): string {
  const fallback = 'Failed to update your information.';
  return caught instanceof ApiError && caught.status < 500 ? messageOr(caught, fallback) : fallback;
}

export interface EditableSectionProps {
  section: SectionKey;
  member: Member;
  /** Another section is saving: only one saves at a time. */
  locked: boolean;
  onSave: (changes: OwnMemberUpdate) => Promise<void>;
}

/** One card of My Information with its view and edit modes; the form edits a copy, so Cancel discards it (and its draft). */
export function EditableSection({ section, member, locked, onSave }: EditableSectionProps) {
  const { title, fields } = SECTIONS[section];
  const names = fields.map((field) => field.name);
  const [editing, setEditing] = useState(false);
  // docs/spec-summary.md §2.9: success messages vanish after 3 seconds.
  const result = useSaveResult({ successMs: 3000 });
  const [schema] = useState(() => sectionSchema(names));
  const form = useSchemaForm(schema, { defaultValues: sectionValuesOf(member, names) });
  // Kept for this member in every tab of this browser: a sign-out mid-sentence, or Logout in another tab, does not
  // take a half-written bio with it.
  const draft = useFormDraft(form, `my-information:${member.id}:${section}`);
  const { isSubmitting } = form.formState;
  const card = useRef<HTMLDivElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  // Closing the form removes the focused Save or Cancel button. After Cancel focus goes back to the Edit button;
  // after a save it goes to the section itself, which now shows its message (SaveResultAlerts scrolls that into view:
  // at 200% zoom the card is taller than the screen, and its top was left above it).
  const [returnFocus, setReturnFocus] = useState<'edit-button' | 'section' | null>(null);

  useEffect(() => {
    if (editing || returnFocus === null) return;
    if (returnFocus === 'section') {
      card.current?.focus({ preventScroll: true });
    } else {
      editButton.current?.focus();
    }
    setReturnFocus(null);
  }, [editing, returnFocus]);

  const startEditing = () => {
    form.reset(sectionValuesOf(member, names));
    result.clear();
    setEditing(true);
  };

  const restoreDraft = () => {
    startEditing();
    draft.restore();
  };

  const close = (focusOn: 'edit-button' | 'section' = 'edit-button') => {
    // Cancel leaves no message behind: a failure belonged to the closed form.
    if (focusOn === 'edit-button') {
      result.clear();
      draft.clear();
    }
    setEditing(false);
    setReturnFocus(focusOn);
  };

  const save = async (values: SectionChanges) => {
    const changed = names.filter((name) => (values[name] ?? '') !== (member[name] ?? ''));
    if (changed.length === 0) {
      draft.clear();
      // Said in words: a form that just closed looked like a save that went wrong, or one that was lost.
      close('section');
      result.succeed(`Nothing to save: ${title} has no changes.`);
      return;
    }
    result.clear();
    try {
      await onSave(Object.fromEntries(changed.map((name) => [name, values[name]])) as OwnMemberUpdate);
      draft.clear();
      close('section');
      result.succeed(`${title} saved.`);
    } catch (caught) {
      result.fail(`Failed to save changes: ${saveFailureReason(caught)}`);
    }
  };

  const headingId = `section-${section}`;
  return (
    <Card as="section" ref={card} tabIndex={-1} className="mb-4" aria-labelledby={headingId} data-testid={`section-${section}`}>
      <Card.Header className="d-flex flex-wrap gap-2 justify-content-between align-items-center">
        <h2 id={headingId} className="h4 mb-0">
          {title}
        </h2>
        {!editing && (
          <Button ref={editButton} variant="outline-primary" onClick={startEditing} aria-label={`Edit ${title}`}>
            Edit
          </Button>
        )}
      </Card.Header>
      <Card.Body>
        {editing ? (
          <SchemaForm form={form} askBeforeLeaving draft={draft} onSubmit={save} idPrefix={section} aria-label={title}>
            {fields.map((field) => (
              <MemberFieldInput key={field.name} name={field.name} choose={field.choose} rows={5} />
            ))}
            <div className="d-flex gap-3">
              <Button type="submit" disabled={isSubmitting || locked}>
                {isSubmitting ? 'Saving...' : 'Save'}
              </Button>
              <Button variant="outline-secondary" onClick={() => close()} disabled={isSubmitting}>
                Cancel
              </Button>
            </div>
            {/* Under Save, where the eye is after pressing it. */}
            <SaveResultAlerts result={result} className="fs-5 mt-3 mb-0" />
          </SchemaForm>
        ) : (
          <>
            <DraftOffer draft={draft} onRestore={restoreDraft} />
            <SaveResultAlerts result={result} className="fs-5" />
            <dl className={styles.fields}>
              {fields.map((field) => (
                <div key={field.name} className={styles.field}>
                  <dt>{field.label}</dt>
                  <dd className={field.multiLine ? styles.bio : undefined}>{member[field.name] || field.empty}</dd>
                </div>
              ))}
            </dl>
          </>
        )}
      </Card.Body>
    </Card>
  );
}
