import { stringify, type Options, type Stringifier } from 'csv-stringify';
import { stringify as stringifyAll } from 'csv-stringify/sync';

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, or a tab/return that some read the same way)
 * gets a leading apostrophe, the OWASP advice for CSV injection: the text shows, nothing runs.
 */
export function neutralizeFormula(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/**
 * Every CSV the portal writes goes through these options, so no export can forget the neutralizing, or the UTF-8
 * byte-order mark without which Excel reads the file as Windows-1252 and shows Zoë as "ZoÃ«".
 */
function csvOptions(columns: readonly string[]): Options {
  return { header: true, columns: [...columns], cast: { string: neutralizeFormula }, bom: true };
}

/** A short CSV (an attendee list) in one string: a header line, then one line per row. */
export function csvText(columns: readonly string[], rows: string[][]): string {
  return stringifyAll(rows, csvOptions(columns));
}

/** A CSV as a stream for rows read batch by batch (the member export): pipe rows in, bytes out. */
export function csvStream(columns: readonly string[]): Stringifier {
  return stringify(csvOptions(columns));
}
