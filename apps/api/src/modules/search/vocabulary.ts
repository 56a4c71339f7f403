/**
 * A store's catalogue words in memory (decision 0016): what a search asks of the vocabulary
 * before it ranks — is a word the catalogue's, which words does it begin, which are closest to
 * it — answered in the API process, so that a search is one statement. Closeness is pg_trgm's
 * own measure (trigrams in common over trigrams in all), so the answers are those of the
 * vocabulary's statement in the database (`search_query_words`), which still serves any text
 * this module cannot split as PostgreSQL would (plainWords).
 */

/** A catalogue or synonym word close to a typed one, with pg_trgm's similarity. */
export interface Close {
  word: string;
  score: number;
}

export interface TrigramIndex {
  /**
   * The `max` words most similar to `word` (most similar first, then in code point order);
   * words with no trigram in common are left out (their similarity is 0).
   */
  nearest(word: string, max: number): Close[];
}

export interface Vocabulary extends TrigramIndex {
  /** How many words the store's products have. */
  size: number;
  /** Some product of the store has this word. */
  has(word: string): boolean;
  /** The catalogue words `prefix` begins (itself among them), the shortest first, at most `max`. */
  completions(prefix: string, max: number): string[];
}

/**
 * Only words with a letter and at most this many characters stand in for a typo (the database's
 * trigram index holds only those).
 */
export const TYPO_WORD_MAX = 40;

/**
 * The words of `text` as PostgreSQL's to_tsvector('simple', …) gives them (lowercased, each once,
 * in the order first typed) when every word of it is plain — ASCII letters and digits between
 * spaces, which its parser takes whole —, or null: a hyphen, a dot, an apostrophe or any other
 * letter, and the database splits the text.
 */
export function plainWords(text: string): string[] | null {
  if (!/^[A-Za-z0-9\s]*$/.test(text)) return null;
  return [...new Set(text.toLowerCase().split(/\s+/).filter(Boolean))];
}

/**
 * pg_trgm's trigrams of a text: each run of letters and digits, lowercased and padded with two
 * spaces before and one after, cut into every three characters in a row; each once.
 */
export function trigrams(text: string): Set<string> {
  const found = new Set<string>();
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    const chars = [' ', ' ', ...word, ' '];
    for (let i = 0; i + 3 <= chars.length; i++)
      found.add(chars[i]! + chars[i + 1]! + chars[i + 2]!);
  }
  return found;
}

/**
 * trigrams() as keys of the trigram index, each once: a trigram of three ASCII characters as a
 * number (a Map finds numbers far faster than new strings), any other as itself. A catalogue word
 * of lowercase ASCII letters and digits (the common case) is one run, cut without a regular
 * expression.
 */
function trigramKeys(word: string): (number | string)[] {
  const keys: (number | string)[] = [];
  const add = (key: number | string) => {
    if (!keys.includes(key)) keys.push(key);
  };
  if (/^[a-z0-9]+$/.test(word)) {
    let previous = 32 * 128 + 32;
    for (let i = 0; i <= word.length; i++) {
      const code = i < word.length ? word.charCodeAt(i) : 32;
      add((previous << 7) | code);
      previous = ((previous << 7) | code) & 0x3fff;
    }
    return keys;
  }
  for (const trigram of trigrams(word)) {
    const codes = [...trigram].map((char) => char.codePointAt(0)!);
    add(
      codes.every((code) => code < 128)
        ? (codes[0]! << 14) | (codes[1]! << 7) | codes[2]!
        : trigram,
    );
  }
  return keys;
}

/** pg_trgm's similarity(a, b). */
export function similarity(a: string, b: string): number {
  const first = trigrams(a);
  const second = trigrams(b);
  let shared = 0;
  for (const trigram of first) if (second.has(trigram)) shared++;
  const all = first.size + second.size - shared;
  return all === 0 ? 0 : shared / all;
}

/**
 * PostgreSQL's `collate "C"` order: by code point (as UTF-8 bytes). JavaScript's own compares
 * UTF-16 units, which puts U+10000 and above (surrogate pairs) before U+E000–U+FFFF.
 */
export function byCodePoint(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    if (x >= 0xd800 && y >= 0xd800) return codePointRank(x) - codePointRank(y);
    return x - y;
  }
  return a.length - b.length;
}

/** A UTF-16 unit from U+D800 up, ranked as the code points it begins: surrogates last. */
function codePointRank(unit: number): number {
  return unit >= 0xe000 ? unit - 0x800 : unit + 0x2000;
}

/** Similar first, then in code point order. */
export function closestFirst(a: Close, b: Close): number {
  return b.score - a.score || byCodePoint(a.word, b.word);
}

/** The words by their trigrams: nearest() counts each word's trigrams in common once. */
export function trigramIndex(words: Iterable<string>): TrigramIndex {
  const list = [...new Set(words)];
  const byTrigram = new Map<number | string, number[]>();
  const sizes = new Uint16Array(list.length);
  for (let index = 0; index < list.length; index++) {
    const own = trigramKeys(list[index]!);
    sizes[index] = own.length;
    for (const trigram of own) {
      const holders = byTrigram.get(trigram);
      if (holders) holders.push(index);
      else byTrigram.set(trigram, [index]);
    }
  }
  // Trigrams in common with the word looked up, per word; zeroed again after each look-up.
  const shared = new Uint16Array(list.length);
  return {
    nearest(word, max) {
      const own = trigramKeys(word);
      const touched: number[] = [];
      for (const trigram of own) {
        for (const index of byTrigram.get(trigram) ?? []) {
          if (shared[index] === 0) touched.push(index);
          shared[index]!++;
        }
      }
      const best = new Best<Close>(max, closestFirst);
      for (const index of touched) {
        const common = shared[index]!;
        shared[index] = 0;
        best.offer({ word: list[index]!, score: common / (own.length + sizes[index]! - common) });
      }
      return best.items;
    },
  };
}

/** The store's words (those of its products' postings). */
export function createVocabulary(words: Iterable<string>): Vocabulary {
  const known = new Set(words);
  // In code point order, so the words a prefix begins are one range (as in the prefix index).
  // Without surrogate pairs, JavaScript's own order is that order, and far faster.
  const sorted = [...known];
  const astral = sorted.some((word) => /[\uD800-\uDFFF]/.test(word));
  if (astral) sorted.sort(byCodePoint);
  else sorted.sort();
  /** Each word's length in characters (PostgreSQL's length()). */
  const length = (word: string) => (astral ? [...word].length : word.length);
  // Built on the first typo: most searches never need it.
  let typos: TrigramIndex | undefined;
  const typoIndex = () =>
    (typos ??= trigramIndex(
      sorted.filter((word) => length(word) <= TYPO_WORD_MAX && /\p{L}/u.test(word)),
    ));
  const shortestFirst = (a: string, b: string) => length(a) - length(b) || byCodePoint(a, b);

  /** The first word not before `word`. */
  function lowerBound(word: string): number {
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (byCodePoint(sorted[middle]!, word) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  return {
    size: sorted.length,
    has: (word) => known.has(word),
    completions(prefix, max) {
      const best = new Best<string>(max, shortestFirst);
      for (let i = lowerBound(prefix); i < sorted.length; i++) {
        if (!sorted[i]!.startsWith(prefix)) break;
        best.offer(sorted[i]!);
      }
      return best.items;
    },
    nearest: (word, max) => typoIndex().nearest(word, max),
  };
}

/** The first `max` items offered, in `order`. */
class Best<T> {
  readonly items: T[] = [];
  constructor(
    private readonly max: number,
    private readonly order: (a: T, b: T) => number,
  ) {}

  offer(item: T): void {
    const { items, max, order } = this;
    if (max <= 0 || (items.length === max && order(item, items[max - 1]!) >= 0)) return;
    let index = items.length;
    while (index > 0 && order(item, items[index - 1]!) < 0) index--;
    items.splice(index, 0, item);
    if (items.length > max) items.pop();
  }
}
