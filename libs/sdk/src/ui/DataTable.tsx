import { useRef, type ComponentProps, type ReactNode } from 'react';
import { Table } from 'react-bootstrap';
import { useStackWhenNarrow } from './use-stack-when-narrow';

export interface DataTableProps extends Omit<ComponentProps<typeof Table>, 'responsive'> {
  /** Names the table's region for screen readers ("Member log entries"). */
  label: string;
  /** The column headings, drawn as the table's head row. */
  columns?: readonly ReactNode[];
  /** The table's visible title, above it: a caption must be the table's first child, before the head row. */
  caption?: ReactNode;
}

/**
 * The portal's one way to show rows of data. Where the table fits, a table; where it would be wider than its
 * space (a phone, a tablet beside the sidebar, Larger text, 200% zoom) each row becomes a card of "heading: value"
 * lines instead of pushing the page sideways (`.data-table` in the shell's global.css). The region is focusable
 * so keyboard users can still scroll a card wider than the screen (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export function DataTable({ label, columns, caption, children, ...tableProps }: DataTableProps) {
  const region = useRef<HTMLDivElement>(null);
  useStackWhenNarrow(region);
  return (
    <div ref={region} className="data-table table-responsive" role="region" aria-label={label} tabIndex={0}>
      <Table {...tableProps}>
        {caption && <caption className="caption-top">{caption}</caption>}
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
