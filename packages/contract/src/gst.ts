// GST: the GSTIN's check digit, the tax worked back out of tax-inclusive prices, and amounts in
// words. Pure functions over integer paise, shared by the API (invoices), the web (the checkout's
// price breakup) and the back office (settings forms). No zod here: the browser bundle can use it.
import { COD_FEE_GST_RATE } from './cod-rules';
import { stateByCode } from './india-states';

const GSTIN_CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * A regular taxpayer's GSTIN: state code (2 digits), PAN (5 letters, 4 digits, a letter), the
 * entity's number under that PAN (1-9, A-Z), "Z", and a check character.
 */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * The GSTIN's 15th character, from its first 14: each character's value in base 36 times a
 * weight alternating 1, 2 (from the left), the product's base-36 digits summed; the check
 * character is what takes the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index++) {
    const value = GSTIN_CHARACTERS.indexOf(first14[index]!);
    const product = value * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARACTERS[(36 - (sum % 36)) % 36]!;
}

/** What is wrong with a GSTIN (format, state code, check character), or null when nothing. */
export function gstinProblem(gstin: string): string | null {
  if (!GSTIN_PATTERN.test(gstin)) {
    return 'must be a 15-character GSTIN such as 07AAECC4321K1ZT (state code, PAN, entity number, Z, check character)';
  }
  if (!stateByCode(gstin.slice(0, 2))) return 'does not start with an Indian state code';
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) {
    return 'has a wrong check character: please check it for a typing mistake';
  }
  return null;
}

// ─── Tax worked back from inclusive amounts ────────────────────────────────────────────────────

export interface TaxLineInput {
  /** What the shopper paid for the line, tax included: unit price × quantity, in paise. */
  amountPaise: number;
  /** The GST rate in percent (18, 5, 0.25…). */
  ratePercent: number;
}

export interface TaxLine {
  amountPaise: number;
  ratePercent: number;
  /** amount × 100 / (100 + rate), to the nearest paisa (half up). */
  taxablePaise: number;
  /** amount − taxable: the lines' taxable values and taxes add up to exactly what was paid. */
  taxPaise: number;
  /** Intra-state: CGST takes the odd paisa of an odd tax, SGST the rest; both 0 inter-state. */
  cgstPaise: number;
  sgstPaise: number;
  /** Inter-state: the whole tax; 0 intra-state. */
  igstPaise: number;
}

export interface TaxTotals {
  amountPaise: number;
  taxablePaise: number;
  taxPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface TaxBreakup {
  /** Supplier and place of supply in the same state: CGST + SGST; else IGST. */
  intraState: boolean;
  lines: TaxLine[];
  totals: TaxTotals;
}

/** A rate in hundredths of a percent, so the arithmetic stays in whole numbers. */
function basisPoints(ratePercent: number): number {
  const points = Math.round(ratePercent * 100);
  if (!Number.isFinite(ratePercent) || points < 0 || Math.abs(points - ratePercent * 100) > 1e-6) {
    throw new RangeError(
      `A GST rate must be a percentage with at most two decimals: ${ratePercent}`,
    );
  }
  return points;
}

/** The taxable value inside a tax-inclusive amount, rounded to the nearest paisa, half up. */
export function taxableValuePaise(amountPaise: number, ratePercent: number): number {
  if (!Number.isSafeInteger(amountPaise) || amountPaise < 0) {
    throw new RangeError(`An amount must be whole paise: ${amountPaise}`);
  }
  const divisor = 10_000 + basisPoints(ratePercent);
  // round(amount × 10000 / divisor) in integers: floor((2 × amount × 10000 + divisor) / (2 × divisor)).
  // amount × 20000 stays exact below 2^53 for any amount under ₹450 crore.
  return Math.floor((amountPaise * 20_000 + divisor) / (2 * divisor));
}

/**
 * The GST inside each tax-inclusive line: its taxable value worked back from the amount paid and
 * the tax as the difference, so every line (and the invoice) adds up to exactly what the shopper
 * paid. Intra-state the tax is split into CGST and SGST halves; an odd paisa goes to CGST.
 */
export function gstBreakup(
  lines: TaxLineInput[],
  { intraState }: { intraState: boolean },
): TaxBreakup {
  const taxed = lines.map((line): TaxLine => {
    const taxablePaise = taxableValuePaise(line.amountPaise, line.ratePercent);
    const taxPaise = line.amountPaise - taxablePaise;
    const cgstPaise = intraState ? Math.ceil(taxPaise / 2) : 0;
    const sgstPaise = intraState ? taxPaise - cgstPaise : 0;
    return {
      amountPaise: line.amountPaise,
      ratePercent: line.ratePercent,
      taxablePaise,
      taxPaise,
      cgstPaise,
      sgstPaise,
      igstPaise: intraState ? 0 : taxPaise,
    };
  });
  return { intraState, lines: taxed, totals: sumTaxLines(taxed) };
}

export function sumTaxLines(lines: TaxTotals[]): TaxTotals {
  const totals: TaxTotals = {
    amountPaise: 0,
    taxablePaise: 0,
    taxPaise: 0,
    cgstPaise: 0,
    sgstPaise: 0,
    igstPaise: 0,
  };
  for (const line of lines) {
    totals.amountPaise += line.amountPaise;
    totals.taxablePaise += line.taxablePaise;
    totals.taxPaise += line.taxPaise;
    totals.cgstPaise += line.cgstPaise;
    totals.sgstPaise += line.sgstPaise;
    totals.igstPaise += line.igstPaise;
  }
  return totals;
}

// ─── What a discounted line paid (issue 40) ─────────────────────────────────────────────────────

/**
 * What an order line paid, tax included: its unit price × quantity less what the order's offers
 * took off it. Its GST is worked back from this, and refunds and credit notes give back this.
 */
export function linePaidPaise(line: {
  unitPricePaise: number;
  quantity: number;
  discountPaise?: number | null;
}): number {
  return line.unitPricePaise * line.quantity - (line.discountPaise ?? 0);
}

/**
 * What `units` pieces of a line paid, `before` of its pieces being given back already: the
 * line's paid value shared per piece (paid / quantity, rounded down to the paisa), the last piece
 * taking the remainder, so all the pieces of a line give back exactly what it paid, never more.
 */
export function unitsPaidPaise(
  paidPaise: number,
  quantity: number,
  units: number,
  before = 0,
): number {
  if (units <= 0 || quantity <= 0) return 0;
  const each = Math.floor(paidPaise / quantity);
  return before + units >= quantity ? Math.max(0, paidPaise - each * before) : each * units;
}

// ─── Amounts in words ──────────────────────────────────────────────────────────────────────────

const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  return n % 10 ? `${TENS[Math.floor(n / 10)]} ${ONES[n % 10]}` : TENS[Math.floor(n / 10)]!;
}

/** A whole number in words with Indian grouping: crore, lakh, thousand, hundred. */
export function numberInIndianWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Not a whole number: ${n}`);
  if (n === 0) return 'Zero';
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  let rest = n % 10_000_000;
  // Past 99 crore, the crores are themselves counted in lakhs and thousands: "One Hundred Crore".
  if (crore) parts.push(`${numberInIndianWords(crore)} Crore`);
  for (const [size, name] of [
    [100_000, 'Lakh'],
    [1_000, 'Thousand'],
    [100, 'Hundred'],
  ] as const) {
    const count = Math.floor(rest / size);
    if (count) parts.push(`${belowHundred(count)} ${name}`);
    rest %= size;
  }
  if (rest) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/** "Rupees One Lakh Twenty Thousand and Fifty Paise Only", as an invoice writes its total. */
export function rupeesInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`Not whole paise: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const paiseWords = `${belowHundred(rest)} ${rest === 1 ? 'Paisa' : 'Paise'}`;
  if (rupees === 0 && rest > 0) return `${paiseWords} Only`;
  const words = `Rupees ${numberInIndianWords(rupees)}`;
  return rest ? `${words} and ${paiseWords} Only` : `${words} Only`;
}

// ─── The price breakup a shopper sees ──────────────────────────────────────────────────────────

export interface PriceBreakupPaise {
  /** The items at the prices paid, tax included. */
  itemsPaise: number;
  /** Delivery: free (0) for every order today. */
  deliveryPaise: number;
  /** The GST inside the total; null when a line's rate is not known. */
  gstIncludedPaise: number | null;
  /** The cash-on-delivery fee, GST (COD_FEE_GST_RATE) included; 0 when none. */
  codFeePaise: number;
  totalPaise: number;
}

/** What the invoice calls the shipping charge, and its SAC: 996812, courier services. */
export const SHIPPING_LABEL = 'Shipping';
export const SHIPPING_SAC = '996812';

/**
 * The GST rate of an order's shipping charge: the highest among its goods (a composite supply
 * whose principal supply is the goods; decision 0032). Null when a line has no rate.
 */
export function shippingGstRate(lines: { ratePercent: number | null }[]): number | null {
  let highest = 0;
  for (const line of lines) {
    if (line.ratePercent === null) return null;
    highest = Math.max(highest, line.ratePercent);
  }
  return highest;
}

/**
 * Items, delivery, the GST they include, and the total: at checkout (from the products' rates)
 * and on the order (from the rates its lines were sold at). A shop without a GSTIN charges no
 * GST: pass `registered: false` and the GST included is 0.
 */
export function priceBreakup(
  lines: { amountPaise: number; ratePercent: number | null }[],
  {
    registered = true,
    deliveryPaise = 0,
    codFeePaise = 0,
  }: { registered?: boolean; deliveryPaise?: number; codFeePaise?: number } = {},
): PriceBreakupPaise {
  const itemsPaise = lines.reduce((sum, line) => sum + line.amountPaise, 0);
  let gstIncludedPaise: number | null = 0;
  if (registered) {
    const fee = { amountPaise: codFeePaise, ratePercent: COD_FEE_GST_RATE };
    // Delivery is taxed as the goods it carries, at their highest rate (decision 0032).
    const delivery = { amountPaise: deliveryPaise, ratePercent: shippingGstRate(lines) };
    for (const line of [...lines, fee, ...(deliveryPaise > 0 ? [delivery] : [])]) {
      if (line.ratePercent === null) {
        gstIncludedPaise = null;
        break;
      }
      gstIncludedPaise += line.amountPaise - taxableValuePaise(line.amountPaise, line.ratePercent);
    }
  }
  return {
    itemsPaise,
    deliveryPaise,
    gstIncludedPaise,
    codFeePaise,
    totalPaise: itemsPaise + deliveryPaise + codFeePaise,
  };
}

// ─── Invoice numbers ───────────────────────────────────────────────────────────────────────────

/** IST is UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = 330 * 60 * 1000;
/** GST's longest invoice number (CGST Rules, rule 46(b)). */
export const INVOICE_NUMBER_MAX_LENGTH = 16;

/** The financial year (April to March, in IST) a moment falls in: "2026-27". */
export function financialYearOf(moment: Date): string {
  const ist = new Date(moment.getTime() + IST_OFFSET_MS);
  const start = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * "CK/26-27/00001": the prefix, the year and the serial, zero-padded to 5 digits and longer past
 * 99,999. Null when it would pass GST's 16 characters.
 */
export function invoiceNumber(prefix: string, financialYear: string, seq: number): string | null {
  const number = `${prefix}/${financialYear.slice(2)}/${String(seq).padStart(5, '0')}`;
  return number.length <= INVOICE_NUMBER_MAX_LENGTH ? number : null;
}

/**
 * A credit note's number, its own series beside the invoices' (decision 0030): "CK/26-27/C0001",
 * the invoice prefix, the year and the serial marked "C", zero-padded to 4 digits and longer past
 * 9,999. Every prefix the settings allow (1-4 characters) fits 16 characters up to 9,999; null
 * when the serial would pass them.
 */
export function creditNoteNumber(
  prefix: string,
  financialYear: string,
  seq: number,
): string | null {
  const number = `${prefix}/${financialYear.slice(2)}/C${String(seq).padStart(4, '0')}`;
  return number.length <= INVOICE_NUMBER_MAX_LENGTH ? number : null;
}

/** "CK/26-27/00001" → "CK-26-27-00001.pdf": the invoice's PDF is named by its number. */
export function invoiceFileName(number: string): string {
  return `${number.replace(/\//g, '-')}.pdf`;
}
