import type { ComponentProps, ReactNode } from 'react';
import { Form } from 'react-bootstrap';
import { useFormContext } from 'react-hook-form';
import { FieldFrame, type FieldTextProps } from './FieldFrame';
import { useFieldA11y } from './use-field-a11y';

export interface FieldOption {
  value: string;
  label: string;
}

/** Options whose label is the value itself (states, teams, statuses). */
export const optionsOf = (values: readonly string[]): FieldOption[] => values.map((value) => ({ value, label: value }));

export interface SelectFieldProps
  extends FieldTextProps, Omit<ComponentProps<typeof Form.Select>, 'name' | 'id' | 'isInvalid' | 'required' | 'children' | 'onChange' | 'onBlur'> {
  name: string;
  label: ReactNode;
  options: readonly FieldOption[];
  /** A first option with the value "" ("Choose..."), for a select that starts unset. */
  placeholder?: string;
  id?: string;
  groupClassName?: string;
  labelClassName?: string;
  /** Run after the form has taken the change or the blur. */
  onChange?: (event: { target: { value: string } }) => void;
  onBlur?: () => void;
}

/** A drop-down of a SchemaForm. */
export function SelectField({
  name,
  label,
  hint,
  required,
  options,
  placeholder,
  id,
  groupClassName,
  labelClassName,
  onChange,
  onBlur,
  ...control
}: SelectFieldProps) {
  const { register } = useFormContext();
  const field = useFieldA11y(name, { id, hint: Boolean(hint), required });
  return (
    <FieldFrame field={field} label={label} hint={hint} required={required} className={groupClassName} labelClassName={labelClassName}>
      <Form.Select {...control} {...field.controlProps} isInvalid={Boolean(field.error)} {...register(name, { onChange, onBlur })}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Form.Select>
    </FieldFrame>
  );
}
