import { POLICY_SANITIZE_OPTIONS } from '@storefront/contract';
import sanitizeHtml from 'sanitize-html';

/** Store-supplied policy HTML, sanitised again as the page renders it (the API did on save). */
export function sanitizePolicyHtml(html: string): string {
  return sanitizeHtml(html, POLICY_SANITIZE_OPTIONS);
}
