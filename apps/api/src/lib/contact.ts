import { normaliseIndianMobile } from '@storefront/contract';

/**
 * Whether `given` is the record's e-mail address (any case) or its phone (digits compared, +91
 * optional): how a shopper proves an order or a grievance is theirs. A record without an e-mail
 * or a phone matches nothing by it.
 */
export function contactMatches(
  record: { email: string | null; phone: string | null },
  given: string,
): boolean {
  const contact = given.trim();
  if (contact.includes('@')) {
    return record.email !== null && contact.toLowerCase() === record.email.toLowerCase();
  }
  const phone = normaliseIndianMobile(contact);
  return phone !== null && phone === record.phone;
}
