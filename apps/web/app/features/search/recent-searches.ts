import { normaliseQuery } from './search-url';

/** The shopper's last searches, newest first, kept in this browser only. */
export const RECENT_SEARCHES_KEY = 'recent-searches';
export const MAX_RECENT_SEARCHES = 5;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage switched off
  }
}

/** The stored list, read defensively: anything that is not a list of texts reads as empty. */
export function readRecentSearches(): string[] {
  try {
    const stored: unknown = JSON.parse(storage()?.getItem(RECENT_SEARCHES_KEY) ?? '[]');
    if (!Array.isArray(stored)) return [];
    return stored
      .filter((item): item is string => typeof item === 'string' && item.trim() !== '')
      .slice(0, MAX_RECENT_SEARCHES);
  } catch {
    return [];
  }
}

/** Puts a search first, once (whatever its case), keeping the newest few. */
export function rememberSearch(text: string): void {
  const q = normaliseQuery(text);
  if (!q) return;
  const others = readRecentSearches().filter((item) => item.toLowerCase() !== q.toLowerCase());
  try {
    storage()?.setItem(
      RECENT_SEARCHES_KEY,
      JSON.stringify([q, ...others].slice(0, MAX_RECENT_SEARCHES)),
    );
  } catch {
    // A full or refused storage only forgets.
  }
}

export function clearRecentSearches(): void {
  try {
    storage()?.removeItem(RECENT_SEARCHES_KEY);
  } catch {
    // Nothing to clear.
  }
}
