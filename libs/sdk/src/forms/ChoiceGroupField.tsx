import { Fragment, type CSSProperties, type ReactNode } from 'react';
import { Form } from 'react-bootstrap';
import { useFormContext, type UseFormRegisterReturn } from 'react-hook-form';
import { FieldMessages, RequiredMark, type FieldTextProps } from './FieldFrame';
import type { FieldOption } from './SelectField';
import { useFieldA11y } from './use-field-a11y';

/** What one box or button of a group needs: spread it on a Form.Check (or an <input>). */
export type ChoiceProps = UseFormRegisterReturn & {
  id: string;
  type: 'checkbox' | 'radio';
  value: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  isInvalid: boolean;
};

export interface ChoiceGroupFieldProps<O extends FieldOption> extends FieldTextProps {
  name: string;
  legend: ReactNode;
  /** checkbox: the value is the array of checked options; radio: the one chosen. */
  type: 'checkbox' | 'radio';
  options: readonly O[];
  /** Draws one option when a plain labelled box is not enough (e.g. with a link or a toggle beside it). */
  renderOption?: (option: O, choice: ChoiceProps) => ReactNode;
  /** Shown between the legend and the options (a loading note, a warning). */
  children?: ReactNode;
  id?: string;
  className?: string;
  legendClassName?: string;
  /** Wraps the options (e.g. "row", with renderOption drawing columns). */
  optionsClassName?: string;
  /** Inline layout for the options wrapper. */
  optionsStyle?: CSSProperties;
}

/** A set of check boxes or radio buttons under one legend; the error is tied to every box of the group. */
export function ChoiceGroupField<O extends FieldOption>({
  name,
  legend,
  type,
  options,
  renderOption,
  hint,
  required,
  children,
  id,
  className = 'mb-3',
  legendClassName = 'fs-5',
  optionsClassName,
  optionsStyle,
}: ChoiceGroupFieldProps<O>) {
  const { register } = useFormContext();
  const field = useFieldA11y(name, { id, hint: Boolean(hint), required });
  const registered = register(name);
  return (
    <fieldset className={className} aria-describedby={field.controlProps['aria-describedby']}>
      <legend className={legendClassName}>
        {legend}
        {required && <RequiredMark spoken />}
      </legend>
      {children}
      <div className={optionsClassName} style={optionsStyle}>
        {options.map((option, index) => {
          const choice: ChoiceProps = {
            ...registered,
            id: `${field.id}-${index}`,
            type,
            value: option.value,
            'aria-invalid': Boolean(field.error),
            // The group's description is read with the group; a box focused after a failed submit reads it too.
            'aria-describedby': field.error ? field.errorId : undefined,
            isInvalid: Boolean(field.error),
          };
          return (
            <Fragment key={option.value}>{renderOption ? renderOption(option, choice) : <Form.Check {...choice} label={option.label} />}</Fragment>
          );
        })}
      </div>
      <FieldMessages field={field} hint={hint} />
    </fieldset>
  );
}
