import { stringify, type Options, type Stringifier } from 'csv-stringify';
import { stringify as stringifyAll } from 'csv-stringify/sync';

/**
 * One cell: text is guarded against formulas; a number is written as a number (a negative one too), so a
 * spreadsheet can sort and add the column. Nothing but a value the server computed as a number may be a number.
 */
export type CsvCell = string | number;

/**
 * A text cell a spreadsheet would run as a formula (=, +, -, @, or a tab/return that some read the same way)
 * gets a leading apostrophe, the OWASP advice for CSV injection: the text shows, nothing runs.
 */
export function neutralizeFormula(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/** A number as plain digits ("-332", "1.5"); one that is not finite has no value to write. */
function writeNumber(cell: number): string {
  return Number.isFinite(cell) ? String(cell) : '';
}

/**
 * Every CSV the portal writes goes through these options, so no export can forget the neutralizing, or the UTF-8
 * byte-order mark without which Excel reads the file as Windows-1252 and shows Zoë as "ZoÃ«".
 */
function csvOptions(columns: readonly string[]): Options {
  return { header: true, columns: [...columns], cast: { string: neutralizeFormula, number: writeNumber }, bom: true };
}

/** A short CSV (an attendee list) in one string: a header line, then one line per row. */
export function csvText(columns: readonly string[], rows: CsvCell[][]): string {
  return stringifyAll(rows, csvOptions(columns));
}

/** A CSV as a stream for rows read batch by batch (the member export): pipe rows of CsvCell in, bytes out. */
export function csvStream(columns: readonly string[]): Stringifier {
  return stringify(csvOptions(columns));
}
