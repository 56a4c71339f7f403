import { describe, expect, it } from 'vitest';
import { jsonDiff } from './json-diff';

describe('the audit log’s diff', () => {
  it('lists only the fields that changed, by path', () => {
    expect(
      jsonDiff(
        {
          storeName: 'ChitraKart',
          upi: { vpa: 'a@okaxis', payeeName: 'CK' },
          categories: ['A', 'B'],
        },
        {
          storeName: 'ChitraKart',
          upi: { vpa: 'b@okaxis', payeeName: 'CK' },
          categories: ['B', 'A'],
        },
      ),
    ).toEqual([
      { path: 'upi.vpa', kind: 'changed', before: 'a@okaxis', after: 'b@okaxis' },
      { path: 'categories', kind: 'changed', before: 'A, B', after: 'B, A' },
    ]);
  });

  it('shows a creation as added fields and a removal as removed ones', () => {
    expect(jsonDiff(null, { role: 'manager' })).toEqual([
      { path: 'role', kind: 'added', after: 'manager' },
    ]);
    expect(
      jsonDiff({ role: 'manager', grievanceOfficer: null }, { grievanceOfficer: null }),
    ).toEqual([{ path: 'role', kind: 'removed', before: 'manager' }]);
  });

  it('walks arrays of objects and shortens long values', () => {
    const long = 'x'.repeat(500);
    const [row] = jsonDiff({ items: [{ html: 'short' }] }, { items: [{ html: long }] });
    expect(row!.path).toBe('items[0].html');
    expect(row!.after).toHaveLength(161);
    expect(row!.after!.endsWith('…')).toBe(true);
  });

  it('compares plain values too', () => {
    expect(jsonDiff(0, 1)).toEqual([{ path: '', kind: 'changed', before: '0', after: '1' }]);
    expect(jsonDiff(true, true)).toEqual([]);
  });
});
