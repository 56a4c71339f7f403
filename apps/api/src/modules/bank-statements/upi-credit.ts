import { ORDER_ID_LENGTH, normaliseOrderId } from '@storefront/contract';
import type { StatementCredit } from './read-statement';

/** A credit of the statement that came by UPI, with what its narration tells. */
export interface UpiCredit extends StatementCredit {
  /** The transfer's UTR (RRN): 12 digits; null when the bank's row shows none. */
  utr: string | null;
  /**
   * What in the narration can be one of our order ids (10 characters of Crockford base32),
   * normalised, those after the word ORDER first: the shopper's UPI app carries our link's
   * `tr` and `tn` ("Order AB12CD34EF") into the payee bank's narration.
   */
  orderIds: string[];
}

const ORDER_ID = new RegExp(`^[0-9A-HJKMNP-TV-Z]{${ORDER_ID_LENGTH}}$`);
const UTR = /^\d{12}$/;

/**
 * The credit as a UPI transfer, or null when it is not one (NEFT, IMPS, cash, interest...). The
 * banks write a UPI credit's narration in their own ways, all with the word UPI and the UTR:
 *
 * - HDFC: `UPI-RAHUL SHARMA-rahul@okaxis-UTIB0000123-612345678901-Order AB12CD34EF`
 * - ICICI: `UPI/612345678901/Order AB12CD34EF/rahul@okaxis/Axis Bank`
 * - SBI: `BY TRANSFER-UPI/CR/612345678901/RAHUL SH/UTIB/rahul@okaxis/Order AB12C--`
 * - Axis: `UPI/P2A/612345678901/RAHUL SHARMA/Order AB12CD34EF/HDFC BANK`
 *
 * The UTR is the first 12-digit number of the narration (it comes before anything the payer
 * typed), else the reference column's (HDFC writes it there zero-padded to 16 digits).
 */
export function asUpiCredit(credit: StatementCredit): UpiCredit | null {
  const tokens = credit.narration.split(/[^A-Za-z0-9]+/).filter(Boolean);
  if (!tokens.some((token) => token.toUpperCase() === 'UPI')) return null;
  return { ...credit, utr: utrOf(tokens, credit.reference), orderIds: orderIdsOf(tokens) };
}

function utrOf(tokens: string[], reference: string | null): string | null {
  const inNarration = tokens.find((token) => UTR.test(token));
  if (inNarration) return inNarration;
  const digits = reference?.replace(/\D/g, '') ?? '';
  if (UTR.test(digits)) return digits;
  if (/^0+\d{12}$/.test(digits)) return digits.slice(-12);
  return null;
}

function orderIdsOf(tokens: string[]): string[] {
  const named: string[] = [];
  const others: string[] = [];
  tokens.forEach((token, index) => {
    const upper = token.toUpperCase();
    // "ORDERAB12CD34EF": a bank that drops the spaces of the payment note.
    const glued = upper.startsWith('ORDER') && upper.length === 5 + ORDER_ID_LENGTH;
    const candidate = normaliseOrderId(glued ? upper.slice(5) : upper);
    if (!ORDER_ID.test(candidate)) return;
    const afterOrder = glued || tokens[index - 1]?.toUpperCase() === 'ORDER';
    (afterOrder ? named : others).push(candidate);
  });
  return [...new Set([...named, ...others])];
}
