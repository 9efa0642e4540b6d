import type { ReactNode } from 'react';
import { Form } from 'react-bootstrap';
import { useFormContext } from 'react-hook-form';
import { FieldMessages, type FieldTextProps } from './FieldFrame';
import { useFieldA11y } from './use-field-a11y';

export interface CheckboxFieldProps extends FieldTextProps {
  name: string;
  label: ReactNode;
  id?: string;
  className?: string;
}

/** One yes/no box of a SchemaForm (an acknowledgement, a setting); its value is a boolean. */
export function CheckboxField({ name, label, hint, required, id, className = 'mb-3' }: CheckboxFieldProps) {
  const { register } = useFormContext();
  const field = useFieldA11y(name, { id, hint: Boolean(hint), required });
  return (
    <div className={className}>
      <Form.Check type="checkbox" label={label} {...field.controlProps} isInvalid={Boolean(field.error)} {...register(name)} />
      <FieldMessages field={field} hint={hint} />
    </div>
  );
}
