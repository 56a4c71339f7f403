import type { MailMessage } from '../../db/stored-shapes';

export type { MailKind, MailMessage } from '../../db/stored-shapes';

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
  /** The cash-on-delivery fee in the total (decision 0029); 0 when none was added. */
  codFeePaise?: number;
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
