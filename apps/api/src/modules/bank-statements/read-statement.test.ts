import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BadRequestError } from '../../lib/errors';
import { readStatement, readStatementInSteps } from './read-statement';
import { parseAmount, parseStatementDate } from './statement-values';
import { asUpiCredit } from './upi-credit';

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

/** The UPI credits of a statement as the matcher sees them. */
const upiCredits = (csv: string, columns?: Parameters<typeof readStatement>[1]) =>
  readStatement(csv, columns).credits.flatMap((credit) => {
    const upi = asUpiCredit(credit);
    return upi
      ? [{ date: upi.date, amountPaise: upi.amountPaise, utr: upi.utr, orderIds: upi.orderIds }]
      : [];
  });

describe('reading bank statement exports', () => {
  it('reads an HDFC savings account export: dd/mm/yy, the table between rows of asterisks, its summary below', () => {
    const statement = readStatement(fixture('hdfc-savings.csv'));
    expect(statement.bank).toBe('HDFC Bank');
    expect(statement.transactions).toBe(12);
    // Credits only: the POS purchase, a UPI payment the shop made and the insurance debit are not.
    expect(statement.credits.map(({ date, amountPaise }) => [date, amountPaise])).toEqual([
      ['2026-11-01', 149_900],
      ['2026-11-02', 1_850_000],
      ['2026-11-03', 235_000],
      ['2026-11-04', 79_900],
      ['2026-11-05', 120_000],
      ['2026-11-06', 300_000],
      ['2026-11-07', 149_900],
      ['2026-11-08', 1_500_000],
      ['2026-11-30', 31_275],
    ]);
    expect(statement.credits[0]).toMatchObject({
      line: 13,
      narration: 'UPI-RAHUL SHARMA-rahul.sharma@okaxis-UTIB0000123-630512345678-Order K7M2QX9HAB',
      reference: '0000630512345678',
    });
    expect(upiCredits(fixture('hdfc-savings.csv'))).toEqual([
      { date: '2026-11-01', amountPaise: 149_900, utr: '630512345678', orderIds: ['K7M2QX9HAB'] },
      { date: '2026-11-03', amountPaise: 235_000, utr: '630698765432', orderIds: ['3FZ8WN1RDC'] },
      // The phone number of a VPA has the shape of an order id; the matcher finds no such order.
      { date: '2026-11-04', amountPaise: 79_900, utr: '630722223333', orderIds: ['9845012345'] },
      { date: '2026-11-05', amountPaise: 120_000, utr: '630833334444', orderIds: ['HV4T7P2K9M'] },
      { date: '2026-11-07', amountPaise: 149_900, utr: '631055556666', orderIds: ['K7M2QX9HAB'] },
    ]);
  });

  it('reads an ICICI current account export: dd/mm/yyyy, an empty first column, 0.00 for no amount', () => {
    const statement = readStatement(fixture('icici-current.csv'));
    expect(statement.bank).toBe('ICICI Bank');
    expect(statement.transactions).toBe(8);
    expect(upiCredits(fixture('icici-current.csv'))).toEqual([
      { date: '2026-11-01', amountPaise: 235_000, utr: '630598765432', orderIds: ['3FZ8WN1RDC'] },
      { date: '2026-11-02', amountPaise: 99_900, utr: '630600001111', orderIds: [] },
      // "ORDERHV4T7P2K9M": a note whose space the bank dropped.
      { date: '2026-11-03', amountPaise: 120_000, utr: '630700002222', orderIds: ['HV4T7P2K9M'] },
      { date: '2026-11-05', amountPaise: 64_950, utr: '630800003333', orderIds: ['9XR4M2C7TB'] },
      { date: '2026-11-07', amountPaise: 149_900, utr: '630900004444', orderIds: ['K7M2QX9HAB'] },
    ]);
    expect(statement.credits.map((credit) => credit.amountPaise)).toContain(2_500_000);
  });

  it('reads an SBI savings account export: "d Mon yyyy", blank amounts, a narration wrapped onto the next row', () => {
    const statement = readStatement(fixture('sbi-savings.csv'));
    expect(statement.bank).toBe('State Bank of India');
    expect(statement.transactions).toBe(7);
    expect(statement.credits.find((credit) => credit.narration.includes('NEFT'))).toMatchObject({
      date: '2026-11-06',
      amountPaise: 1_575_000,
      narration:
        'BY TRANSFER-NEFT*HDFC0000001*N310260011223344*SURESH ENTERPRISE-- PVT LTD INVOICE 2026-114',
    });
    expect(upiCredits(fixture('sbi-savings.csv'))).toEqual([
      { date: '2026-11-01', amountPaise: 149_900, utr: '630511223344', orderIds: ['K7M2QX9HAB'] },
      // SBI cuts the note short: "Order 3FZ8W--" names no order.
      { date: '2026-11-03', amountPaise: 240_000, utr: '630733445566', orderIds: [] },
      { date: '2026-11-05', amountPaise: 120_000, utr: '630844556677', orderIds: ['HV4T7P2K9M'] },
    ]);
  });

  it('reads an Axis current account export: dd-mm-yyyy, one amount column and DR|CR', () => {
    const statement = readStatement(fixture('axis-current.csv'));
    expect(statement.bank).toBe('Axis Bank');
    expect(statement.transactions).toBe(7);
    expect(upiCredits(fixture('axis-current.csv'))).toEqual([
      { date: '2026-11-01', amountPaise: 120_000, utr: '630577889900', orderIds: ['HV4T7P2K9M'] },
      { date: '2026-11-01', amountPaise: 54_900, utr: '630588990011', orderIds: [] },
      { date: '2026-11-04', amountPaise: 64_950, utr: '630600112233', orderIds: ['9XR4M2C7TB'] },
      { date: '2026-11-05', amountPaise: 150_000, utr: '630611223344', orderIds: ['K7M2QX9HAB'] },
    ]);
  });

  it('reads an Axis savings account export: DR and CR columns', () => {
    const statement = readStatement(fixture('axis-savings.csv'));
    expect(statement.bank).toBe('Axis Bank');
    expect(statement.transactions).toBe(3);
    expect(upiCredits(fixture('axis-savings.csv'))).toEqual([
      { date: '2026-11-01', amountPaise: 235_000, utr: '630512121212', orderIds: ['3FZ8WN1RDC'] },
      { date: '2026-11-03', amountPaise: 64_950, utr: '630523232323', orderIds: ['9XR4M2C7TB'] },
    ]);
  });

  it('reads another bank’s export by the columns named, and refuses it unnamed', () => {
    const csv = fixture('kotak-other-bank.csv');
    expect(() => readStatement(csv)).toThrow(BadRequestError);
    expect(() => readStatement(csv)).toThrow(/name its columns \(dateColumn, narrationColumn/);
    const columns = {
      date: 'Transaction Date',
      narration: 'Description',
      credit: 'Credit',
      reference: 'Chq / Ref No.',
    };
    expect(readStatement(csv, columns)).toMatchObject({ bank: 'named columns', transactions: 3 });
    expect(upiCredits(csv, columns)).toEqual([
      { date: '2026-11-01', amountPaise: 120_000, utr: '630545454545', orderIds: ['HV4T7P2K9M'] },
    ]);
    expect(() => readStatement(csv, { ...columns, credit: 'Deposits' })).toThrow(
      'No row of the file names the columns "Transaction Date", "Description", "Deposits" together.',
    );
  });

  it('reads a tab-separated export, and one with a byte order mark', () => {
    const tabbed = fixture('axis-savings.csv')
      .split('\r\n')
      .map((line) =>
        line
          .replace(/"([^"]*)"/g, (_, inner: string) => inner.replace(/,/g, ''))
          .replace(/,/g, '\t'),
      )
      .join('\r\n');
    expect(upiCredits(tabbed)).toHaveLength(2);
    expect(readStatement(`\uFEFF${fixture('icici-current.csv')}`).credits).toHaveLength(6);
  });

  it('refuses a credit whose amount cannot be read, naming its line, rather than skip a payment', () => {
    const broken = fixture('axis-savings.csv').replace('"2,350.00"', 'two thousand');
    expect(() => readStatement(broken)).toThrow(
      'line 5: the amount "two thousand" cannot be read as rupees.',
    );
    expect(() => readStatement('Date,Narration\n"01/11/26,unclosed')).toThrow(
      /not a readable CSV file/,
    );
  });

  it('reads the dates Indian banks write, day first, and refuses days not in the calendar', () => {
    expect(parseStatementDate('01/11/26')).toBe('2026-11-01');
    expect(parseStatementDate('01/11/2026')).toBe('2026-11-01');
    expect(parseStatementDate('1 Nov 2026')).toBe('2026-11-01');
    expect(parseStatementDate('01-Nov-2026')).toBe('2026-11-01');
    expect(parseStatementDate('01 November 2026')).toBe('2026-11-01');
    expect(parseStatementDate('01-11-2026')).toBe('2026-11-01');
    expect(parseStatementDate('2026-11-01')).toBe('2026-11-01');
    expect(parseStatementDate('05/11/2026 14:32:10')).toBe('2026-11-05');
    expect(parseStatementDate('31/11/2026')).toBeNull();
    expect(parseStatementDate('29/02/2026')).toBeNull();
    expect(parseStatementDate('********')).toBeNull();
    expect(parseStatementDate('Opening Balance')).toBeNull();
  });

  it('reads amounts with Indian grouping in paise, never through a float', () => {
    expect(parseAmount('1,23,456.50')).toEqual({ paise: 12_345_650 });
    expect(parseAmount('₹ 1234.5')).toEqual({ paise: 123_450 });
    expect(parseAmount('INR 500')).toEqual({ paise: 50_000 });
    expect(parseAmount('2,000.00 Cr')).toEqual({ paise: 200_000 });
    expect(parseAmount('0.10')).toEqual({ paise: 10 });
    expect(parseAmount('1.005')).toEqual({ invalid: true });
    expect(parseAmount('')).toEqual({ empty: true });
    expect(parseAmount(' - ')).toEqual({ empty: true });
    expect(parseAmount('0.00')).toEqual({ empty: true });
    expect(parseAmount('-500.00')).toEqual({ invalid: true });
  });

  it('reads a long statement in steps, letting the process breathe, to the same result', async () => {
    let breaths = 0;
    const breathe = async () => {
      breaths += 1;
    };
    for (const name of ['hdfc-savings.csv', 'sbi-savings.csv', 'axis-current.csv']) {
      const csv = fixture(name);
      expect(await readStatementInSteps(csv, undefined, breathe)).toEqual(readStatement(csv));
    }
    const long = fixture('hdfc-savings.csv').replace(/(01\/11\/26,POS[^\n]*\n)/, (row: string) =>
      row.repeat(10_000),
    );
    breaths = 0;
    const inSteps = await readStatementInSteps(long, undefined, breathe);
    expect(inSteps).toEqual(readStatement(long));
    expect(inSteps.transactions).toBe(12 + 9_999);
    // The file (about 0.7 MB) in pieces, then its rows a thousand at a time.
    expect(breaths).toBeGreaterThanOrEqual(15);
    await expect(
      readStatementInSteps('Date,Narration\n"01/11/26,unclosed', undefined, breathe),
    ).rejects.toThrow(/not a readable CSV file/);
  });
});
