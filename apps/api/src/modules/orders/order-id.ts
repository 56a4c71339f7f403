import { randomBytes } from 'node:crypto';
import { ORDER_ID_ALPHABET, ORDER_ID_LENGTH } from '@storefront/contract';

/**
 * A new order id: 10 characters of Crockford base32 (50 random bits). Each random byte picks
 * one of the 32 characters; 256 is a multiple of 32, so every character is equally likely.
 */
export function newOrderId(): string {
  return Array.from(randomBytes(ORDER_ID_LENGTH), (byte) => ORDER_ID_ALPHABET[byte % 32]).join('');
}
