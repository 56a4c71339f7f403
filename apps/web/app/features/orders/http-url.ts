/**
 * `value` when it is an http or https URL; null for anything else (a `javascript:` or `data:` URL
 * must never become a link). A browser reads a link starting "http(s)://" with that scheme only.
 */
export function httpUrl(value: unknown): string | null {
  const url = typeof value === 'string' ? value.trim() : '';
  return /^https?:\/\/[^\s/]/i.test(url) ? url : null;
}
