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
  const rows = parseRows(csv);
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
  for (const { record, info } of rows.slice(headerIndex + 1)) {
    const cell = (index: number | undefined) =>
      index === undefined ? '' : (record[index] ?? '').trim();
    const dateCell = cell(at.date);
    const date = parseStatementDate(dateCell);
    const narration = cell(at.narration).replace(/\s+/g, ' ');
    if (!date) {
      // A narration wrapped onto a row of its own: no date, no amount, only more words.
      const continues =
        dateCell === '' && narration !== '' && at.money.every((index) => cell(index) === '');
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

function parseRows(csv: string): Row[] {
  // Some banks' "CSV" is tab-separated: the delimiter is whichever the top of the file uses more.
  const head = csv.slice(0, 8_192);
  const delimiter = count(head, '\t') > count(head, ',') ? '\t' : ',';
  try {
    return parse(csv, {
      bom: true,
      delimiter,
      info: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
    }) as unknown as Row[];
  } catch (error) {
    throw new BadRequestError(
      `The statement is not a readable CSV file: ${(error as Error).message}`,
    );
  }
}

const count = (text: string, character: string) => text.split(character).length - 1;

interface Table {
  bank: string;
  headerIndex: number;
  money: { kind: 'credit'; credit: number } | { kind: 'indicator'; amount: number; indicator: number };
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
