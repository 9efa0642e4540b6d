import type { ComponentProps, CSSProperties, ReactNode } from 'react';
import { Form } from 'react-bootstrap';

/**
 * Two columns on a wide screen, one when narrow (200% zoom, phones): the column width does the switch, so
 * no media query (and no style sheet) has to travel with the SDK.
 */
export const CHECK_COLUMNS_STYLE: CSSProperties = { columns: '2 16rem', columnGap: '2rem' };

const CHOICE_STYLE: CSSProperties = { breakInside: 'avoid', padding: '0.4rem 0', fontSize: '1.25rem' };
// A larger box is easier to hit for older hands (WCAG 2.5.8 target size).
const BOX_STYLE: CSSProperties = { width: '1.5rem', height: '1.5rem', marginRight: '0.6rem' };

export function CheckColumns({ children }: { children: ReactNode }) {
  return <div style={CHECK_COLUMNS_STYLE}>{children}</div>;
}

export interface LargeCheckProps extends Omit<ComponentProps<typeof Form.Check.Input>, 'id'> {
  id: string;
  label: ReactNode;
}

/** One large check box with its label, kept whole inside a CheckColumns list. */
export function LargeCheck({ id, label, ...inputProps }: LargeCheckProps) {
  return (
    <Form.Check id={id} style={CHOICE_STYLE}>
      <Form.Check.Input type="checkbox" {...inputProps} style={BOX_STYLE} />
      <Form.Check.Label>{label}</Form.Check.Label>
    </Form.Check>
  );
}
