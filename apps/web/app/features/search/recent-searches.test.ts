import { afterEach, describe, expect, it } from 'vitest';
import {
  clearRecentSearches,
  MAX_RECENT_SEARCHES,
  readRecentSearches,
  RECENT_SEARCHES_KEY,
  rememberSearch,
} from './recent-searches';

afterEach(() => localStorage.clear());

describe('recent searches', () => {
  it('keeps the newest first, once whatever the case, and at most five', () => {
    for (const text of ['tv stand', 'kurta', 'remote', 'hdmi cable', 'firestick', 'wall mount']) {
      rememberSearch(text);
    }
    expect(MAX_RECENT_SEARCHES).toBe(5);
    expect(readRecentSearches()).toEqual([
      'wall mount',
      'firestick',
      'hdmi cable',
      'remote',
      'kurta',
    ]);
    rememberSearch('  HDMI   Cable ');
    expect(readRecentSearches()).toEqual([
      'HDMI Cable',
      'wall mount',
      'firestick',
      'remote',
      'kurta',
    ]);
  });

  it('ignores an empty search', () => {
    rememberSearch('   ');
    expect(readRecentSearches()).toEqual([]);
  });

  it('reads anything else stored under its key as empty, and clears', () => {
    localStorage.setItem(RECENT_SEARCHES_KEY, '{not json');
    expect(readRecentSearches()).toEqual([]);
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify({ q: 'tv' }));
    expect(readRecentSearches()).toEqual([]);
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['tv', 7, '', null, 'kurta']));
    expect(readRecentSearches()).toEqual(['tv', 'kurta']);
    clearRecentSearches();
    expect(localStorage.getItem(RECENT_SEARCHES_KEY)).toBeNull();
  });
});
