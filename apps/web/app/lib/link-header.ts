/**
 * The target of the Link header's rel="next" (RFC 8288), as the API wrote it, or null when there
 * is none (the last page).
 */
export function nextLink(header: string | null): string | null {
  if (!header) return null;
  for (const [, target, params] of header.matchAll(/<([^>]*)>([^,]*)/g)) {
    const rel = /;\s*rel\s*=\s*(?:"([^"]*)"|([^\s;]+))/i.exec(params ?? '');
    const relations = (rel?.[1] ?? rel?.[2] ?? '').toLowerCase().split(/\s+/);
    if (relations.includes('next')) return target ?? null;
  }
  return null;
}

/** A query parameter of a link, which may be relative ("/api/v1/orders?before=…"). */
export function linkParam(link: string, name: string): string | null {
  return new URL(link, 'https://link.invalid').searchParams.get(name);
}
