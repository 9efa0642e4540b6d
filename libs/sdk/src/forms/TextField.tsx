import type { ComponentProps, ReactNode } from 'react';
import { Form } from 'react-bootstrap';
import { useFormContext } from 'react-hook-form';
import { FieldFrame, type FieldTextProps } from './FieldFrame';
import { useFieldA11y } from './use-field-a11y';

type ControlProps = Omit<ComponentProps<typeof Form.Control>, 'name' | 'id' | 'as' | 'isInvalid' | 'required' | 'children' | 'onChange' | 'onBlur'>;

export interface TextFieldProps extends FieldTextProps, ControlProps {
  name: string;
  label: ReactNode;
  /** text (default), email, tel, password, url, number, date… */
  type?: string;
  id?: string;
  groupClassName?: string;
  labelClassName?: string;
  /** Run after the form has taken the change or the blur. */
  onChange?: (event: { target: { value: string } }) => void;
  onBlur?: () => void;
}

/** A one-line input of a SchemaForm. */
export function TextField({ name, label, hint, required, id, groupClassName, labelClassName, onChange, onBlur, ...control }: TextFieldProps) {
  const { register } = useFormContext();
  const field = useFieldA11y(name, { id, hint: Boolean(hint), required });
  return (
    <FieldFrame field={field} label={label} hint={hint} required={required} className={groupClassName} labelClassName={labelClassName}>
      <Form.Control {...control} {...field.controlProps} isInvalid={Boolean(field.error)} {...register(name, { onChange, onBlur })} />
    </FieldFrame>
  );
}

export interface TextAreaFieldProps extends Omit<TextFieldProps, 'type'> {
  rows?: number;
}

/** A multi-line text of a SchemaForm. */
export function TextAreaField({
  name,
  label,
  hint,
  required,
  id,
  groupClassName,
  labelClassName,
  onChange,
  onBlur,
  rows = 5,
  ...control
}: TextAreaFieldProps) {
  const { register } = useFormContext();
  const field = useFieldA11y(name, { id, hint: Boolean(hint), required });
  return (
    <FieldFrame field={field} label={label} hint={hint} required={required} className={groupClassName} labelClassName={labelClassName}>
      <Form.Control
        as="textarea"
        rows={rows}
        {...control}
        {...field.controlProps}
        isInvalid={Boolean(field.error)}
        {...register(name, { onChange, onBlur })}
      />
    </FieldFrame>
  );
}
