import { parse } from 'csv-parse/sync';

type Row = Record<string, string>;

const csvCell = (value: string) =>
  /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;

/** A catalogue file with its rows edited as a spreadsheet would, other cells as they were. */
export function editRows(csv: string, edit: (row: Row) => Row): string {
  const rows = parse(csv, { columns: true }) as Row[];
  const header = Object.keys(rows[0]!);
  return [header, ...rows.map((row) => header.map((column) => edit(row)[column]!))]
    .map((cells) => cells.map(csvCell).join(','))
    .join('\n');
}

/** The file's line of a product's first row, or of its row in a size. */
export function lineOf(csv: string, productId: string, size?: string): number {
  const rows = parse(csv, { columns: true, info: true }) as {
    record: Row;
    info: { lines: number };
  }[];
  return rows.find(
    ({ record }) => record.product_id === productId && (size === undefined || record.size === size),
  )!.info.lines;
}
