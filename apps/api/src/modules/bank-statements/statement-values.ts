// The values of a bank statement's cells as Indian banks write them: dates in three shapes,
// amounts with Indian digit grouping and the odd currency sign or Cr/Dr suffix.

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

/** 10:32, 10:32:05, 10:32 AM: a time some exports put after the date. */
const TIME = /\s+\d{1,2}:\d{2}(?::\d{2})?(?:\s*[AP]M)?$/i;
const NUMERIC = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/;
const NAMED_MONTH = /^(\d{1,2})[\s-]([A-Za-z]{3})[A-Za-z]*[\s,-]+(\d{2}|\d{4})$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A statement's date as YYYY-MM-DD: dd/mm/yy (HDFC), dd/mm/yyyy (ICICI), "dd Mon yyyy" (SBI),
 * dd-mm-yyyy (Axis), and ISO; null for anything else (a footer, a separator row). Indian banks
 * write the day first, always; a two-digit year is of this century.
 */
export function parseStatementDate(cell: string): string | null {
  const value = cell.trim().replace(TIME, '');
  let day: number;
  let month: number;
  let year: number;
  let match = NUMERIC.exec(value);
  if (match) {
    [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  } else if ((match = NAMED_MONTH.exec(value))) {
    const named = MONTHS[match[2]!.toLowerCase()];
    if (!named) return null;
    [day, month, year] = [Number(match[1]), named, Number(match[3])];
  } else if ((match = ISO.exec(value))) {
    [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  } else {
    return null;
  }
  if (year < 100) year += 2000;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return null;
  }
  return date.toISOString().slice(0, 10);
}

/** What an amount cell holds: paise, nothing (empty, "-", "0.00"), or something unreadable. */
export type AmountCell = { paise: number } | { empty: true } | { invalid: true };

/**
 * An amount cell in integer paise: "1,23,456.50", "₹ 1234.5", "INR 500", "2,000.00 Cr". Empty,
 * "-" and zero are nothing; a negative or an unreadable amount is invalid. Paise are counted
 * from the digits, never through a float.
 */
export function parseAmount(cell: string): AmountCell {
  const value = cell
    .trim()
    .replace(/^(?:₹|rs\.?|inr)\s*/i, '')
    .replace(/\s*(?:cr|dr)\.?$/i, '')
    .replace(/[,\s]/g, '');
  if (value === '' || value === '-') return { empty: true };
  const match = /^(\d+)(?:\.(\d{1,2})0*)?$/.exec(value);
  if (!match) return { invalid: true };
  const paise = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(paise)) return { invalid: true };
  return paise === 0 ? { empty: true } : { paise };
}
