import { describe, expect, it } from 'vitest';
import { lexeme, type QueryWord, searchQueries, synonymIndex } from './terms';

const word = (text: string, known = true, similar: string[] = []): QueryWord => ({
  word: text,
  known,
  similar,
});

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
    expect(queries.all).toBe(`('&|!:*''()')`);
  });

  it('match a term by itself, its synonyms and its prefix; every term together', () => {
    const queries = searchQueries([word('tv'), word('remote')], synonyms)!;
    expect(queries.each).toEqual([`('tv' | 'television')`, `('remote' | 'remote':*)`]);
    expect(queries.all).toBe(`('tv' | 'television') & ('remote' | 'remote':*)`);
  });

  it('take a run of words that is a synonym entry as one phrase', () => {
    const queries = searchQueries([word('fire'), word('stick')], synonyms)!;
    expect(queries.each).toEqual([
      `(('fire' <-> 'stick') | 'firestick' | ('streaming' <-> 'stick'))`,
    ]);
  });

  it('let the closest catalogue words, and their synonyms, stand for an unknown word', () => {
    const queries = searchQueries([word('televsion', false, ['television'])], synonyms)!;
    expect(queries.each).toEqual([`('televsion' | 'televsion':* | 'television' | 'tv')`]);
    // Exact above prefix above typo, the title above the category above the description.
    expect(queries.ranked).toEqual([
      { query: `'televsion':A`, weight: 4 },
      { query: `'televsion':B`, weight: 2 },
      { query: `'televsion':C`, weight: 0.8 },
      { query: `'televsion':*A`, weight: 2 },
      { query: `'televsion':*B`, weight: 1 },
      { query: `'televsion':*C`, weight: 0.4 },
      { query: `'television':A | 'tv':A`, weight: 1 },
      { query: `'television':B | 'tv':B`, weight: 0.5 },
      { query: `'television':C | 'tv':C`, weight: 0.2 },
    ]);
  });

  it('complete the word being typed from 2 letters, others from 3', () => {
    expect(searchQueries([word('tv'), word('re')], synonyms, { completeLast: true })!.each).toEqual(
      [`('tv' | 'television')`, `('re' | 're':*)`],
    );
    expect(searchQueries([word('re'), word('tv')], synonyms, { completeLast: true })!.each).toEqual(
      [`('re')`, `('tv' | 'television' | 'tv':*)`],
    );
  });

  it('answer null when nothing searchable was typed', () => {
    expect(searchQueries([], synonyms)).toBeNull();
  });
});
