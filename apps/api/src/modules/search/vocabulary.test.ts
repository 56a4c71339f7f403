import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp, drivers, type TestApp } from '../../test/test-app';
import { byCodePoint, createVocabulary, plainWords, similarity, trigramIndex } from './vocabulary';

describe('the vocabulary in memory', () => {
  const vocabulary = createVocabulary([
    'remote',
    'remotes',
    'rem',
    'remix',
    'stand',
    'streaming',
    'stream',
    'street',
    'strap',
    '2.1',
    'x'.repeat(41),
  ]);

  it('knows the catalogue’s words, and no others', () => {
    expect(vocabulary.has('remote')).toBe(true);
    expect(vocabulary.has('remot')).toBe(false);
    expect(vocabulary.size).toBe(11);
  });

  it('completes a prefix shortest first, then in code point order, up to a limit', () => {
    expect(vocabulary.completions('rem', 10)).toEqual(['rem', 'remix', 'remote', 'remotes']);
    expect(vocabulary.completions('stre', 2)).toEqual(['stream', 'street']);
    expect(vocabulary.completions('zz', 10)).toEqual([]);
  });

  it('finds the closest words by pg_trgm’s similarity, never a long or letterless word', () => {
    expect(vocabulary.nearest('remot', 3)).toEqual([
      { word: 'remote', score: 5 / 8 },
      { word: 'remotes', score: 5 / 9 },
      { word: 'rem', score: 3 / 7 },
    ]);
    expect(vocabulary.nearest('x'.repeat(40), 3)).toEqual([]);
    expect(vocabulary.nearest('2.1', 3)).toEqual([]);
    expect(trigramIndex(['2.1']).nearest('2.1', 3)).toEqual([{ word: '2.1', score: 1 }]);
  });

  it('splits only plain words, as PostgreSQL’s parser would', () => {
    expect(plainWords('  HDMI cable 3m  hdmi ')).toEqual(['hdmi', 'cable', '3m']);
    expect(plainWords('')).toEqual([]);
    for (const text of ['hdmi 2.1', 'fire-stick', "don't", 'café', 'a_b', 'tv!']) {
      expect(plainWords(text), text).toBeNull();
    }
  });

  it('orders by code point as collate "C" does', () => {
    const words = ['b', 'a', 'ab', '\u{10000}', '\uffff', 'é', 'Z'];
    expect([...words].sort(byCodePoint)).toEqual(['Z', 'a', 'ab', 'b', 'é', '\uffff', '\u{10000}']);
  });
});

/** The values as a text[] of parameters. */
const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

describe.each(drivers)('the vocabulary in memory against %s', (driver) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('measures similarity as pg_trgm does', async () => {
    const pairs = [
      ['remot', 'remote'],
      ['televsion', 'television'],
      ['lampp', 'lampshade'],
      ['kurti', 'kurta'],
      ['hdmi2', 'hdmi'],
      ['2.1', '2'],
      ['fire-stick', 'firestick'],
      ['chashma', 'chasma'],
      ['a', 'ab'],
      ['naïve', 'naive'],
    ];
    const rows = await queryRows<{ score: number }>(
      t.db,
      sql`select similarity(p.a, p.b) as score
          from unnest(${textArray(pairs.map((pair) => pair[0]!))},
                      ${textArray(pairs.map((pair) => pair[1]!))})
            with ordinality as p(a, b, n) order by p.n`,
    );
    pairs.forEach(([a, b], index) => {
      expect(similarity(a!, b!), `${a} ~ ${b}`).toBeCloseTo(Number(rows[index]!.score), 6);
    });
  });

  it('splits plain text into the words to_tsvector gives', async () => {
    const texts = ['hdmi cable 3m', 'TV  Remote tv', '55 inch wall mount', 'a1b 0123 x', 'KURTA'];
    const rows = await queryRows<{ words: string[] }>(
      t.db,
      sql`select array(select l.lexeme from unnest(to_tsvector('simple', p.text)) as l
                       order by l.positions[1]) as words
          from unnest(${textArray(texts)}) with ordinality as p(text, n) order by p.n`,
    );
    texts.forEach((text, index) => expect(plainWords(text), text).toEqual(rows[index]!.words));
  });
});
