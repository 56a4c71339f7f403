/** Rupees as a money input holds them: Indian digit grouping, paise only when there are some. */
const grouped = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
const groupedWithPaise = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 123456.5 → "1,23,456.50", 1999 → "1,999"; nothing → "". */
export function rupeesInputText(amount: number | null | undefined): string {
  if (amount == null) return '';
  return (Number.isInteger(amount) ? grouped : groupedWithPaise).format(amount);
}

/**
 * Rupees as typed ("1,23,456.50", "₹499", "1999") as a number for a schema to judge; blank is
 * undefined; text that is no amount is NaN, so the schema's "must be an amount" shows.
 */
export function parseRupeesInput(typed: string): number | undefined {
  const text = typed.trim().replace(/^₹\s*/, '');
  if (text === '') return undefined;
  return /^\d{1,3}(,\d{2,3})*(\.\d*)?$|^\d+(\.\d*)?$/.test(text)
    ? Number(text.replace(/,/g, ''))
    : Number.NaN;
}
