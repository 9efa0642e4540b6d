import type { ReactNode } from 'react';
import { Form } from 'react-bootstrap';
import type { FieldA11y } from './use-field-a11y';

export interface FieldTextProps {
  /** Shown under the control and read after the error as part of its description. */
  hint?: ReactNode;
  /** Marks the field required: aria-required on the control and a visible "(required)" beside the label. */
  required?: boolean;
}

/**
 * The visible marker. Beside a label it is hidden from screen readers, which hear "required" from aria-required
 * on the control; in a group's legend (`spoken`) it is part of the group's name, as ARIA has no required group.
 */
export function RequiredMark({ spoken = false }: { spoken?: boolean }) {
  return (
    <span className="ms-2 fs-6 text-body-secondary" aria-hidden={spoken ? undefined : true}>
      (required)
    </span>
  );
}

/** The hint and the error under a control, with the ids its aria-describedby names. */
export function FieldMessages({ field, hint }: { field: FieldA11y; hint?: ReactNode }) {
  return (
    <>
      {hint && (
        <Form.Text id={field.hintId} className="d-block">
          {hint}
        </Form.Text>
      )}
      {field.error && (
        // d-block: Bootstrap shows .invalid-feedback only next to an .is-invalid sibling, which a group lacks.
        <div id={field.errorId} className="invalid-feedback d-block">
          {field.error}
        </div>
      )}
    </>
  );
}

/** Label, control, hint and error of one labelled control, in that order. */
export function FieldFrame({
  field,
  label,
  hint,
  required,
  className = 'mb-3',
  labelClassName,
  children,
}: FieldTextProps & { field: FieldA11y; label: ReactNode; className?: string; labelClassName?: string; children: ReactNode }) {
  return (
    <Form.Group className={className}>
      <Form.Label htmlFor={field.id} className={labelClassName}>
        {label}
      </Form.Label>
      {required && <RequiredMark />}
      {children}
      <FieldMessages field={field} hint={hint} />
    </Form.Group>
  );
}
