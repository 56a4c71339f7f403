import { render, toPlainText } from '@react-email/components';
import type { MailRenderInput, MailStore, RenderedMail } from './mail-kinds';
import { linkableUrl } from './templates/format';
import { grievanceAcknowledgedMail } from './templates/grievance-acknowledged';
import { grievanceReceivedMail } from './templates/grievance-received';
import { grievanceResolvedMail } from './templates/grievance-resolved';
import { contactReplyMail } from './templates/contact-reply';
import { newsletterSubscribedMail } from './templates/newsletter-subscribed';
import { staffContactMessageMail } from './templates/staff-contact-message';
import { staffGrievanceFiledMail } from './templates/staff-grievance-filed';
import { staffInviteMail } from './templates/staff-invite';
import { staffLowStockMail } from './templates/staff-low-stock';
import { staffOrderPlacedMail } from './templates/staff-order-placed';
import { staffReturnRequestedMail } from './templates/staff-return-requested';
import { staffUpiToConfirmMail } from './templates/staff-upi-to-confirm';
import type { ComposedMail } from './templates/layout';
import { orderCancelledMail } from './templates/order-cancelled';
import { orderDeliveredMail } from './templates/order-delivered';
import { orderPlacedMail } from './templates/order-placed';
import { orderShippedMail } from './templates/order-shipped';
import { passwordChangedMail } from './templates/password-changed';
import { passwordResetMail } from './templates/password-reset';
import { paymentReceivedMail } from './templates/payment-received';
import { refundProcessedMail } from './templates/refund-processed';
import { returnUpdateMail } from './templates/return-update';
import { shipmentUpdateMail } from './templates/shipment-update';
import { welcomeMail } from './templates/welcome';

/**
 * Renders one outbox message into the subject, HTML and plain-text parts of its e-mail.
 * Throws when the store's webOrigin is not an http(s) URL (every link would be broken) or when
 * an order_placed or order_shipped message comes without its order.
 */
export async function renderMail(input: MailRenderInput): Promise<RenderedMail> {
  const { subject, element } = compose(input);
  const html = await render(element);
  // The text part comes from the same HTML, so both always say the same.
  const text = toPlainText(html, {
    selectors: [
      // Headings as written (the default shouts them in capitals, names included).
      ...['h1', 'h2'].map((selector) => ({ selector, options: { uppercase: false } })),
      // An e-mail address or phone number reads as itself, without "mailto:" or "tel:" after it.
      { selector: 'a[href^="mailto:"]', format: 'anchor', options: { ignoreHref: true } },
      { selector: 'a[href^="tel:"]', format: 'anchor', options: { ignoreHref: true } },
    ],
  });
  return { subject: oneLine(subject), html, text };
}

function compose({ message, store: rawStore, order }: MailRenderInput): ComposedMail {
  const store = checkedStore(rawStore);
  switch (message.kind) {
    case 'welcome':
      return welcomeMail(store, message.data);
    case 'order_placed':
      if (!order)
        throw new Error(`order_placed mail of order ${message.data.orderId} has no order`);
      return orderPlacedMail(store, order);
    case 'payment_received':
      return paymentReceivedMail(store, message.data);
    case 'order_shipped':
      if (!order)
        throw new Error(`order_shipped mail of order ${message.data.orderId} has no order`);
      return orderShippedMail(store, message.data, order);
    case 'order_delivered':
      return orderDeliveredMail(store, message.data);
    case 'refund_processed':
      return refundProcessedMail(store, message.data);
    case 'order_cancelled':
      return orderCancelledMail(store, message.data);
    case 'return_update':
      return returnUpdateMail(store, message.data);
    case 'shipment_update':
      return shipmentUpdateMail(store, message.data);
    case 'password_reset':
      return passwordResetMail(store, message.data);
    case 'password_changed':
      return passwordChangedMail(store, message.data);
    case 'grievance_received':
      return grievanceReceivedMail(store, message.data);
    case 'grievance_acknowledged':
      return grievanceAcknowledgedMail(store, message.data);
    case 'grievance_resolved':
      return grievanceResolvedMail(store, message.data);
    case 'contact_reply':
      return contactReplyMail(store, message.data);
    case 'newsletter_subscribed':
      return newsletterSubscribedMail(store, message.data);
    case 'staff_invite':
      return staffInviteMail(store, message.data);
    case 'staff_order_placed':
      if (!order) {
        throw new Error(`staff_order_placed mail of order ${message.data.orderId} has no order`);
      }
      return staffOrderPlacedMail(store, order);
    case 'staff_upi_to_confirm':
      return staffUpiToConfirmMail(store, message.data);
    case 'staff_grievance_filed':
      return staffGrievanceFiledMail(store, message.data);
    case 'staff_contact_message':
      return staffContactMessageMail(store, message.data);
    case 'staff_low_stock':
      return staffLowStockMail(store, message.data);
    case 'staff_return_requested':
      return staffReturnRequestedMail(store, message.data);
  }
}

/** Every link is built on webOrigin: refuse one that is not http(s) rather than send bad links. */
function checkedStore(store: MailStore): MailStore {
  const origin = linkableUrl(store.webOrigin);
  if (!origin)
    throw new Error('The store webOrigin is not an http(s) URL; mails cannot link to it');
  const adminUrl = linkableUrl(store.adminUrl);
  const apiUrl = linkableUrl(store.apiUrl);
  if (!adminUrl || !apiUrl) {
    throw new Error('The back office or API URL is not an http(s) URL; mails cannot link to it');
  }
  return {
    ...store,
    webOrigin: origin.replace(/\/+$/, ''),
    adminUrl: adminUrl.replace(/\/+$/, ''),
    apiUrl: apiUrl.replace(/\/+$/, ''),
  };
}

/** A subject is a single header line: no line breaks or other control characters. */
function oneLine(subject: string): string {
  // eslint-disable-next-line no-control-regex
  return subject.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
}
