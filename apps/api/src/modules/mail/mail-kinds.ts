/**
 * The e-mails the shop sends and what each carries. An outbox row stores one MailMessage
 * (kind + data) with the event that causes it; the worker renders it when it first sends it.
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

/** The store as its e-mails show it: from the store record, read when the mail is rendered. */
export interface MailStore {
  name: string;
  /** An http(s) URL of the logo, or null (the name is shown instead). */
  logoUrl: string | null;
  companyName: string;
  address: string;
  email: string;
  phone: string;
  /** Where the shop's pages are ("https://shop.example.in"), without a trailing slash. */
  webOrigin: string;
  /** Where the back office is ("https://api.shop.example.in/admin"), for staff mails' links. */
  adminUrl: string;
  /** Where the API is ("https://api.shop.example.in/api/v1"), for one-click unsubscribe. */
  apiUrl: string;
}

export interface MailOrderLine {
  title: string;
  size: string | null;
  color: string | null;
  quantity: number;
  unitPricePaise: number;
}

/** The order an order e-mail is about, as it is when the mail is rendered. */
export interface MailOrder {
  id: string;
  /** ORDER_STATUS of the contract (0 Pending … 4 Cancelled). */
  status: number;
  /** How the shopper chose to pay (a PaymentMethod of the contract); null before choosing. */
  paymentMethod: string | null;
  /** The latest card or netbanking attempt came back failed (and none succeeded since). */
  paymentFailed: boolean;
  /** The order's tax invoice number once issued (the shipped mail carries its PDF). */
  invoiceNumber: string | null;
  createdAt: Date;
  lines: MailOrderLine[];
  totalPaise: number;
  shippingMethod: string;
  shippingAddress: {
    fullName: string;
    phone: string;
    address: string;
    city: string;
    state: string;
    postalCode: string;
  };
}

export interface MailRenderInput {
  message: MailMessage;
  store: MailStore;
  /** The order an order_placed, staff_order_placed or order_shipped mail lists; null for the others. */
  order: MailOrder | null;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}
