import { stringify } from 'csv-stringify/sync';

// Every CSV the API writes goes through csvText, so no cell of it runs in a spreadsheet (CSV or
// formula injection, OWASP): a text a shopper or staff typed, such as a buyer's name starting
// with "=HYPERLINK(…)", would otherwise be a live formula on the accountant's machine.

/** What starts a formula in Excel, LibreOffice or Google Sheets (OWASP's list). */
const FORMULA = '[=+\\-@\\t\\r]';
/** Apostrophes of the text's own, then a formula's first character: marked on the way out. */
const MARKED_OUT = new RegExp(`^'*${FORMULA}`);
/** A cell csvText marked: its apostrophe, then what the text began with. */
const MARKED_IN = new RegExp(`^'+${FORMULA}`);
/**
 * A plain number, such as an amount of -12.50. A spreadsheet reads it as the number (nothing
 * after the sign can make it a formula), and an apostrophe would make it text an accountant's
 * sums skip, so it is written as it is.
 */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * A cell as it is written: a text a spreadsheet would take for a formula gets an apostrophe in
 * front, which makes a spreadsheet read the cell as text. So does a text that already starts
 * with apostrophes before such a character ("'=x" is written "''=x"), so that reading a cell
 * back (restoreCell) gives every text exactly as it was.
 */
export function neutraliseCell(text: string): string {
  return MARKED_OUT.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/**
 * A cell of a file the API wrote as the text it stands for: the one apostrophe neutraliseCell
 * added is taken off. (A file typed by hand with "'=x" meaning that very text loses its
 * apostrophe; written "''=x", it keeps it.)
 */
export function restoreCell(cell: string): string {
  return MARKED_IN.test(cell) ? cell.slice(1) : cell;
}

/** Rows as CSV, every cell neutralised. */
export function csvText(rows: readonly (readonly string[])[]): string {
  return stringify(rows.map((row) => row.map(neutraliseCell)));
}
