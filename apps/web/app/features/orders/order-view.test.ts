import type { Order } from '@storefront/contract';
import { describe, expect, it } from 'vitest';
import {
  displayOrder,
  formatIndianMobile,
  formatPlacedOn,
  isOrderId,
  orderTotal,
  statusTone,
} from './order-view';
import { httpUrl } from './http-url';
import { shipmentsOf } from './shipments-view';

const apiOrder = {
  id: '7HK2MQ9X0A',
  status: 0,
  createdAt: new Date(2025, 10, 21, 14, 30).toISOString(),
  items: [
    {
      id: 11,
      productId: 'a3f1c2a4-9b8d-4c7e-a6f5-1e2d3c4b5a69',
      productTitle: 'Cotton Kurta',
      quantity: 2,
      price: 799.5,
      size: 'M',
      color: 'Maroon',
      discount: 0,
    },
    {
      id: 12,
      productId: null,
      productTitle: 'HDMI Cable',
      quantity: 1,
      price: 299,
      size: null,
      color: null,
      discount: 0,
    },
  ],
  shippingAddress: {
    fullName: 'Asha Verma',
    address: '12 MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    postalCode: '560001',
    phone: '+919845012345',
  },
  total: 1898,
  discount: 0,
  promotions: [],
  shippingMethod: 'Standard Shipping',
  trackingNumber: null,
  carrier: null,
  trackingUrl: null,
  // 1599 at 5% and 299 at 18%: GST 76.14 + 45.61.
  priceBreakup: { items: 1898, delivery: 0, gstIncluded: 121.75, total: 1898 },
  invoice: null,
  refunds: [],
  refundDestinationNeeded: false,
  shipments: [],
  creditNotes: [],
  returns: [],
  afterSale: { cancellable: false, returnUntil: null, returnable: [] },
} satisfies Order;

describe('displayOrder', () => {
  it('shows the order with its items, shipping, total and date', () => {
    expect(displayOrder(apiOrder)).toEqual({
      id: '7HK2MQ9X0A',
      createdAt: apiOrder.createdAt,
      placedOn: '21 November 2025',
      status: 0,
      statusLabel: 'Pending',
      items: [
        {
          id: '11',
          productId: 'a3f1c2a4-9b8d-4c7e-a6f5-1e2d3c4b5a69',
          name: 'Cotton Kurta',
          quantity: 2,
          price: 799.5,
          size: 'M',
          color: 'Maroon',
          discount: 0,
        },
        {
          id: '12',
          productId: null,
          name: 'HDMI Cable',
          quantity: 1,
          price: 299,
          size: null,
          color: null,
          discount: 0,
        },
      ],
      shipping: {
        fullName: 'Asha Verma',
        phone: '+919845012345',
        address: '12 MG Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        postalCode: '560001',
        method: 'Standard Shipping',
        tracking: 'Not available',
        carrier: null,
        trackingUrl: null,
      },
      shipments: [],
      total: 1898,
      breakup: {
        items: 1898,
        delivery: 0,
        gstIncluded: 121.75,
        codFee: null,
        discount: null,
        total: 1898,
      },
      promotions: [],
      invoice: null,
      canPay: true,
      refunds: [],
      refundDestinationNeeded: false,
      creditNotes: [],
      returns: [],
      afterSale: { cancellable: false, returnUntil: null, returnable: new Map() },
    });
  });

  it('carries the fee cash on delivery added, with the total that includes it', () => {
    const order = displayOrder({
      ...apiOrder,
      status: 1,
      priceBreakup: { items: 1898, delivery: 0, gstIncluded: 129.22, codFee: 49, total: 1947 },
    })!;
    expect(order.breakup).toEqual({
      items: 1898,
      delivery: 0,
      gstIncluded: 129.22,
      codFee: 49,
      discount: null,
      total: 1947,
    });
  });

  it('carries what the offers took off each line and the order, and the offers by label and code', () => {
    const order = displayOrder({
      ...apiOrder,
      items: [{ ...apiOrder.items[0]!, discount: 159.9 }, apiOrder.items[1]!],
      discount: 159.9,
      promotions: [
        { id: 3, label: 'Diwali sale', code: 'diwali10', kind: 'percentage', saving: 159.9 },
        { id: 4, label: 'Free delivery above ₹999', code: null, kind: 'free_shipping', saving: 49 },
      ],
      priceBreakup: {
        items: 1898,
        discount: 159.9,
        delivery: 0,
        gstIncluded: 112.1,
        total: 1738.1,
      },
    })!;
    expect(order.items.map((item) => item.discount)).toEqual([159.9, 0]);
    expect(order.breakup?.discount).toBe(159.9);
    expect(order.breakup?.total).toBe(1738.1);
    expect(order.promotions).toEqual([
      { label: 'Diwali sale', code: 'diwali10', saving: 159.9 },
      { label: 'Free delivery above ₹999', code: null, saving: 49 },
    ]);
    // The spec's total stays the sum of price × quantity.
    expect(order.total).toBe(1898);
  });

  it('carries the refunds, and whether the shop waits for where to send one', () => {
    const order = displayOrder({
      ...apiOrder,
      status: 4,
      refunds: [
        { amount: 799.5, status: 'pending', createdAt: '2026-11-24T06:30:00.000Z' },
        { amount: 'much', status: 'processed', createdAt: '2026-11-24T06:30:00.000Z' },
      ],
      refundDestinationNeeded: true,
    })!;
    expect(order.refunds).toEqual([
      { amount: 799.5, status: 'pending', createdAt: '2026-11-24T06:30:00.000Z' },
    ]);
    expect(order.refundDestinationNeeded).toBe(true);
  });

  it('carries the tax invoice of a shipped order', () => {
    const order = displayOrder({
      ...apiOrder,
      status: 2,
      invoice: { number: 'CK/26-27/00042', issuedAt: '2026-11-24T06:30:00.000Z' },
    })!;
    expect(order.invoice).toEqual({
      number: 'CK/26-27/00042',
      issuedAt: '2026-11-24T06:30:00.000Z',
    });
  });

  it('carries the returns, the credit notes and what the shopper may still do', () => {
    const order = displayOrder({
      ...apiOrder,
      status: 3,
      creditNotes: [
        { number: 'CK/26-27/C0001', date: '2026-12-12T06:00:00.000Z', amount: 499 },
        { number: '', date: 'x', amount: 1 },
      ],
      returns: [
        {
          id: 5,
          status: 'approved',
          reason: 'Does not fit',
          note: null,
          createdAt: '2026-12-10T06:00:00.000Z',
          lines: [
            {
              itemId: 11,
              productTitle: 'Cotton Kurta',
              size: 'M',
              color: 'Maroon',
              quantity: 1,
              exchangeFor: { size: 'L', color: 'Maroon' },
            },
          ],
          rejectionReason: null,
          pickup: { carrier: 'Delhivery', trackingNumber: 'DL123', trackingUrl: null },
          nextStep: 'We will arrange a pickup within 2 days.',
          photos: ['/a.webp'],
        },
        { id: 6, status: 'lost', lines: [] },
      ],
      afterSale: {
        cancellable: false,
        returnUntil: '2026-12-19T18:29:59.000Z',
        returnable: [
          { itemId: 11, quantity: 1 },
          { itemId: 12, quantity: 0 },
        ],
      },
    })!;
    expect(order.creditNotes).toEqual([
      { number: 'CK/26-27/C0001', date: '2026-12-12T06:00:00.000Z', amount: 499 },
    ]);
    expect(order.returns).toEqual([
      {
        id: 5,
        status: 'approved',
        reason: 'Does not fit',
        note: null,
        createdAt: '2026-12-10T06:00:00.000Z',
        lines: [
          {
            itemId: '11',
            name: 'Cotton Kurta',
            size: 'M',
            color: 'Maroon',
            quantity: 1,
            exchangeFor: { size: 'L', color: 'Maroon' },
          },
        ],
        rejectionReason: null,
        pickup: { carrier: 'Delhivery', trackingNumber: 'DL123', trackingUrl: null },
        nextStep: 'We will arrange a pickup within 2 days.',
        photoCount: 1,
      },
    ]);
    expect(order.afterSale).toEqual({
      cancellable: false,
      returnUntil: '2026-12-19T18:29:59.000Z',
      returnable: new Map([
        ['11', 1],
        ['12', 0],
      ]),
    });
  });

  it('reads an order from an API without the price breakup or invoice, or with an unknown GST', () => {
    const { priceBreakup: _breakup, invoice: _invoice, ...older } = apiOrder;
    expect(displayOrder(older)).toMatchObject({ breakup: null, invoice: null });
    expect(displayOrder({ ...apiOrder, priceBreakup: { items: '1898' } })!.breakup).toBeNull();
    expect(
      displayOrder({ ...apiOrder, priceBreakup: { ...apiOrder.priceBreakup, gstIncluded: null } })!
        .breakup,
    ).toEqual({
      items: 1898,
      delivery: 0,
      gstIncluded: null,
      codFee: null,
      discount: null,
      total: 1898,
    });
    expect(displayOrder({ ...apiOrder, invoice: { number: '' } })!.invoice).toBeNull();
  });

  it('fills what the spec fills: status 0, Standard Shipping, tracking Not available', () => {
    const {
      status: _status,
      shippingMethod: _method,
      trackingNumber: _tracking,
      ...bare
    } = apiOrder;
    const order = displayOrder(bare)!;
    expect(order.status).toBe(0);
    expect(order.statusLabel).toBe('Pending');
    expect(order.shipping.method).toBe('Standard Shipping');
    expect(order.shipping.tracking).toBe('Not available');
  });

  it('shows a tracking number and a tracking look-up without name or phone', () => {
    const order = displayOrder({
      ...apiOrder,
      status: 2,
      trackingNumber: 'DTDC-99812',
      shippingAddress: { address: '12 MG Road', city: 'Bengaluru', state: 'KA', postalCode: '1' },
    })!;
    expect(order.shipping.tracking).toBe('DTDC-99812');
    expect(order.shipping.fullName).toBeNull();
    expect(order.shipping.phone).toBeNull();
    expect(order.statusLabel).toBe('Shipped');
    expect(order.canPay).toBe(false);
  });

  it('a shipped order carries its carrier and the tracking URL of its tracking number', () => {
    const order = displayOrder({
      ...apiOrder,
      status: 2,
      carrier: ' Delhivery ',
      trackingNumber: '3421987650',
      trackingUrl: 'https://www.delhivery.com/track/package/3421987650',
    })!;
    expect(order.shipping).toMatchObject({
      method: 'Standard Shipping',
      carrier: 'Delhivery',
      tracking: '3421987650',
      trackingUrl: 'https://www.delhivery.com/track/package/3421987650',
    });
  });

  it('keeps only an http(s) tracking URL, and only beside a tracking number', () => {
    const shipped = { ...apiOrder, status: 2, carrier: 'DTDC', trackingNumber: 'D99812' };
    for (const trackingUrl of [
      'javascript:alert(1)',
      ' JavaScript:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'ftp://dtdc.in/D99812',
      '//dtdc.in/track',
      'dtdc.in/track',
      '',
      42,
    ]) {
      expect(displayOrder({ ...shipped, trackingUrl })!.shipping.trackingUrl).toBeNull();
    }
    expect(
      displayOrder({ ...shipped, trackingUrl: 'http://dtdc.in/track?cn=D99812' })!.shipping
        .trackingUrl,
    ).toBe('http://dtdc.in/track?cn=D99812');
    // No number to link: "Not available" stays text.
    const withoutNumber = displayOrder({
      ...shipped,
      trackingNumber: null,
      trackingUrl: 'https://dtdc.in/track',
    })!;
    expect(withoutNumber.shipping.tracking).toBe('Not available');
    expect(withoutNumber.shipping.trackingUrl).toBeNull();
  });

  it('reads an order from an API without carrier or tracking URL, or with a blank carrier', () => {
    const { carrier: _carrier, trackingUrl: _url, ...older } = apiOrder;
    expect(displayOrder(older)!.shipping).toMatchObject({ carrier: null, trackingUrl: null });
    expect(displayOrder({ ...apiOrder, carrier: '  ' })!.shipping.carrier).toBeNull();
  });

  it('names an unknown status by its code and offers no payment', () => {
    const order = displayOrder({ ...apiOrder, status: 7 })!;
    expect(order.statusLabel).toBe('Unknown (7)');
    expect(order.canPay).toBe(false);
  });

  it('is null for something that is not an order', () => {
    expect(displayOrder(null)).toBeNull();
    expect(displayOrder({ status: 0 })).toBeNull();
    expect(displayOrder('7HK2MQ9X0A')).toBeNull();
  });
});

describe('orderTotal', () => {
  it('is the sum of price × quantity, to the paisa', () => {
    expect(
      orderTotal([
        { price: 0.1, quantity: 1 },
        { price: 0.2, quantity: 1 },
      ]),
    ).toBe(0.3);
    expect(
      orderTotal([
        { price: 799.5, quantity: 2 },
        { price: 299, quantity: 3 },
      ]),
    ).toBe(2496);
    expect(orderTotal([])).toBe(0);
  });
});

describe('statusTone (spec section 4 badge colours)', () => {
  it('colours each status', () => {
    expect([0, 1, 2, 3, 4, 9].map(statusTone)).toEqual([
      'yellow',
      'blue',
      'purple',
      'green',
      'red',
      'grey',
    ]);
  });
});

describe('formatPlacedOn', () => {
  it('writes the day as India does, and leaves a non-date alone', () => {
    expect(formatPlacedOn(new Date(2024, 0, 5, 12).toISOString())).toBe('5 January 2024');
    expect(formatPlacedOn('yesterday')).toBe('yesterday');
  });
});

describe('isOrderId', () => {
  it('accepts our order ids only', () => {
    expect(isOrderId('7HK2MQ9X0A')).toBe(true);
    expect(isOrderId('7hk2mq9x0a')).toBe(false);
    expect(isOrderId('<script>')).toBe(false);
    expect(isOrderId('7HK2MQ9X0')).toBe(false);
    expect(isOrderId(null)).toBe(false);
  });
});

describe('httpUrl', () => {
  it('is an http or https URL, else null', () => {
    expect(httpUrl('https://track.example.in/p?id=1')).toBe('https://track.example.in/p?id=1');
    expect(httpUrl('  HTTP://Track.Example.in ')).toBe('HTTP://Track.Example.in');
    expect(httpUrl('javascript:alert(1)')).toBeNull();
    expect(httpUrl('java\nscript:alert(1)')).toBeNull();
    expect(httpUrl('https:alert(1)')).toBeNull();
    expect(httpUrl('https:///path')).toBeNull();
    expect(httpUrl('mailto:care@example.in')).toBeNull();
    expect(httpUrl(null)).toBeNull();
  });
});

describe('formatIndianMobile', () => {
  it('groups an Indian mobile number as people write it', () => {
    expect(formatIndianMobile('+919845012345')).toBe('+91 98450 12345');
    expect(formatIndianMobile('080 2222 3333')).toBe('080 2222 3333');
  });
});

describe('shipmentsOf', () => {
  it('keeps parcels and scans it can show, drops the rest, and puts the newest scan first', () => {
    expect(
      shipmentsOf([
        { carrier: 'Delhivery', awb: 'D1', trackingUrl: null, status: 'lost', events: [] },
        {
          carrier: '',
          awb: 'D2',
          trackingUrl: 'https://track.example.in/D2',
          status: 'in_transit',
          events: [
            { at: '2026-11-29T04:30:00.000Z', status: 'booked', location: '' },
            { at: '2026-11-30T04:30:00.000Z', status: 'teleported', location: 'Moon' },
            { at: '2026-11-30T05:30:00.000Z', status: 'in_transit', location: 'Kolkata Hub' },
          ],
        },
        'not a parcel',
      ]),
    ).toEqual([
      {
        carrier: 'Courier',
        awb: 'D2',
        trackingUrl: 'https://track.example.in/D2',
        status: 'in_transit',
        statusLabel: 'In transit',
        expectedDate: null,
        scans: [
          { at: '2026-11-30T05:30:00.000Z', statusLabel: 'In transit', location: 'Kolkata Hub' },
          { at: '2026-11-29T04:30:00.000Z', statusLabel: 'Booked', location: null },
        ],
      },
    ]);
    expect(shipmentsOf(undefined)).toEqual([]);
  });
});
