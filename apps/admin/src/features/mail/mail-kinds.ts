/** What each kind of e-mail is, in the shop's words. */
const KIND_LABELS: Record<string, string> = {
  welcome: 'Welcome',
  order_placed: 'Order placed',
  payment_received: 'Payment received',
  order_shipped: 'Shipped',
  order_delivered: 'Delivered',
  order_cancelled: 'Cancelled',
  password_reset: 'Password reset',
  password_changed: 'Password changed',
  grievance_received: 'Complaint received',
  grievance_acknowledged: 'Complaint acknowledged',
  grievance_resolved: 'Complaint answered',
  contact_reply: 'Answer to a message',
  newsletter_subscribed: 'Newsletter sign-up',
  staff_invite: 'Staff invitation',
  staff_order_placed: 'Staff: new order',
  staff_upi_to_confirm: 'Staff: UPI payment to confirm',
  staff_grievance_filed: 'Staff: new grievance',
  staff_contact_message: 'Staff: contact message',
  staff_low_stock: 'Staff: low stock',
  staff_return_requested: 'Staff: return request',
};

/** "order_shipped" → "Shipped"; a kind this app does not know yet reads "Some new kind". */
export function mailKindLabel(kind: string): string {
  const known = KIND_LABELS[kind];
  if (known) return known;
  const words = kind.replace(/[._]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
