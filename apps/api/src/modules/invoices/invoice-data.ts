/**
 * A tax invoice as issued (CGST Rules, rule 46), kept whole in invoices.data: amounts in integer
 * paise, names and addresses as they were that day. The PDF and the exports read only this.
 */
export interface InvoiceData {
  number: string;
  /** "2026-27". */
  financialYear: string;
  /** ISO 8601, UTC. */
  issuedAt: string;
  orderId: string;
  /** When the order was placed (ISO 8601, UTC). */
  orderedAt: string;
  supplier: {
    legalName: string;
    /** The shop's trading name, when it differs from the legal name. */
    tradeName: string;
    address: string;
    gstin: string;
    state: { code: string; name: string };
    email: string;
    phone: string;
  };
  buyer: {
    name: string;
    /** The order's one address serves as billing and delivery address. */
    address: string;
    city: string;
    postalCode: string;
    phone: string;
    state: { code: string; name: string };
  };
  /** The delivery state: CGST + SGST when it is the supplier's, IGST otherwise. */
  placeOfSupply: { code: string; name: string };
  intraState: boolean;
  /** Always false: sales to consumers. Printed as "Tax is not payable on reverse charge". */
  reverseCharge: false;
  lines: InvoiceLine[];
  totals: {
    quantity: number;
    amountPaise: number;
    taxablePaise: number;
    cgstPaise: number;
    sgstPaise: number;
    igstPaise: number;
    taxPaise: number;
  };
  /** "Rupees One Lakh Twenty Thousand and Fifty Paise Only". */
  amountInWords: string;
}

export interface InvoiceLine {
  /** The product's title, with its size and colour. */
  description: string;
  hsn: string;
  quantity: number;
  /** UQC: "NOS" (numbers) or "PRS" (pairs). */
  unit: string;
  /** Tax-inclusive, as the shopper paid it. */
  unitPricePaise: number;
  ratePercent: number;
  amountPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}
