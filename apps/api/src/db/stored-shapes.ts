// The shapes of the JSON and the kinds the schema's columns store (jsonb and text columns typed
// with $type): here, not in the modules that read and write them, because db/ imports no module.

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
  /** Tax-inclusive: the price the line was sold at, before the order's offers (issue 40). */
  unitPricePaise: number;
  ratePercent: number;
  /**
   * What the order's offers took off the line (tax-inclusive paise; issue 40): the line's gross
   * amount is amountPaise + discountPaise. Absent on invoices issued before offers: 0.
   */
  discountPaise?: number;
  /** What the shopper paid for the line, discount taken off: its GST is worked back from it. */
  amountPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/**
 * The e-mails the shop sends and what each carries. An outbox row stores one MailMessage
 * (kind + data) with the event that causes it; the mail job renders it when it first sends it.
 */
export type MailMessage =
  | { kind: 'welcome'; data: { firstName: string } }
  | { kind: 'order_placed'; data: { orderId: string } }
  | {
      kind: 'payment_received';
      data: {
        orderId: string;
        /** A PaymentMethod of the contract ('cod': cash collected on delivery). */
        method: string;
        amountPaise: number;
        /** The UPI transaction reference (UTR) or the gateway's payment id, when known. */
        reference: string | null;
      };
    }
  | {
      kind: 'order_shipped';
      data: {
        orderId: string;
        carrier: string | null;
        trackingNumber: string | null;
        /** An http(s) URL, or null. */
        trackingUrl: string | null;
      };
    }
  | { kind: 'order_delivered'; data: { orderId: string } }
  | {
      /** The courier's scan the shopper should hear of: out for delivery, an attempt failed. */
      kind: 'shipment_update';
      data: {
        orderId: string;
        status: 'out_for_delivery' | 'undelivered';
        carrier: string;
        trackingNumber: string;
        trackingUrl: string | null;
      };
    }
  | {
      kind: 'refund_processed';
      data: {
        orderId: string;
        amountPaise: number;
        /** The payment's method (a PaymentMethod of the contract): where the money went back. */
        method: string;
        /** The gateway's refund id, or the reference of the shop's own transfer. */
        reference: string | null;
        /** The GST credit note the refund came with (absent on rows written before them). */
        creditNote?: string | null;
      };
    }
  | {
      /** A step of a return or exchange the shopper asked for (issue 38). */
      kind: 'return_update';
      data: {
        orderId: string;
        returnId: number;
        step: 'approved' | 'rejected' | 'pickup' | 'received' | 'refunded' | 'exchanged';
        /** Staff's reason for a rejection. */
        reason: string | null;
        /** The refund's amount (refunded). */
        amountPaise?: number;
        /** The pickup's carrier and tracking number (pickup). */
        carrier?: string;
        trackingNumber?: string;
        trackingUrl?: string | null;
        /** The order that ships the exchange (exchanged). */
        exchangeOrderId?: string;
      };
    }
  | {
      kind: 'order_cancelled';
      data: {
        orderId: string;
        reason: string | null;
        /** An online payment was received: the shop owes a refund (or has made it). */
        refundDue: boolean;
        /**
         * A UPI or card payment was started and never confirmed: the shop cannot know whether
         * money left the shopper's account (a UPI transfer reports to nobody). Absent on rows
         * written before it existed.
         */
        paymentUnconfirmed?: boolean;
      };
    }
  | {
      kind: 'password_reset';
      data: {
        firstName: string;
        /** The one-time token of the link (only its hash is kept with the account). */
        token: string;
        /** ISO time the link stops working. */
        expiresAt: string;
      };
    }
  | {
      kind: 'password_changed';
      data: {
        firstName: string;
        /** ISO time of the change. */
        changedAt: string;
        /** Through a reset link, or from the account page with the current password. */
        how: 'reset' | 'change';
      };
    }
  | {
      /** Sent when a grievance is filed with an e-mail address: its ticket and deadlines. */
      kind: 'grievance_received';
      data: {
        ticket: string;
        name: string;
        /** ISO times: when it was received, and its two deadlines. */
        receivedAt: string;
        acknowledgeBy: string;
        resolveBy: string;
      };
    }
  | {
      /** The grievance officer acknowledged it. */
      kind: 'grievance_acknowledged';
      data: { ticket: string; name: string; resolveBy: string };
    }
  | {
      /** The grievance officer's answer: resolved, or closed without a resolution. */
      kind: 'grievance_resolved';
      data: { ticket: string; name: string; outcome: 'resolved' | 'closed'; resolution: string };
    }
  | {
      /** The shop's answer to a contact message, written in the back office. */
      kind: 'contact_reply';
      data: { name: string; subject: string; body: string };
    }
  | {
      /** A newsletter sign-up: what was agreed to, and the one-click unsubscribe link's token. */
      kind: 'newsletter_subscribed';
      data: { token: string; consentText: string };
    }
  | {
      /** An invitation to the back office; its link holds the one-time token (cleared once sent by SMTP). */
      kind: 'staff_invite';
      data: { inviteUrl: string; role: string; invitedBy: string; expiresAt: string };
    }
  // The staff's notifications (settings: who is told of what).
  | { kind: 'staff_order_placed'; data: { orderId: string } }
  | {
      kind: 'staff_upi_to_confirm';
      data: {
        orderId: string;
        amountPaise: number;
        customerName: string;
        /** ISO time the order is cancelled (its stock given back) unless the payment is confirmed. */
        confirmBy: string;
      };
    }
  | {
      kind: 'staff_grievance_filed';
      data: {
        ticket: string;
        name: string;
        /** The e-mail or phone as typed. */
        contact: string;
        orderRef: string | null;
        acknowledgeBy: string;
        resolveBy: string;
      };
    }
  | {
      kind: 'staff_contact_message';
      data: { messageId: number; name: string; email: string; subject: string; message: string };
    }
  | {
      kind: 'staff_return_requested';
      data: {
        orderId: string;
        returnId: number;
        customerName: string;
        reason: string;
        /** Units asked for, over all lines. */
        units: number;
        exchange: boolean;
      };
    }
  | {
      kind: 'staff_low_stock';
      data: {
        /** The day of the digest in India, YYYY-MM-DD. */
        day: string;
        /** Variants at or under their threshold, the lowest first (at most LOW_STOCK_DIGEST_MAX). */
        variants: {
          productId: string;
          title: string;
          size: string;
          color: string;
          sku: string | null;
          stock: number;
          threshold: number;
        }[];
        /** How many there are in all. */
        total: number;
      };
    };

export type MailKind = MailMessage['kind'];

/**
 * A credit note as issued: the invoice's shape (parties, place of supply, the lines credited with
 * their taxable value and GST worked back as the invoice did, totals, words) and the invoice it
 * corrects.
 */
export interface CreditNoteData extends InvoiceData {
  invoice: { number: string; issuedAt: string };
  reason: string;
  lines: CreditNoteLine[];
}

/**
 * A line credited: the invoice line's figures for the quantity (0 for a reduced value without
 * goods back) and amount credited, and which line of the invoice it credits.
 */
export interface CreditNoteLine extends InvoiceLine {
  /** The line's index in the invoice's lines. */
  invoiceLine: number;
}
