import type { Member, OwnMemberUpdate } from '@greenroom/contracts';
import { ApiError, messageOr } from '@greenroom/sdk';
import { useState } from 'react';
import { Alert, Button, Card, Form } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { SECTIONS, type EditableField, type SectionKey } from './section-fields';
import styles from './MyInformationScreen.module.css';

type Draft = Record<EditableField, string>;

function draftOf(member: Member, fields: EditableField[]): Draft {
  return Object.fromEntries(fields.map((field) => [field, member[field] ?? ''])) as Draft;
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
  const form = useForm<Draft>({ defaultValues: draftOf(member, names) });
  const { isSubmitting } = form.formState;

  const startEditing = () => {
    form.reset(draftOf(member, names));
    setError(null);
    setEditing(true);
  };

  const save = form.handleSubmit(async (draft) => {
    const changed = names.filter((name) => draft[name] !== (member[name] ?? ''));
    if (changed.length === 0) {
      setEditing(false);
      return;
    }
    setError(null);
    try {
      await onSave(Object.fromEntries(changed.map((name) => [name, draft[name]])) as OwnMemberUpdate);
      setEditing(false);
    } catch (caught) {
      setError(`Failed to save changes: ${saveFailureReason(caught)}`);
    }
  });

  const headingId = `section-${section}`;
  return (
    <Card className="mb-4" aria-labelledby={headingId}>
      <Card.Header className="d-flex justify-content-between align-items-center">
        <h2 id={headingId} className="h4 mb-0">
          {title}
        </h2>
        {!editing && (
          <Button variant="outline-primary" onClick={startEditing} aria-label={`Edit ${title}`}>
            Edit
          </Button>
        )}
      </Card.Header>
      <Card.Body>
        {editing ? (
          <Form onSubmit={save} noValidate>
            {error && (
              <Alert variant="danger" role="alert">
                {error}
              </Alert>
            )}
            {fields.map((field) => (
              <Form.Group className="mb-3" controlId={`${section}-${field.name}`} key={field.name}>
                <Form.Label>{field.label}</Form.Label>
                {field.kind === 'select' ? (
                  <Form.Select {...form.register(field.name)}>
                    {field.options?.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </Form.Select>
                ) : field.kind === 'textarea' ? (
                  <Form.Control as="textarea" rows={5} {...form.register(field.name)} />
                ) : (
                  <Form.Control type={field.kind} {...form.register(field.name)} />
                )}
              </Form.Group>
            ))}
            <div className="d-flex gap-3">
              <Button type="submit" disabled={isSubmitting || locked}>
                {isSubmitting ? 'Saving...' : 'Save'}
              </Button>
              <Button variant="outline-secondary" onClick={() => setEditing(false)} disabled={isSubmitting}>
                Cancel
              </Button>
            </div>
          </Form>
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
