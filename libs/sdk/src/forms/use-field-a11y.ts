import { useContext } from 'react';
import { get, useFormState } from 'react-hook-form';
import { FieldIdPrefix } from './field-id-prefix';

export interface FieldA11y {
  /** The control's id, which its label points at. */
  id: string;
  errorId: string;
  hintId: string;
  /** The error's text, when the field has one. */
  error: string | undefined;
  /** Props for the focusable control: invalid state, description (error first, then hint), required. */
  controlProps: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby': string | undefined;
    'aria-required': boolean | undefined;
  };
}

/**
 * Everything a control needs to be announced properly: the error text tied to it by aria-describedby, the hint
 * after it, aria-invalid and aria-required. For custom controls (inside a Controller) spread `controlProps` on
 * the focusable element and give it `data-field={name}` so a failed submit can focus it.
 */
export function useFieldA11y(name: string, { id, hint, required }: { id?: string; hint?: boolean; required?: boolean } = {}): FieldA11y {
  const prefix = useContext(FieldIdPrefix);
  const { errors } = useFormState({ name });
  const controlId = id ?? `${prefix}-${name.replace(/\./g, '-')}`;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const fieldError = get(errors, name) as { message?: unknown } | undefined;
  const error = fieldError ? (typeof fieldError.message === 'string' && fieldError.message) || 'This field is not valid.' : undefined;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return {
    id: controlId,
    errorId,
    hintId,
    error,
    controlProps: { id: controlId, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy, 'aria-required': required || undefined },
  };
}
