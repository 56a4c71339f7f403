// What a query's words are to the store's vocabulary (decision 0016): known or not, the
// catalogue words each begins, and for an unknown word the closest catalogue and synonym words.
// Answered from the vocabulary in memory for plain words, else by the database, which splits the
// text as it split the products'.
import { sql } from 'drizzle-orm';
import { SEARCH_MAX_TOKENS } from '@storefront/contract';
import type { Database } from '../../db/client';
import { pgArray, raw } from './ranking-sql';
import { type QueryWord, synonymWords, TYPO_MIN } from './terms';
import {
  type Close,
  closestFirst,
  createVocabulary,
  plainWords,
  type TrigramIndex,
  trigramIndex,
  type Vocabulary,
} from './vocabulary';

/**
 * A store with more words than this is looked up by the database, not kept in memory: a
 * vocabulary is built again whenever a word comes or goes, and 50,000 words take about 0.2 s of
 * the process (of which the trigram index, built on the first typo, is most).
 */
const VOCABULARY_MAX = 50_000;
/** Stores whose vocabularies a process keeps. */
const VOCABULARIES_MAX = 100;
/** At most this many catalogue words stand in for an unknown word. */
const TYPO_CANDIDATES = 3;
/**
 * A catalogue word stands in for an unknown word this similar (trigrams in common over all):
 * "remot" and "remote" are 0.63, "lampp" and "lampshade" 0.33. The index gives the nearest
 * TYPO_CANDIDATES words; those this similar are kept.
 */
const TYPO_SIMILARITY = 0.4;
/** A partial word is completed to at most this many catalogue words, the shortest first. */
const COMPLETIONS = 10;
/**
 * A query's first this many words are looked up, the rest left out, before any other work. The
 * contract already refuses more than SEARCH_MAX_TOKENS runs of letters and digits; the parser
 * may make more words of them ("usb-c" is "usb-c", "usb" and "c"), never twice as many.
 */
export const QUERY_WORDS_MAX = 2 * SEARCH_MAX_TOKENS;

/** The words of a query as the vocabulary knows them (queryWords). */
interface WordsOfQuery {
  words: QueryWord[];
  completions: Map<string, string[]>;
  /** The version of the vocabulary in memory they come from; null when the database's. */
  version: number | null;
  /** Whether the catalogue has a word, by that vocabulary; null when the database's. */
  known: ((word: string) => boolean) | null;
}

/** A store's single-word synonyms as the look-ups take them (derived once per store row). */
interface SynonymWords {
  /** As an array literal, for the database's look-up. */
  literal: string;
  /** By trigrams, for the look-up in memory. */
  trigrams: TrigramIndex;
}

/** The query words of a text: `queryWords(storeId, text, synonyms, atLeast)`. */
export function createQueryWords(db: Database) {
  const synonymCache = new WeakMap<string[][], SynonymWords>();
  function synonymWordsOf(groups: string[][]): SynonymWords {
    let derived = synonymCache.get(groups);
    if (!derived) {
      const words = synonymWords(groups);
      derived = { literal: pgArray(words), trigrams: trigramIndex(words) };
      synonymCache.set(groups, derived);
    }
    return derived;
  }

  /**
   * The query's words, in order, with whether the catalogue has each, its closest words (when
   * it has not) and the catalogue words it begins (at most COMPLETIONS, the shortest first: an
   * index range of search_words_prefix_idx per word). Prepared once: parsed and planned per
   * connection, not per search.
   */
  const queryWordsStatement = db
    .select({
      word: sql<string>`q.lexeme`,
      known: sql<boolean>`k.known`,
      similar: sql<string[] | null>`c.similar`,
      completions: sql<string[] | null>`case when length(q.lexeme) >= 2
          and q.lexeme ~ '[[:alpha:]]' then array(
            select w.word from search_words w
            where w.store_id = ${sql.placeholder('storeId')} and w.word ~>=~ q.lexeme
              and w.word ~<~ (q.lexeme || chr(1114111)) and starts_with(w.word, q.lexeme)
              and w.postings > 0
            order by length(w.word), w.word collate "C" limit ${raw(COMPLETIONS)}) end`,
    })
    .from(
      sql`(select u.lexeme, u.positions
            from unnest(to_tsvector('simple'::regconfig, ${sql.placeholder('text')}::text)) as u
            order by u.positions[1] limit ${raw(QUERY_WORDS_MAX)}) as q
          -- A scalar subquery, not exists (…): the planner may hash an exists over the whole
          -- vocabulary (a scan of every word of the store per search) instead of probing it.
          cross join lateral (select coalesce((select true from search_words w
                where w.store_id = ${sql.placeholder('storeId')} and w.word = q.lexeme
                  and w.postings > 0), false) as known) as k
          cross join lateral (
            select array_agg(close.word order by close.score desc, close.word collate "C") as similar
            from (select word, score from (
                    select nearest.word, nearest.score from (
                      -- The nearest words first, from search_words_trgm_idx (GiST).
                      select w.word, similarity(w.word, q.lexeme) as score from search_words w
                      where w.store_id = ${sql.placeholder('storeId')}
                        -- Words a typo may stand for: with a letter, at most 40 characters.
                        and w.postings > 0 and w.word ~ '[[:alpha:]]' and length(w.word) <= 40
                      order by w.word <-> q.lexeme limit ${raw(TYPO_CANDIDATES)}
                    ) as nearest
                    where nearest.score >= ${raw(TYPO_SIMILARITY)}
                    union
                    select s.word, similarity(s.word, q.lexeme)
                    from unnest(${sql.placeholder('synonyms')}::text[]) as s(word)
                    where similarity(s.word, q.lexeme) >= ${raw(TYPO_SIMILARITY)}
                  ) as found
                  where found.word <> q.lexeme
                  order by score desc, word collate "C" limit ${raw(TYPO_CANDIDATES)}) as close
            -- Only for an unknown word: a known one is not looked up.
            where not k.known and length(q.lexeme) >= ${raw(TYPO_MIN)}
              and q.lexeme ~ '[[:alpha:]]'
          ) as c`,
    )
    .orderBy(sql`q.positions[1]`)
    .prepare('search_query_words');

  /**
   * The store's words with postings (at most VOCABULARY_MAX + 1) and its vocabulary version, from
   * one snapshot: the version says how current the words are.
   */
  const vocabularyStatement = db
    .select({
      version: sql<string>`(select v.vocabulary from store_versions v
                            where v.store_id = ${sql.placeholder('storeId')})`,
      words: sql<string[]>`array(select w.word from search_words w
                                 where w.store_id = ${sql.placeholder('storeId')}
                                   and w.postings > 0
                                 limit ${raw(VOCABULARY_MAX + 1)})`,
    })
    .from(sql`(select 1) as one`)
    .prepare('search_vocabulary');

  interface LoadedVocabulary {
    /** Null when the store has more than VOCABULARY_MAX words: the database looks them up. */
    vocabulary: Vocabulary | null;
    version: number;
  }
  /** Per store: the last read, and a version it is known to be at least at. */
  const vocabularies = new Map<number, { loaded: Promise<LoadedVocabulary>; atLeast: number }>();

  /**
   * The store's vocabulary as last read, or read anew when that is older than `atLeast` (a
   * version a statement saw): every search waiting for it shares one read.
   */
  function vocabularyOf(storeId: number, atLeast = 0): Promise<LoadedVocabulary> {
    const kept = vocabularies.get(storeId);
    if (kept && kept.atLeast >= atLeast) return kept.loaded;
    if (!kept && vocabularies.size >= VOCABULARIES_MAX) vocabularies.clear();
    const entry = {
      atLeast,
      loaded: vocabularyStatement.execute({ storeId }).then(([row]) => {
        const version = Number(row?.version ?? 0);
        entry.atLeast = Math.max(entry.atLeast, version);
        const words = row?.words ?? [];
        return {
          version,
          vocabulary: words.length > VOCABULARY_MAX ? null : createVocabulary(words),
        };
      }),
    };
    vocabularies.set(storeId, entry);
    entry.loaded.catch(() => vocabularies.get(storeId) === entry && vocabularies.delete(storeId));
    return entry.loaded;
  }

  /**
   * What search_query_words answers, from the vocabulary in memory: for each word, whether the
   * catalogue has it, its completions, and when it is unknown its closest catalogue and synonym
   * words.
   */
  function wordsFromMemory(
    words: string[],
    vocabulary: Vocabulary,
    synonyms: TrigramIndex,
  ): Omit<WordsOfQuery, 'version' | 'known'> {
    const lettered = (word: string) => /[a-z]/.test(word);
    const similar = (word: string): string[] => {
      // One more synonym than needed: the word itself may be one, and is not its own typo.
      const found = new Map<string, Close>();
      for (const close of [
        ...vocabulary.nearest(word, TYPO_CANDIDATES),
        ...synonyms.nearest(word, TYPO_CANDIDATES + 1),
      ]) {
        if (close.word !== word && close.score >= TYPO_SIMILARITY) found.set(close.word, close);
      }
      return [...found.values()]
        .sort(closestFirst)
        .slice(0, TYPO_CANDIDATES)
        .map((close) => close.word);
    };
    return {
      words: words.map((word) => {
        const known = vocabulary.has(word);
        return {
          word,
          known,
          similar: !known && word.length >= TYPO_MIN && lettered(word) ? similar(word) : [],
        };
      }),
      completions: new Map(
        words.map((word) => [
          word,
          word.length >= 2 && lettered(word) ? vocabulary.completions(word, COMPLETIONS) : [],
        ]),
      ),
    };
  }

  /**
   * The query's words and what the vocabulary says of each: from memory when the text is plain
   * words (plainWords), with the version of the vocabulary read (at least `atLeast`); else from
   * the database, which splits the text (version null: current).
   */
  async function queryWords(
    storeId: number,
    text: string,
    synonyms: string[][],
    atLeast: number,
  ): Promise<WordsOfQuery> {
    const plain = plainWords(text)?.slice(0, QUERY_WORDS_MAX);
    if (plain) {
      const { vocabulary, version } = await vocabularyOf(storeId, atLeast);
      if (vocabulary) {
        return {
          ...wordsFromMemory(plain, vocabulary, synonymWordsOf(synonyms).trigrams),
          version,
          known: vocabulary.has,
        };
      }
    }
    const rows = await queryWordsStatement.execute({
      storeId,
      text,
      synonyms: synonymWordsOf(synonyms).literal,
    });
    return {
      words: rows.map((row) => ({ word: row.word, known: row.known, similar: row.similar ?? [] })),
      completions: new Map(rows.map((row) => [row.word, row.completions ?? []])),
      version: null,
      known: null,
    };
  }

  return queryWords;
}
