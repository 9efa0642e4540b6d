import type { ComponentProps, CSSProperties, ReactNode } from 'react';
import { Form } from 'react-bootstrap';
import { BreakableText } from '../format/BreakableText';
import { ChoiceGroupField } from './ChoiceGroupField';
import { optionsOf } from './SelectField';

/**
 * Two columns on a wide screen, one when narrow (200% zoom, phones): the column width does the switch, so
 * no media query (and no style sheet) has to travel with the SDK.
 */
const COLUMNS_STYLE: CSSProperties = { columns: '2 16rem', columnGap: '2rem' };
// Padding above and below only: the shell's .form-check padding on the left is where the box sits (a `padding: 0.4rem 0`
// here took it away and the boxes hung over the card's left edge).
const CHOICE_STYLE: CSSProperties = { breakInside: 'avoid', paddingBlock: '0.4rem', fontSize: '1.25rem' };
// A larger box is easier to hit for older hands (WCAG 2.5.8 target size).
const BOX_STYLE: CSSProperties = { width: '1.5rem', height: '1.5rem', marginRight: '0.6rem' };

interface LargeCheckProps extends Omit<ComponentProps<typeof Form.Check.Input>, 'id'> {
  id: string;
  label: ReactNode;
}

/** One large check box with its label, kept whole inside a column. */
function LargeCheck({ id, label, ...inputProps }: LargeCheckProps) {
  return (
    <Form.Check id={id} style={CHOICE_STYLE}>
      <Form.Check.Input type="checkbox" {...inputProps} style={BOX_STYLE} />
      <Form.Check.Label>{typeof label === 'string' ? <BreakableText text={label} /> : label}</Form.Check.Label>
    </Form.Check>
  );
}

export interface CheckColumnsFieldProps {
  name: string;
  legend: string;
  choices: readonly string[];
  className?: string;
}

/** A list of large check boxes in columns, one per choice; the field's value is the array of ticked choices. */
export function CheckColumnsField({ choices, ...group }: CheckColumnsFieldProps) {
  return (
    <ChoiceGroupField
      {...group}
      type="checkbox"
      optionsStyle={COLUMNS_STYLE}
      options={optionsOf(choices)}
      renderOption={(option, { isInvalid: _isInvalid, ...choice }) => <LargeCheck {...choice} label={option.label} />}
    />
  );
}
