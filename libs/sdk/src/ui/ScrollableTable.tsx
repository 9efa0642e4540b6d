import type { ComponentProps } from 'react';
import { Table } from 'react-bootstrap';

export interface ScrollableTableProps extends Omit<ComponentProps<typeof Table>, 'responsive'> {
  /** Names the scroll area for screen readers ("Member log entries"). */
  label: string;
}

/**
 * A table that scrolls sideways when the screen is narrow (200% zoom, phones). The scroll area is a named,
 * focusable region so keyboard users can scroll it too (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export function ScrollableTable({ label, children, ...tableProps }: ScrollableTableProps) {
  return (
    <div className="table-responsive" role="region" aria-label={label} tabIndex={0}>
      <Table {...tableProps}>{children}</Table>
    </div>
  );
}
