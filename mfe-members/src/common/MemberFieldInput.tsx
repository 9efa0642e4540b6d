import { memberFieldSpec, type MemberFieldName } from '@greenroom/contracts';
import { CheckboxField, optionsOf, SelectField, TextAreaField, TextField } from '@greenroom/sdk/forms';

export interface MemberFieldInputProps {
  name: MemberFieldName;
  /** A select's first, empty, option (none when not given: the field always has a value). */
  choose?: string;
  /** Grid classes (a check box's own classes). */
  layout?: string;
  rows?: number;
  hint?: string;
}

/** A member field's input in a SchemaForm, by its row of the field table: its label, input kind, choices and whether it is required. */
export function MemberFieldInput({ name, choose, layout, rows, hint }: MemberFieldInputProps) {
  const { label, input, choices = [], required } = memberFieldSpec(name);
  switch (input) {
    case 'select':
      return (
        <SelectField
          name={name}
          label={label}
          placeholder={choose}
          options={optionsOf(choices)}
          required={required}
          hint={hint}
          groupClassName={layout}
        />
      );
    case 'textarea':
      return <TextAreaField name={name} label={label} rows={rows} required={required} hint={hint} groupClassName={layout} />;
    case 'checkbox':
      return <CheckboxField name={name} label={label} required={required} hint={hint} className={layout} />;
    default:
      return <TextField name={name} label={label} type={input} required={required} hint={hint} groupClassName={layout} />;
  }
}
