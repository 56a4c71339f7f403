import { describe, expect, it } from 'vitest';
import { lexeme, type QueryWord, type SearchQueries, searchQueries, synonymIndex } from './terms';

const word = (text: string, known = true, similar: string[] = []): QueryWord => ({
  word: text,
  known,
  similar,
});

/** Per term, its alternatives as one tsquery: any of them. */
const each = (queries: SearchQueries) =>
  queries.terms.map((term) => `(${term.alternatives.map((a) => a.query).join(' | ')})`);

const synonyms = synonymIndex([
  ['firestick', 'fire stick', 'streaming stick'],
  ['tv', 'television'],
]);

describe('search queries', () => {
  it('quote every word, so operators and quotes stay characters of a word', () => {
    expect(lexeme('remote')).toBe(`'remote'`);
    expect(lexeme(`it's`)).toBe(`'it''s'`);
    expect(lexeme(`a\\b`)).toBe(`'a\\\\b'`);
    const queries = searchQueries([word(`&|!:*'()`)], synonyms)!;
    expect(each(queries)).toEqual([`('&|!:*''()')`]);
  });

  it('match a term by itself, its synonyms and its prefix', () => {
    const queries = searchQueries([word('tv'), word('remote')], synonyms)!;
    expect(each(queries)).toEqual([`('tv' | 'television')`, `('remote' | 'remote':*)`]);
  });

  it('take a run of words that is a synonym entry as one phrase', () => {
    const queries = searchQueries([word('fire'), word('stick')], synonyms)!;
    expect(each(queries)).toEqual([
      `(('fire' <-> 'stick') | 'firestick' | ('streaming' <-> 'stick'))`,
    ]);
  });

  it('let the closest catalogue words, and their synonyms, stand for an unknown word', () => {
    const queries = searchQueries([word('televsion', false, ['television'])], synonyms)!;
    expect(each(queries)).toEqual([`('televsion' | 'televsion':* | 'television' | 'tv')`]);
    // Exact above prefix above typo: the service weighs each by its kind.
    expect(queries.terms[0]!.alternatives.map((a) => [a.words.join(' '), a.kind])).toEqual([
      ['televsion', 'exact'],
      ['televsion', 'prefix'],
      ['television', 'typo'],
      ['tv', 'typo'],
    ]);
  });

  it('complete the word being typed from 2 letters, others from 3', () => {
    expect(
      each(searchQueries([word('tv'), word('re')], synonyms, { completeLast: true })!),
    ).toEqual([`('tv' | 'television')`, `('re' | 're':*)`]);
    expect(
      each(searchQueries([word('re'), word('tv')], synonyms, { completeLast: true })!),
    ).toEqual([`('re')`, `('tv' | 'television' | 'tv':*)`]);
  });

  it('answer null when nothing searchable was typed', () => {
    expect(searchQueries([], synonyms)).toBeNull();
  });
});
