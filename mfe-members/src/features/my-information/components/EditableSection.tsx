import { OwnMemberUpdateSchema, type Member, type OwnMemberUpdate } from '@greenroom/contracts';
import { ApiError, messageOr, SchemaForm, SelectField, TextAreaField, TextField, useAnnounce, useSchemaForm, type FormSchema } from '@greenroom/sdk';
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card } from 'react-bootstrap';
import { SECTIONS, type EditableField, type SectionKey } from './section-fields';
import styles from './MyInformationScreen.module.css';

type Draft = Record<EditableField, string>;
type SectionChanges = Partial<Pick<OwnMemberUpdate, EditableField>>;

function draftOf(member: Member, fields: EditableField[]): Draft {
  return Object.fromEntries(fields.map((field) => [field, member[field] ?? ''])) as Draft;
}

/** The server's own rules (PATCH /api/members/update) for just this section's fields. */
function sectionSchema(fields: EditableField[]) {
  const mask = Object.fromEntries(fields.map((field) => [field, true])) as Record<EditableField, true>;
  return OwnMemberUpdateSchema.pick(mask) as unknown as FormSchema<Draft, SectionChanges>;
}

/**
 * Spec 01 §8: the server's message, else 'Failed to update your information.'. A 5xx message (or none, or a
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

/** One card of My Information with its view and edit modes; the draft is a copy, so Cancel discards it. */
export function EditableSection({ section, member, locked, onSave }: EditableSectionProps) {
  const { title, fields } = SECTIONS[section];
  const names = fields.map((field) => field.name);
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [schema] = useState(() => sectionSchema(names));
  const form = useSchemaForm(schema, { defaultValues: draftOf(member, names) });
  const { isSubmitting } = form.formState;
  const announce = useAnnounce();
  const editButton = useRef<HTMLButtonElement>(null);
  // Closing the form removes the focused Save or Cancel button: focus goes back to this section's Edit button.
  const [returnFocus, setReturnFocus] = useState(false);

  useEffect(() => {
    if (!editing && returnFocus) {
      editButton.current?.focus();
      setReturnFocus(false);
    }
  }, [editing, returnFocus]);

  const startEditing = () => {
    form.reset(draftOf(member, names));
    setError(null);
    setEditing(true);
  };

  const close = () => {
    setEditing(false);
    setReturnFocus(true);
  };

  const save = async (draft: SectionChanges) => {
    const changed = names.filter((name) => (draft[name] ?? '') !== (member[name] ?? ''));
    if (changed.length === 0) {
      close();
      return;
    }
    setError(null);
    try {
      await onSave(Object.fromEntries(changed.map((name) => [name, draft[name]])) as OwnMemberUpdate);
      close();
      announce(`${title} saved.`);
    } catch (caught) {
      const message = `Failed to save changes: ${saveFailureReason(caught)}`;
      setError(message);
      announce(message, 'assertive');
    }
  };

  const headingId = `section-${section}`;
  return (
    <Card className="mb-4" aria-labelledby={headingId}>
      <Card.Header className="d-flex justify-content-between align-items-center">
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
          <SchemaForm form={form} onSubmit={save} idPrefix={section} aria-label={title}>
            {error && (
              // Read out through the live region (announce above); role="alert" here would say it twice.
              <Alert variant="danger" role={undefined} data-testid="save-error">
                {error}
              </Alert>
            )}
            {fields.map((field) =>
              field.kind === 'select' ? (
                <SelectField key={field.name} name={field.name} label={field.label} options={field.options ?? []} />
              ) : field.kind === 'textarea' ? (
                <TextAreaField key={field.name} name={field.name} label={field.label} rows={5} />
              ) : (
                <TextField key={field.name} name={field.name} label={field.label} type={field.kind} required={field.required} />
              ),
            )}
            <div className="d-flex gap-3">
              <Button type="submit" disabled={isSubmitting || locked}>
                {isSubmitting ? 'Saving...' : 'Save'}
              </Button>
              <Button variant="outline-secondary" onClick={close} disabled={isSubmitting}>
                Cancel
              </Button>
            </div>
          </SchemaForm>
        ) : (
          <dl className={styles.fields}>
            {fields.map((field) => (
              <div key={field.name} className={styles.field}>
                <dt>{field.label}</dt>
                <dd className={field.kind === 'textarea' ? styles.bio : undefined}>{member[field.name] || field.empty}</dd>
              </div>
            ))}
          </dl>
        )}
      </Card.Body>
    </Card>
  );
}
