import { readFileSync } from 'node:fs';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { parseCatalogue, parseCatalogueInSteps } from './catalogue-csv';

const sample = readFileSync(new URL('../../seed/catalogue.csv', import.meta.url), 'utf8');

describe('reading a catalogue file in steps', () => {
  it('reads what reading it at once reads, pausing between chunks', async () => {
    // Titles of emoji and Devanagari, so chunks end inside many-byte characters.
    const rows = Array.from(
      { length: 5_000 },
      (_, i) => `"Diya 🪔 दीया ${i}, ""brass""",Home,${100 + i},S,DIYA-${i}`,
    );
    for (const csv of [
      sample,
      ['title,category,regular_price,size,sku', ...rows].join('\n'),
      'title,category,regular_price\n"unclosed,Home,1\n',
      'nonsense\n1\n',
      '',
    ]) {
      let pauses = 0;
      const stepped = await parseCatalogueInSteps(csv, async () => {
        pauses += 1;
        await nextTurn();
      });
      expect(stepped).toEqual(parseCatalogue(csv));
      if (csv.length > 200_000) expect(pauses).toBeGreaterThan(3);
    }
  });
});
