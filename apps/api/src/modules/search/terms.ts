/**
 * From what a shopper typed to the text search queries that find it (decision 0016). The words
 * come from PostgreSQL's own parser (to_tsvector 'simple', as the products' search vectors), with
 * for each whether the catalogue has it and which catalogue words are closest to it; this module
 * adds synonyms, completions and typo candidates, each written as text search query input (the
 * service reads the postings of their words, and checks synonym phrases on the product's search
 * vector with it). Nothing typed reaches a query's syntax: each word is written as a quoted
 * lexeme, so `&|!:*'()` and the like stay plain characters of a word.
 */

/** A word of the query, in order, as the database parsed and looked it up. */
export interface QueryWord {
  word: string;
  /** Some product of the store has this word. */
  known: boolean;
  /** Catalogue and synonym words closest to it by trigram similarity (when it is unknown). */
  similar: string[];
}

/** How a product's word matched a query term; exact words rank above prefixes above typos. */
export type MatchKind = 'exact' | 'prefix' | 'typo';

/** One term of the query (a word, or a phrase of a synonym group) with what may stand for it. */
export interface QueryTerm {
  text: string;
  /** Each as tsquery input, with the words it stands for. */
  alternatives: { query: string; kind: MatchKind; words: string[] }[];
}

export interface SearchQueries {
  terms: QueryTerm[];
}

/** Words shorter than this are not completed as prefixes (except the word being typed). */
const PREFIX_MIN = 3;
/** Only words at least this long are matched to catalogue words when unknown. */
export const TYPO_MIN = 4;
/** The longest phrase of a synonym group, in words. */
const PHRASE_MAX = 3;

/** A lexeme as tsquery input: quoted, its quotes and backslashes escaped. */
export function lexeme(word: string): string {
  return `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/** A phrase (words in order, next to each other) as tsquery input. */
function phrase(words: string[]): string {
  return words.length === 1 ? lexeme(words[0]!) : `(${words.map(lexeme).join(' <-> ')})`;
}

/** A synonym entry's words, as the 'simple' parser would give them for plain words. */
export function entryWords(entry: string): string[] {
  return entry.toLowerCase().split(/\s+/).filter(Boolean);
}

/** Synonym groups by each of their entries (words joined by one space). */
export type SynonymIndex = Map<string, string[][]>;

const synonymIndexes = new WeakMap<string[][], SynonymIndex>();

/** The store's synonym groups, indexed by entry (built once per store row). */
export function synonymIndex(groups: string[][]): SynonymIndex {
  let index = synonymIndexes.get(groups);
  if (!index) {
    index = new Map();
    for (const group of groups) {
      const entries = group.map(entryWords).filter((words) => words.length > 0);
      for (const words of entries) {
        const key = words.join(' ');
        index.set(key, [...(index.get(key) ?? []), ...entries.filter((e) => e.join(' ') !== key)]);
      }
    }
    synonymIndexes.set(groups, index);
  }
  return index;
}

/** Every single-word entry of the synonym groups: typos are matched against them too. */
export function synonymWords(groups: string[][]): string[] {
  return [
    ...new Set(
      groups.flatMap((group) =>
        group
          .map(entryWords)
          .filter((words) => words.length === 1)
          .map((words) => words[0]!),
      ),
    ),
  ];
}

/**
 * The query's terms and their text search queries. A run of words that is a synonym entry ("fire
 * stick") is one term; each term may be matched by itself, its synonyms, its completions (when
 * `completeLast`, the last word from 2 letters: a word being typed) and, when the catalogue does
 * not have it, the closest catalogue words and their synonyms. Null when nothing searchable
 * was typed (punctuation, emoji).
 */
export function searchQueries(
  words: QueryWord[],
  synonyms: SynonymIndex,
  { completeLast = false } = {},
): SearchQueries | null {
  const terms: QueryTerm[] = [];
  for (let i = 0; i < words.length;) {
    let length = Math.min(PHRASE_MAX, words.length - i);
    while (length > 1 && !synonyms.has(textOf(words.slice(i, i + length)))) length--;
    const run = words.slice(i, i + length);
    i += length;
    const text = textOf(run);
    const own = run.map((w) => w.word);
    const alternatives: QueryTerm['alternatives'] = [
      { query: phrase(own), kind: 'exact', words: own },
    ];
    for (const entry of synonyms.get(text) ?? []) {
      alternatives.push({ query: phrase(entry), kind: 'exact', words: entry });
    }
    if (run.length === 1) {
      const [{ word, known, similar }] = run as [QueryWord];
      const isLast = i === words.length;
      const minimum = completeLast && isLast ? 2 : PREFIX_MIN;
      if ([...word].length >= minimum && /\p{L}/u.test(word)) {
        alternatives.push({ query: `${lexeme(word)}:*`, kind: 'prefix', words: [word] });
      }
      if (!known) {
        for (const close of similar) {
          alternatives.push({ query: lexeme(close), kind: 'typo', words: [close] });
          for (const entry of synonyms.get(close) ?? []) {
            alternatives.push({ query: phrase(entry), kind: 'typo', words: entry });
          }
        }
      }
    }
    terms.push({ text, alternatives: unique(alternatives) });
  }
  if (terms.length === 0) return null;
  return { terms };
}

function textOf(words: QueryWord[]): string {
  return words.map((w) => w.word).join(' ');
}

function unique(alternatives: QueryTerm['alternatives']): QueryTerm['alternatives'] {
  const seen = new Set<string>();
  return alternatives.filter((a) => !seen.has(a.query) && seen.add(a.query));
}
