// The statement exports of the banks most Indian shops keep their account with, each recognised
// by the header row of its table (the rows above it are the account's details, different in
// every file). Column names are compared as `headerKey` writes them.

/** How a statement tells credits: a column of deposits, or one amount with a Dr/Cr column. */
export type CreditColumns = { credit: string } | { amount: string; indicator: string };

export interface StatementFormat {
  bank: string;
  date: string;
  narration: string;
  reference?: string;
  money: CreditColumns;
  /** Columns the header must also have: together they tell this bank's table from another's. */
  also: readonly string[];
}

/** "Chq./Ref.No." → "chqrefno", "Withdrawal Amount (INR )" → "withdrawalamountinr". */
export function headerKey(cell: string): string {
  return cell.toLowerCase().replace(/[^a-z0-9]/g, '');
}

export const BANK_FORMATS: readonly StatementFormat[] = [
  {
    // NetBanking → Account statement → "Delimited": dd/mm/yy, a row of asterisks around the table.
    bank: 'HDFC Bank',
    date: 'date',
    narration: 'narration',
    reference: 'chqrefno',
    money: { credit: 'depositamt' },
    also: ['withdrawalamt', 'closingbalance'],
  },
  {
    // Internet banking → Detailed statement: dd/mm/yyyy, amounts with Indian grouping.
    bank: 'ICICI Bank',
    date: 'transactiondate',
    narration: 'transactionremarks',
    reference: 'chequenumber',
    money: { credit: 'depositamountinr' },
    also: ['withdrawalamountinr'],
  },
  {
    // OnlineSBI → Account statement: "dd Mon yyyy", Debit and Credit columns.
    bank: 'State Bank of India',
    date: 'txndate',
    narration: 'description',
    reference: 'refnochequeno',
    money: { credit: 'credit' },
    also: ['debit', 'balance'],
  },
  {
    // Axis internet banking (current account): dd-mm-yyyy, one amount and a DR|CR column.
    bank: 'Axis Bank',
    date: 'trandate',
    narration: 'particulars',
    reference: 'chqno',
    money: { amount: 'amountinr', indicator: 'drcr' },
    also: ['balanceinr'],
  },
  {
    // Axis savings accounts: Debit and Credit columns.
    bank: 'Axis Bank',
    date: 'trandate',
    narration: 'particulars',
    reference: 'chqno',
    money: { credit: 'cr' },
    also: ['dr', 'bal'],
  },
];

/** Whether a header row (its cells as headerKey writes them) is this format's. */
export function isHeaderOf(format: StatementFormat, keys: ReadonlySet<string>): boolean {
  const needed = [
    format.date,
    format.narration,
    ...('credit' in format.money
      ? [format.money.credit]
      : [format.money.amount, format.money.indicator]),
    ...format.also,
  ];
  return needed.every((key) => keys.has(key));
}
