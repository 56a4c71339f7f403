import { describe, expect, it } from 'vitest';
import { orderFilters } from './order-filters';

describe('the order list’s filters', () => {
  it('round-trip through the URL, leaving out what is empty', () => {
    const filters = orderFilters.read(
      new URLSearchParams(
        'status=2&paymentMethod=cod&from=2026-10-01&to=2026-10-31&q=+priya+&page=3&promotionId=12',
      ),
    );
    expect(filters).toEqual({
      status: '2',
      paymentMethod: 'cod',
      from: '2026-10-01',
      to: '2026-10-31',
      q: 'priya',
      refund: '',
      promotionId: '12',
      page: 3,
    });
    expect(orderFilters.toParams(filters).toString()).toBe(
      'q=priya&status=2&paymentMethod=cod&from=2026-10-01&to=2026-10-31&promotionId=12&page=3',
    );
    expect(
      orderFilters.toParams({ ...filters, page: 1, q: '', status: '', promotionId: '' }).toString(),
    ).toBe('paymentMethod=cod&from=2026-10-01&to=2026-10-31');
  });

  it('drops what a hand-edited link gets wrong instead of failing', () => {
    expect(
      orderFilters.read(
        new URLSearchParams(
          'status=9&paymentMethod=bitcoin&from=yesterday&page=-1&status=toString&promotionId=1.0',
        ),
      ),
    ).toEqual({
      status: '',
      paymentMethod: '',
      from: '',
      to: '',
      q: '',
      refund: '',
      promotionId: '',
      page: 1,
    });
    expect(orderFilters.read(new URLSearchParams('status=toString')).status).toBe('');
  });

  it('asks the API for one page of 25', () => {
    expect(orderFilters.query(orderFilters.read(new URLSearchParams('status=0')))).toEqual({
      page: 1,
      limit: 25,
      status: '0',
      paymentMethod: undefined,
      from: undefined,
      to: undefined,
      q: undefined,
    });
  });
});
