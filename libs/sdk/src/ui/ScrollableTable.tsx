import type { ComponentProps, ReactNode } from 'react';
import { Table } from 'react-bootstrap';

export interface ScrollableTableProps extends Omit<ComponentProps<typeof Table>, 'responsive'> {
  /** Names the scroll area for screen readers ("Member log entries"). */
  label: string;
  /** The column headings, drawn as the table's head row. */
  columns?: readonly ReactNode[];
}

/**
 * A table that scrolls sideways when the screen is narrow (200% zoom, phones). The scroll area is a named,
 * focusable region so keyboard users can scroll it too (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export function ScrollableTable({ label, columns, children, ...tableProps }: ScrollableTableProps) {
  return (
    <div className="table-responsive" role="region" aria-label={label} tabIndex={0}>
      <Table {...tableProps}>
        {columns && (
          <thead>
            <tr>
              {columns.map((column, index) => (
                <th key={index} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
        )}
        {children}
      </Table>
    </div>
  );
}
