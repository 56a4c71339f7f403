import { randomBytes } from 'node:crypto';
import {
  GRIEVANCE_TICKET_LENGTH,
  GRIEVANCE_TICKET_PREFIX,
  ORDER_ID_ALPHABET,
} from '@storefront/contract';

/**
 * A new ticket: "GRV-" and 8 characters of Crockford base32 (40 random bits), drawn as order ids
 * are (every character equally likely). A look-up also needs the contact details and its misses
 * are limited per IP, so 40 bits cannot be found by trying.
 */
export function newGrievanceTicket(): string {
  const code = Array.from(
    randomBytes(GRIEVANCE_TICKET_LENGTH),
    (byte) => ORDER_ID_ALPHABET[byte % 32],
  ).join('');
  return `${GRIEVANCE_TICKET_PREFIX}${code}`;
}
