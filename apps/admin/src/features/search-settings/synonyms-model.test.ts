import { describe, expect, it } from 'vitest';
import { toBody, toRows } from './synonyms-model';

describe('synonym rows', () => {
  it('become the API’s groups: words split at commas, blank rows dropped, lowercased', () => {
    const rows = toRows({ groups: [['tv', 'television']] });
    expect(rows.map((row) => row.text)).toEqual(['tv, television']);
    const result = toBody([
      ...rows,
      { key: -1, text: ' , ' },
      { key: -2, text: 'Firestick, Fire  Stick,streaming stick' },
    ]);
    expect(result).toEqual({
      ok: true,
      body: {
        groups: [
          ['tv', 'television'],
          ['firestick', 'fire stick', 'streaming stick'],
        ],
      },
    });
  });

  it('place each problem on its row', () => {
    const result = toBody([
      { key: 7, text: 'tv' },
      { key: 8, text: 'kurta, kurti' },
      { key: 9, text: 'wire, a & b' },
    ]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect([...result.rowErrors.keys()]).toEqual([7, 9]);
    expect(result.rowErrors.get(7)).toBe('a group needs at least 2 words');
    expect(result.rowErrors.get(9)).toMatch(/^“a & b” must be up to 3 words/);
  });
});
