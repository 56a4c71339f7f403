import { parse as parseStream } from 'csv-parse';
import { parse } from 'csv-parse/sync';
import { STATEMENT_MAX_ROWS, type StatementColumns } from '@storefront/contract';
import { BadRequestError } from '../../lib/errors';
import {
  BANK_FORMATS,
  type CreditColumns,
  headerKey,
  isHeaderOf,
  type StatementFormat,
} from './bank-formats';
import { type AmountCell, parseAmount, parseStatementDate } from './statement-values';

/** Money that came into the account, as the statement shows it. */
export interface StatementCredit {
  /** The file's line the row starts on, for a person to find it. */
  line: number;
  /** YYYY-MM-DD. */
  date: string;
  narration: string;
  amountPaise: number;
  /** The bank's reference column (cheque or reference number), when it has one. */
  reference: string | null;
}

export interface Statement {
  /** Whose export it was read as: a bank's name, or "named columns". */
  bank: string;
  /** Transactions read (credits and debits). */
  transactions: number;
  credits: StatementCredit[];
}

/** The table's header is looked for in this many rows from the top (the account's details). */
const HEADER_SEARCH_ROWS = 60;

const NOT_FOUND =
  'The table of transactions was not found: this is not an HDFC, ICICI, SBI or Axis statement export as the bank gives it. For another bank, name its columns (dateColumn, narrationColumn, creditColumn, and referenceColumn if it has one).';

type Row = { record: string[]; info: { lines: number } };

/**
 * Reads a bank statement's CSV export: the rows above the table (the account's details) are
 * passed over, the table is found by its header (a known bank's, or the columns named), and each
 * credit is kept with its date, narration and reference. Rows without a date (separators,
 * footers, a summary) are not transactions; a row that only continues the narration above it
 * (some exports wrap long narrations) is joined to it. A credit whose amount cannot be read is a
 * 400 naming its line, never skipped: a payment must not go missing silently.
 */
export function readStatement(csv: string, columns?: StatementColumns): Statement {
  const reading = readRows(parseRows(csv), columns);
  for (let step = reading.next(); ; step = reading.next()) if (step.done) return step.value;
}

/**
 * readStatement in steps, for a long file read by a job: the file is parsed a piece at a time
 * and its rows read a thousand at a time, `breathe` letting the process serve its other
 * requests in between (10,000 rows take a few hundred milliseconds of CPU).
 */
export async function readStatementInSteps(
  csv: string,
  columns: StatementColumns | undefined,
  breathe: () => Promise<void>,
): Promise<Statement> {
  const reading = readRows(await parseRowsInSteps(csv, breathe), columns);
  for (let step = reading.next(); ; step = reading.next()) {
    if (step.done) return step.value;
    await breathe();
  }
}

/** Rows read between two breaths. */
const ROWS_PER_STEP = 1_000;

function* readRows(rows: Row[], columns?: StatementColumns): Generator<void, Statement> {
  const table = findTable(rows, columns);
  if (!table) {
    throw new BadRequestError(
      columns
        ? `No row of the file names the columns ${[columns.date, columns.narration, columns.credit].map((name) => `"${name}"`).join(', ')} together.`
        : NOT_FOUND,
    );
  }
  const { bank, headerIndex, at } = table;
  const credits: StatementCredit[] = [];
  let transactions = 0;
  let last: StatementCredit | null = null;
  for (let index = headerIndex + 1; index < rows.length; index++) {
    if ((index - headerIndex) % ROWS_PER_STEP === 0) yield;
    const { record, info } = rows[index]!;
    const cell = (column: number | undefined) =>
      column === undefined ? '' : (record[column] ?? '').trim();
    const dateCell = cell(at.date);
    const date = parseStatementDate(dateCell);
    const narration = cell(at.narration).replace(/\s+/g, ' ');
    if (!date) {
      // A narration wrapped onto a row of its own: no date, no amount, only more words.
      const continues =
        dateCell === '' && narration !== '' && at.money.every((column) => cell(column) === '');
      if (continues && last) last.narration = `${last.narration} ${narration}`;
      else last = null;
      continue;
    }
    transactions += 1;
    if (transactions > STATEMENT_MAX_ROWS) {
      throw new BadRequestError(
        `The statement has more than ${STATEMENT_MAX_ROWS.toLocaleString('en-IN')} transactions: download a shorter period.`,
      );
    }
    const paise = creditOf(table.money, cell, info.lines);
    last = null;
    if (paise === null) continue;
    last = {
      line: info.lines,
      date,
      narration,
      amountPaise: paise,
      reference: cell(at.reference) || null,
    };
    credits.push(last);
  }
  return { bank, transactions, credits };
}

const PARSE_OPTIONS = {
  bom: true,
  info: true,
  relax_column_count: true,
  relax_quotes: true,
  skip_empty_lines: true,
} as const;

/** Some banks' "CSV" is tab-separated: the delimiter is whichever the top of the file uses more. */
function delimiterOf(csv: string): string {
  const head = csv.slice(0, 8_192);
  return count(head, '\t') > count(head, ',') ? '\t' : ',';
}

const unreadable = (error: unknown) =>
  new BadRequestError(`The statement is not a readable CSV file: ${(error as Error).message}`);

function parseRows(csv: string): Row[] {
  try {
    return parse(csv, { ...PARSE_OPTIONS, delimiter: delimiterOf(csv) }) as unknown as Row[];
  } catch (error) {
    throw unreadable(error);
  }
}

/** Characters of the file handed to the parser between two breaths. */
const CHARACTERS_PER_STEP = 128 * 1024;

async function parseRowsInSteps(csv: string, breathe: () => Promise<void>): Promise<Row[]> {
  const parser = parseStream({ ...PARSE_OPTIONS, delimiter: delimiterOf(csv) });
  const rows: Row[] = [];
  let failure: unknown = null;
  const ended = new Promise<void>((resolve) => {
    parser.on('data', (row: Row) => rows.push(row));
    parser.on('error', (error) => {
      failure = error;
      resolve();
    });
    parser.on('end', resolve);
  });
  for (let at = 0; at < csv.length && failure === null; at += CHARACTERS_PER_STEP) {
    parser.write(csv.slice(at, at + CHARACTERS_PER_STEP));
    await breathe();
  }
  parser.end();
  await ended;
  if (failure !== null) throw unreadable(failure);
  return rows;
}

const count = (text: string, character: string) => text.split(character).length - 1;

interface Table {
  bank: string;
  headerIndex: number;
  money:
    { kind: 'credit'; credit: number } | { kind: 'indicator'; amount: number; indicator: number };
  at: { date: number; narration: number; reference?: number; money: number[] };
}

function findTable(rows: Row[], columns?: StatementColumns): Table | null {
  for (const [headerIndex, { record }] of rows.slice(0, HEADER_SEARCH_ROWS).entries()) {
    const keys = record.map(headerKey);
    const present = new Set(keys);
    const format: StatementFormat | undefined = columns
      ? {
          bank: 'named columns',
          date: headerKey(columns.date),
          narration: headerKey(columns.narration),
          ...(columns.reference ? { reference: headerKey(columns.reference) } : {}),
          money: { credit: headerKey(columns.credit) },
          also: columns.reference ? [headerKey(columns.reference)] : [],
        }
      : BANK_FORMATS.find((candidate) => isHeaderOf(candidate, present));
    if (!format || !isHeaderOf(format, present)) continue;
    const index = (key: string) => keys.indexOf(key);
    const money = moneyColumns(format.money, index);
    return {
      bank: format.bank,
      headerIndex,
      money,
      at: {
        date: index(format.date),
        narration: index(format.narration),
        ...(format.reference && present.has(format.reference)
          ? { reference: index(format.reference) }
          : {}),
        money: money.kind === 'credit' ? [money.credit] : [money.amount],
      },
    };
  }
  return null;
}

function moneyColumns(money: CreditColumns, index: (key: string) => number): Table['money'] {
  return 'credit' in money
    ? { kind: 'credit', credit: index(money.credit) }
    : { kind: 'indicator', amount: index(money.amount), indicator: index(money.indicator) };
}

const CREDIT_MARKS = new Set(['cr', 'c', 'credit']);

/** The row's credit in paise, or null when it is a debit (or moves no money). */
function creditOf(
  money: Table['money'],
  cell: (index: number) => string,
  line: number,
): number | null {
  const amountAt = money.kind === 'credit' ? money.credit : money.amount;
  if (money.kind === 'indicator' && !CREDIT_MARKS.has(headerKey(cell(money.indicator)))) {
    return null;
  }
  const amount: AmountCell = parseAmount(cell(amountAt));
  if ('invalid' in amount) {
    throw new BadRequestError(
      `line ${line}: the amount "${cell(amountAt)}" cannot be read as rupees.`,
    );
  }
  return 'paise' in amount ? amount.paise : null;
}
