import { ChoiceGroupField, type ChoiceGroupFieldProps, type FieldOption } from '@greenroom/sdk/forms';
import type { ReactNode } from 'react';
import { Form } from 'react-bootstrap';
import styles from './audition.module.css';

export interface LargeChoiceGroupProps<O extends FieldOption> extends Omit<ChoiceGroupFieldProps<O>, 'renderOption'> {
  /** Each box's id is `${idPrefix}-${value}`: stable, so the form's tests and its labels find it. */
  idPrefix: string;
  inline?: boolean;
  /** The option's label when it says more than option.label (a character with its description). */
  labelOf?: (option: O) => ReactNode;
}

/** The application's check boxes and radio buttons: each a large target (audition.module.css's choice). */
export function LargeChoiceGroup<O extends FieldOption>({ idPrefix, inline, labelOf, ...group }: LargeChoiceGroupProps<O>) {
  return (
    <ChoiceGroupField
      {...group}
      renderOption={(option, choice) => (
        <Form.Check
          {...choice}
          inline={inline}
          id={`${idPrefix}-${option.value}`}
          className={styles.choice}
          label={labelOf ? labelOf(option) : option.label}
        />
      )}
    />
  );
}
