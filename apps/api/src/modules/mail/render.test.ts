import { describe, expect, it } from 'vitest';
import type { MailMessage, MailOrder, MailRenderInput, MailStore } from './mail-kinds';
import { renderMail } from './render';
import { formatDateTime, formatRupees } from './templates/format';

const WEB = 'https://shop.example.in';
const LOGO = 'https://cdn.example.in/logo.png';

const store: MailStore = {
  name: 'Vidya Electronics',
  logoUrl: LOGO,
  companyName: 'Vidya Retail Pvt Ltd',
  address: '12 MG Road\nBengaluru 560001',
  email: 'help@shop.example.in',
  phone: '+91 98765 43210',
  webOrigin: WEB,
  adminUrl: 'https://api.shop.example.in/admin',
  apiUrl: 'https://api.shop.example.in/api/v1',
};

function makeOrder(overrides: Partial<MailOrder> = {}): MailOrder {
  return {
    id: '7K2M9QX4PA',
    status: 0,
    paymentMethod: null,
    paymentFailed: false,
    invoiceNumber: null,
    createdAt: new Date('2026-11-22T12:35:00Z'),
    lines: [
      { title: 'HDMI Cable', size: '2 m', color: 'Black', quantity: 2, unitPricePaise: 49900 },
      { title: 'TV Wall Mount', size: null, color: null, quantity: 1, unitPricePaise: 12345650 },
    ],
    totalPaise: 12445450,
    shippingMethod: 'Standard Shipping',
    shippingAddress: {
      fullName: 'Asha Rao',
      phone: '9876543210',
      address: 'Flat 4B, Lake View',
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: '560038',
    },
    ...overrides,
  };
}

const order = makeOrder();

/** The order kinds get the order, as the worker passes it; the others get null. */
function input(message: MailMessage, opts: { store?: MailStore; order?: MailOrder } = {}) {
  const withOrder = 'orderId' in message.data;
  return {
    message,
    store: opts.store ?? store,
    order: withOrder ? (opts.order ?? order) : null,
  } satisfies MailRenderInput;
}

const examples: Record<MailMessage['kind'], MailMessage> = {
  welcome: { kind: 'welcome', data: { firstName: 'Asha' } },
  order_placed: { kind: 'order_placed', data: { orderId: order.id } },
  payment_received: {
    kind: 'payment_received',
    data: { orderId: order.id, method: 'upi', amountPaise: 12345650, reference: 'UTR4711' },
  },
  order_shipped: {
    kind: 'order_shipped',
    data: {
      orderId: order.id,
      carrier: 'Delhivery',
      trackingNumber: 'DLV123456',
      trackingUrl: 'https://track.example.com/DLV123456',
    },
  },
  order_delivered: { kind: 'order_delivered', data: { orderId: order.id } },
  shipment_update: {
    kind: 'shipment_update',
    data: {
      orderId: order.id,
      status: 'out_for_delivery',
      carrier: 'Delhivery',
      trackingNumber: 'SR1234567890',
      trackingUrl: 'https://track.example/SR1234567890',
    },
  },
  refund_processed: {
    kind: 'refund_processed',
    data: { orderId: order.id, amountPaise: 49900, method: 'razorpay', reference: 'rfnd_1' },
  },
  order_cancelled: {
    kind: 'order_cancelled',
    data: { orderId: order.id, reason: 'Out of stock', refundDue: true },
  },
  return_update: {
    kind: 'return_update',
    data: {
      orderId: order.id,
      returnId: 7,
      step: 'pickup',
      reason: null,
      carrier: 'Delhivery',
      trackingNumber: 'DLV654321',
      trackingUrl: 'https://track.example.com/DLV654321',
    },
  },
  password_reset: {
    kind: 'password_reset',
    data: { firstName: 'Asha', token: 'tok+/=en', expiresAt: '2026-11-22T13:05:00Z' },
  },
  password_changed: {
    kind: 'password_changed',
    data: { firstName: 'Asha', changedAt: '2026-11-22T12:35:00Z', how: 'reset' },
  },
  grievance_received: {
    kind: 'grievance_received',
    data: {
      ticket: 'GRV-7K3M9Q2X',
      name: 'Asha Rao',
      receivedAt: '2026-11-22T12:35:00Z',
      acknowledgeBy: '2026-11-24T12:35:00Z',
      resolveBy: '2026-12-22T12:35:00Z',
    },
  },
  grievance_acknowledged: {
    kind: 'grievance_acknowledged',
    data: { ticket: 'GRV-7K3M9Q2X', name: 'Asha Rao', resolveBy: '2026-12-22T12:35:00Z' },
  },
  grievance_resolved: {
    kind: 'grievance_resolved',
    data: {
      ticket: 'GRV-7K3M9Q2X',
      name: 'Asha Rao',
      outcome: 'resolved',
      resolution: 'We have sent a replacement mount.\nIt reaches you by Friday.',
    },
  },
  contact_reply: {
    kind: 'contact_reply',
    data: {
      name: 'Asha Rao',
      subject: 'Wall mount size',
      body: 'Yes, the tilting mount fits a 55" TV.\nIt takes up to 40 kg.',
    },
  },
  newsletter_subscribed: {
    kind: 'newsletter_subscribed',
    data: { token: 'Zm9vYmFyYmF6cXV4cXV1eA', consentText: 'Once or twice a month.' },
  },
  staff_invite: {
    kind: 'staff_invite',
    data: {
      inviteUrl: 'https://api.shop.example.in/admin/invite?token=abc',
      role: 'manager',
      invitedBy: 'owner@shop.example.in',
      expiresAt: '2026-11-25T12:35:00Z',
    },
  },
  staff_order_placed: { kind: 'staff_order_placed', data: { orderId: order.id } },
  staff_upi_to_confirm: {
    kind: 'staff_upi_to_confirm',
    data: {
      orderId: order.id,
      amountPaise: 12445450,
      customerName: 'Asha Rao',
      confirmBy: '2026-11-22T13:05:00Z',
    },
  },
  staff_grievance_filed: {
    kind: 'staff_grievance_filed',
    data: {
      ticket: 'GRV-7K3M9Q2X',
      name: 'Asha Rao',
      contact: '+91 98450 12345',
      orderRef: null,
      acknowledgeBy: '2026-11-24T12:35:00Z',
      resolveBy: '2026-12-22T12:35:00Z',
    },
  },
  staff_contact_message: {
    kind: 'staff_contact_message',
    data: {
      messageId: 42,
      name: 'Asha Rao',
      email: 'asha@example.in',
      subject: 'Wall mount size',
      message: 'Will the tilting mount fit a 55" TV?',
    },
  },
  staff_return_requested: {
    kind: 'staff_return_requested',
    data: {
      orderId: 'K7M2P9QX4R',
      returnId: 7,
      customerName: 'Asha Rao',
      reason: 'Damaged or defective',
      units: 2,
      exchange: false,
    },
  },
  staff_low_stock: {
    kind: 'staff_low_stock',
    data: {
      day: '2026-11-22',
      variants: [
        {
          productId: '7b8e4c1d-2a3f-4e5d-8c9b-0a1b2c3d4e5f',
          title: 'HDMI Cable',
          size: '2 m',
          color: 'Black',
          sku: 'HDMI-2M',
          stock: 1,
          threshold: 5,
        },
      ],
      total: 3,
    },
  },
};

/** Every href and src of the HTML, entities decoded as a mail app would. */
function attributes(html: string, name: 'href' | 'src'): string[] {
  return [...html.matchAll(new RegExp(`\\s${name}="([^"]*)"`, 'g'))].map((m) =>
    (m[1] ?? '').replaceAll('&amp;', '&'),
  );
}

describe('formatRupees', () => {
  it('writes paise as en-IN rupees, dropping .00 and keeping two fraction digits otherwise', () => {
    expect(formatRupees(12345650)).toBe('₹1,23,456.50');
    expect(formatRupees(49900)).toBe('₹499');
    expect(formatRupees(5)).toBe('₹0.05');
  });
});

describe('formatDateTime', () => {
  it('writes the time in IST, en-IN style', () => {
    expect(formatDateTime('2026-11-22T12:35:00Z')).toBe('22 Nov 2026, 6:05 pm IST');
  });
});

describe('renderMail', () => {
  it.each(Object.values(examples))(
    'renders a subject, HTML and text for $kind',
    async (message) => {
      const mail = await renderMail(input(message));
      expect(mail.subject).toContain(store.name);
      expect(mail.html).toMatch(/^<!DOCTYPE html/);
      expect(mail.text.length).toBeGreaterThan(50);
    },
  );

  it('names the store and the order number in the subjects', async () => {
    const subjects = await Promise.all(
      Object.values(examples).map(async (m) => (await renderMail(input(m))).subject),
    );
    expect(subjects).toEqual([
      'Welcome to Vidya Electronics',
      'Order 7K2M9QX4PA placed — Vidya Electronics',
      'Payment received for order 7K2M9QX4PA — Vidya Electronics',
      'Order 7K2M9QX4PA shipped — Vidya Electronics',
      'Order 7K2M9QX4PA delivered — Vidya Electronics',
      'Order 7K2M9QX4PA: out for delivery — Vidya Electronics',
      'Refund of ₹499 for order 7K2M9QX4PA — Vidya Electronics',
      'Order 7K2M9QX4PA cancelled — Vidya Electronics',
      'Your return’s pickup is arranged (order 7K2M9QX4PA) — Vidya Electronics',
      'Reset your Vidya Electronics password',
      'Your Vidya Electronics password was changed',
      'Complaint GRV-7K3M9Q2X received — Vidya Electronics',
      'Complaint GRV-7K3M9Q2X acknowledged — Vidya Electronics',
      'Complaint GRV-7K3M9Q2X resolved — Vidya Electronics',
      'Re: Wall mount size — Vidya Electronics',
      'You are subscribed to the Vidya Electronics newsletter',
      'Your invitation to the Vidya Electronics back office',
      'New order 7K2M9QX4PA: ₹1,24,454.50 — Vidya Electronics',
      'UPI payment to confirm: order 7K2M9QX4PA, ₹1,24,454.50 — Vidya Electronics',
      'New grievance GRV-7K3M9Q2X: acknowledge by 24 Nov 2026, 6:05 pm IST — Vidya Electronics',
      'Contact message: Wall mount size — Vidya Electronics',
      'Return requested: order K7M2P9QX4R, 2 items — Vidya Electronics',
      'Low stock: 3 variants at or under their threshold — Vidya Electronics',
    ]);
  });

  it('confirms a newsletter sign-up with what was agreed to and a one-click unsubscribe link', async () => {
    const { html, text } = await renderMail(input(examples.newsletter_subscribed));
    const unsubscribe = `${WEB}/unsubscribe?token=Zm9vYmFyYmF6cXV4cXV1eA`;
    expect(text).toContain('“Once or twice a month.”');
    expect(attributes(html, 'href')).toContain(unsubscribe);
    expect(text).toContain(unsubscribe);
  });

  it('answers a contact message with the staff member’s words, not the customer’s', async () => {
    const { text } = await renderMail(input(examples.contact_reply));
    expect(text).toContain('Dear Asha Rao,');
    expect(text).toContain('Yes, the tilting mount fits a 55" TV.\nIt takes up to 40 kg.');
    expect(text).toContain(`${WEB}/contact`);
  });

  it('tells the staff what happened with a link to it in the back office', async () => {
    const admin = 'https://api.shop.example.in/admin';
    const cases: [MailMessage, string, string[]][] = [
      [examples.staff_order_placed, `${admin}/orders/7K2M9QX4PA`, ['2 × HDMI Cable', 'Asha Rao']],
      [
        examples.staff_upi_to_confirm,
        `${admin}/orders/7K2M9QX4PA`,
        ['Amount: ₹1,24,454.50', 'Confirm by: 22 Nov 2026, 6:35 pm IST'],
      ],
      [
        examples.staff_grievance_filed,
        `${admin}/grievances/GRV-7K3M9Q2X`,
        ['From: Asha Rao (+91 98450 12345)', 'Acknowledge by: 24 Nov 2026, 6:05 pm IST'],
      ],
      [
        examples.staff_contact_message,
        `${admin}/messages/42`,
        ['From: Asha Rao (asha@example.in)', 'Will the tilting mount fit a 55" TV?'],
      ],
      [
        examples.staff_low_stock,
        `${admin}/products/low-stock`,
        [
          'HDMI Cable (Size: 2 m, Colour: Black) — SKU HDMI-2M: 1 left (threshold 5)',
          'And 2 more.',
        ],
      ],
      [
        examples.staff_return_requested,
        `${admin}/returns/7`,
        ['Asha Rao asks for a return of 2 items', 'Damaged or defective'],
      ],
      [examples.staff_invite, `${admin}/invite?token=abc`, ['as Manager', '25 Nov 2026']],
    ];
    for (const [message, link, parts] of cases) {
      const { html, text } = await renderMail(input(message));
      expect(attributes(html, 'href'), message.kind).toContain(link);
      for (const part of parts) expect(text, message.kind).toContain(part);
    }
  });

  it('welcomes by first name, says what the account is for and links to the shop', async () => {
    const { html, text } = await renderMail(input(examples.welcome));
    expect(text).toContain('Welcome, Asha!');
    expect(text).toContain('see all your orders');
    expect(text).toContain(`${WEB}/`);
    expect(attributes(html, 'href')).toContain(`${WEB}/`);
  });

  it('lists every order line with size and colour, prices, total, free delivery and address', async () => {
    const { html, text } = await renderMail(input(examples.order_placed));
    expect(text).toContain('Order number: 7K2M9QX4PA');
    expect(text).toContain('Placed on: 22 Nov 2026, 6:05 pm IST');
    // One line of text per order line.
    expect(text).toContain('HDMI Cable (Size: 2 m, Colour: Black) — 2 × ₹499 = ₹998\n');
    expect(text).toContain('TV Wall Mount — 1 × ₹1,23,456.50 = ₹1,23,456.50\n');
    expect(text).toContain('Total: ₹1,24,454.50');
    expect(text).toContain('Standard Shipping — Free');
    for (const part of ['Asha Rao', '9876543210', 'Flat 4B, Lake View', 'Bengaluru', 'Karnataka']) {
      expect(text).toContain(part);
    }
    expect(text).toContain('PIN 560038');
    expect(html).toContain('HDMI Cable');
    expect(html).toContain('₹1,23,456.50');
    expect(text).toContain(`${WEB}/track-order?id=7K2M9QX4PA`);
    expect(text).toContain(`${WEB}/orders`);
    expect(attributes(html, 'href')).toEqual(
      expect.arrayContaining([`${WEB}/track-order?id=7K2M9QX4PA`, `${WEB}/orders`]),
    );
  });

  it('tells how to pay, with a pay link, when the order is Pending', async () => {
    const { html, text } = await renderMail(input(examples.order_placed));
    expect(text).toContain('How to pay');
    expect(text).toContain(`Pay now ${WEB}/payment?orderId=7K2M9QX4PA`);
    expect(attributes(html, 'href')).toContain(`${WEB}/payment?orderId=7K2M9QX4PA`);
  });

  it('tells a cash-on-delivery order to pay on delivery, never to pay online now', async () => {
    const cod = makeOrder({ status: 1, paymentMethod: 'cod' });
    const { html, text } = await renderMail(input(examples.order_placed, { order: cod }));
    expect(text).toContain('You chose cash on delivery: please pay ₹1,24,454.50 when the order');
    expect(text).toContain('There is nothing to pay now.');
    expect(text).not.toMatch(/pay online|Pay now|How to pay/);
    expect(html).not.toContain('/payment');
  });

  it('lists the cash-on-delivery fee with the figures, the total including it', async () => {
    const cod = makeOrder({
      status: 1,
      paymentMethod: 'cod',
      codFeePaise: 4900,
      totalPaise: 12445450 + 4900,
    });
    const placed = await renderMail(input(examples.order_placed, { order: cod }));
    expect(placed.text).toContain('please pay ₹1,24,503.50 when the order');
    expect(placed.text).toContain('Cash on delivery fee: ₹49\nTotal: ₹1,24,503.50');
    const shipped = await renderMail(input(examples.order_shipped, { order: cod }));
    expect(shipped.text).toContain('Cash on delivery fee: ₹49\nTotal: ₹1,24,503.50');
    // Without a fee, no such row.
    expect((await renderMail(input(examples.order_placed))).text).not.toContain('fee');
  });

  it('tells a UPI order that it waits for the UPI payment, with the link to pay', async () => {
    const upi = makeOrder({ paymentMethod: 'upi' });
    const { text } = await renderMail(input(examples.order_placed, { order: upi }));
    expect(text).toContain('You chose to pay ₹1,24,454.50 by UPI.');
    expect(text).toContain(`Pay by UPI ${WEB}/payment?orderId=7K2M9QX4PA`);
    expect(text).not.toMatch(/pay online/i);
  });

  it('tells an order whose card payment failed that it did not go through, with the link to pay again', async () => {
    const failed = makeOrder({ paymentMethod: 'payu', paymentFailed: true });
    const { text } = await renderMail(input(examples.order_placed, { order: failed }));
    expect(text).toContain('Your payment of ₹1,24,454.50 did not go through');
    expect(text).toContain(`Pay now ${WEB}/payment?orderId=7K2M9QX4PA`);
  });

  it('says an order paid online was paid', async () => {
    const paid = makeOrder({ status: 1, paymentMethod: 'payu' });
    const { text } = await renderMail(input(examples.order_placed, { order: paid }));
    expect(text).toContain('We have received your payment of ₹1,24,454.50.');
    expect(text).not.toContain('/payment');
  });

  it('lists the shipped items and says the tax invoice is attached', async () => {
    const shipped = makeOrder({ status: 2, invoiceNumber: 'CK/26-27/00042' });
    const { text } = await renderMail(input(examples.order_shipped, { order: shipped }));
    expect(text).toContain('In this parcel');
    expect(text).toContain('HDMI Cable (Size: 2 m, Colour: Black) — 2 × ₹499 = ₹998\n');
    expect(text).toContain('TV Wall Mount — 1 × ₹1,23,456.50 = ₹1,23,456.50\n');
    expect(text).toContain('Your tax invoice CK/26-27/00042 is attached to this e-mail as a PDF.');
  });

  it('says a shop without a GSTIN issues no tax invoice, rather than promising one', async () => {
    const shipped = makeOrder({ status: 2, invoiceNumber: null });
    const { text } = await renderMail(input(examples.order_shipped, { order: shipped }));
    expect(text).toContain('TV Wall Mount');
    expect(text).toContain('Vidya Electronics is not registered for GST, so no tax invoice');
    expect(text).not.toContain('attached');
  });

  it('has no pay link when the order is already Processing', async () => {
    const processing = makeOrder({ status: 1 });
    const { html, text } = await renderMail(input(examples.order_placed, { order: processing }));
    expect(text).not.toContain('/payment');
    expect(text).not.toContain('How to pay');
    expect(html).not.toContain('/payment');
  });

  it('confirms a payment with amount, method in words, reference, order and tracking link', async () => {
    const { html, text } = await renderMail(input(examples.payment_received));
    expect(text).toContain('Amount: ₹1,23,456.50');
    expect(text).toContain('Method: UPI');
    expect(text).toContain('Reference: UTR4711');
    expect(text).toContain('Order number: 7K2M9QX4PA');
    expect(text).toContain(`${WEB}/track-order?id=7K2M9QX4PA`);
    expect(attributes(html, 'href')).toContain(`${WEB}/track-order?id=7K2M9QX4PA`);
  });

  it.each([
    ['payu', 'card / netbanking'],
    ['sandbox', 'test payment (sandbox)'],
    ['cod', 'cash on delivery'],
  ])(
    'shows the payment method %s as "%s" and leaves out a missing reference',
    async (method, words) => {
      const message: MailMessage = {
        kind: 'payment_received',
        data: { orderId: order.id, method, amountPaise: 49900, reference: null },
      };
      const { text } = await renderMail(input(message));
      expect(text).toContain(`Method: ${words}`);
      expect(text).toContain('Amount: ₹499');
      expect(text).not.toContain('Reference');
    },
  );

  it('gives the carrier, tracking number, carrier link and the shop tracking link of a shipment', async () => {
    const { html, text } = await renderMail(input(examples.order_shipped));
    expect(text).toContain('Carrier: Delhivery');
    expect(text).toContain('Tracking number: DLV123456');
    expect(text).toContain('https://track.example.com/DLV123456');
    expect(text).toContain(`${WEB}/track-order?id=7K2M9QX4PA`);
    expect(attributes(html, 'href')).toEqual(
      expect.arrayContaining([
        'https://track.example.com/DLV123456',
        `${WEB}/track-order?id=7K2M9QX4PA`,
      ]),
    );
  });

  it('never turns a javascript: tracking URL into a link', async () => {
    const message: MailMessage = {
      kind: 'order_shipped',
      data: {
        orderId: order.id,
        carrier: 'Delhivery',
        trackingNumber: 'DLV123456',
        trackingUrl: 'javascript:alert(1)',
      },
    };
    const { html, text } = await renderMail(input(message));
    expect(html).not.toContain('javascript:');
    expect(text).not.toContain('javascript:');
    expect(text).toContain('Tracking number: DLV123456');
    expect(attributes(html, 'href')).toContain(`${WEB}/track-order?id=7K2M9QX4PA`);
  });

  it('points a delivered order to its returns on /orders, the contact page and the returns policy', async () => {
    const { html, text } = await renderMail(input(examples.order_delivered));
    expect(text).toContain('delivered');
    expect(text).toContain('7K2M9QX4PA');
    expect(text).toContain('return or exchange');
    expect(attributes(html, 'href')).toEqual(
      expect.arrayContaining([`${WEB}/orders`, `${WEB}/contact`, `${WEB}/return`]),
    );
  });

  it('names a refund’s GST credit note and sends the shopper to their orders to download it', async () => {
    const { html, text } = await renderMail(
      input({
        kind: 'refund_processed',
        data: {
          orderId: order.id,
          amountPaise: 49900,
          method: 'upi',
          reference: 'NEFT N42',
          creditNote: 'CK/26-27/C0007',
        },
      }),
    );
    expect(text).toContain('GST credit note: CK/26-27/C0007');
    expect(attributes(html, 'href')).toContain(`${WEB}/orders`);
  });

  it('gives the reason of a cancellation and promises the refund when one is due', async () => {
    const { text } = await renderMail(input(examples.order_cancelled));
    expect(text).toContain('Reason: Out of stock');
    expect(text).toContain('refunded to the original payment method');
    expect(text).toContain('5–7 working days');
  });

  it('tells an unpaid cancelled order that nothing was charged, and omits a missing reason', async () => {
    const message: MailMessage = {
      kind: 'order_cancelled',
      data: { orderId: order.id, reason: null, refundDue: false },
    };
    const { text } = await renderMail(input(message));
    expect(text).toContain('You have not been charged');
    expect(text).not.toContain('refunded');
    expect(text).not.toContain('Reason');
  });

  it('never tells a shopper whose UPI payment was not confirmed that nothing was charged', async () => {
    const message: MailMessage = {
      kind: 'order_cancelled',
      data: {
        orderId: order.id,
        reason: 'No payment was confirmed within 30 minutes',
        refundDue: false,
        paymentUnconfirmed: true,
      },
    };
    const { html, text } = await renderMail(input(message));
    expect(text).not.toContain('You have not been charged');
    expect(text).toContain('no payment for it was confirmed in time');
    expect(text).toContain('If money left your account for this order, we will refund it');
    expect(text).toContain('help@shop.example.in');
    expect(text).toContain('+91 98765 43210');
    expect(attributes(html, 'href')).toEqual(
      expect.arrayContaining(['mailto:help@shop.example.in', 'tel:+919876543210']),
    );
  });

  it('sends the reset link with the token, its limits and what to do if not asked', async () => {
    const { html, text } = await renderMail(input(examples.password_reset));
    const link = `${WEB}/reset-password?token=${encodeURIComponent('tok+/=en')}`;
    expect(text).toContain('Hi Asha,');
    expect(text).toContain(link);
    expect(attributes(html, 'href')).toContain(link);
    expect(text).toContain('works for 30 minutes and only once');
    expect(text).toContain('If you did not ask, ignore this e-mail; your password is unchanged.');
  });

  it('says when (IST) and how the password changed, and what to do if it was not them', async () => {
    const { html, text } = await renderMail(input(examples.password_changed));
    expect(text).toContain('Hi Asha,');
    expect(text).toContain('22 Nov 2026, 6:05 pm IST');
    expect(text).toContain('password-reset link');
    expect(text).toContain('If this was not you, reset your password at once');
    expect(text).toContain(`${WEB}/forgot-password`);
    expect(text).toContain('help@shop.example.in');
    expect(text).toContain('+91 98765 43210');
    expect(attributes(html, 'href')).toContain(`${WEB}/forgot-password`);

    const changed: MailMessage = {
      kind: 'password_changed',
      data: { firstName: 'Asha', changedAt: '2026-11-22T12:35:00Z', how: 'change' },
    };
    expect((await renderMail(input(changed))).text).toContain('from your account page');
  });

  it('gives a new complaint its ticket, both deadlines in IST and the link to look it up', async () => {
    const { html, text } = await renderMail(input(examples.grievance_received));
    const link = `${WEB}/grievance-redressal?ticket=GRV-7K3M9Q2X`;
    expect(text).toContain('Dear Asha Rao,');
    expect(text).toContain('Ticket: GRV-7K3M9Q2X');
    expect(text).toContain('Received on: 22 Nov 2026, 6:05 pm IST');
    // Deadlines, not what was done: "Resolved by" read as if it were.
    expect(text).toContain('To be acknowledged by: 24 Nov 2026, 6:05 pm IST');
    expect(text).toContain('To be resolved by: 22 Dec 2026, 6:05 pm IST');
    expect(text).not.toMatch(/^(Acknowledged|Resolved) by/m);
    expect(text).toContain('acknowledge your complaint within 48 hours');
    expect(text).toContain('resolve it within one month');
    expect(text).toContain(link);
    expect(attributes(html, 'href')).toContain(link);
  });

  it('tells when an acknowledged complaint will be resolved', async () => {
    const { text } = await renderMail(input(examples.grievance_acknowledged));
    expect(text).toContain('has read your complaint');
    expect(text).toContain('To be resolved by: 22 Dec 2026, 6:05 pm IST');
    expect(text).not.toMatch(/^Resolved by/m);
    expect(text).toContain(`${WEB}/grievance-redressal?ticket=GRV-7K3M9Q2X`);
  });

  it('sends the grievance officer’s answer line by line, or why the complaint was closed', async () => {
    const resolved = await renderMail(input(examples.grievance_resolved));
    expect(resolved.text).toContain('Our answer');
    expect(resolved.text).toContain('We have sent a replacement mount.\nIt reaches you by Friday.');
    expect(resolved.html).toContain(
      'We have sent a replacement mount.<br/>It reaches you by Friday.',
    );
    expect(resolved.text).toContain('If you are not satisfied');

    const closed = await renderMail(
      input({
        kind: 'grievance_resolved',
        data: {
          ...examples.grievance_resolved.data,
          outcome: 'closed',
          resolution: 'Filed twice.',
        },
      } as MailMessage),
    );
    expect(closed.subject).toBe('Complaint GRV-7K3M9Q2X closed — Vidya Electronics');
    expect(closed.text).toContain('Why it was closed');
    expect(closed.text).toContain('Filed twice.');
  });

  it('escapes hostile text in the HTML and keeps it as written in the text part', async () => {
    const hostile = '<script>alert(1)</script> "quoted" & <b>';
    const hostileOrder = makeOrder({
      lines: [{ title: hostile, size: hostile, color: null, quantity: 1, unitPricePaise: 100 }],
      shippingAddress: { ...order.shippingAddress, fullName: hostile },
    });
    const messages: MailMessage[] = [
      { kind: 'welcome', data: { firstName: hostile } },
      { kind: 'order_placed', data: { orderId: order.id } },
      { kind: 'order_cancelled', data: { orderId: order.id, reason: hostile, refundDue: false } },
      {
        kind: 'order_shipped',
        data: { orderId: order.id, carrier: hostile, trackingNumber: hostile, trackingUrl: null },
      },
      {
        kind: 'grievance_received',
        data: { ...examples.grievance_received.data, name: hostile },
      } as MailMessage,
      {
        kind: 'grievance_resolved',
        data: { ticket: 'GRV-7K3M9Q2X', name: hostile, outcome: 'resolved', resolution: hostile },
      },
    ];
    for (const message of messages) {
      const { html, text } = await renderMail(input(message, { order: hostileOrder }));
      expect(html).not.toMatch(/<script/i);
      expect(html).not.toContain('<b>');
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(html).toMatch(/(&quot;|")quoted(&quot;|") &amp; &lt;b&gt;/);
      expect(text).toContain(hostile);
    }
  });

  it('shows the logo only from an http(s) URL, with the store name as its alt text', async () => {
    const withLogo = await renderMail(input(examples.welcome));
    expect(attributes(withLogo.html, 'src')).toEqual([LOGO]);
    expect(withLogo.html).toContain('alt="Vidya Electronics"');

    const badLogo = { ...store, logoUrl: 'javascript:alert(1)' };
    const { html, text } = await renderMail(input(examples.welcome, { store: badLogo }));
    expect(html).not.toContain('javascript:');
    expect(html).not.toMatch(/<img/i);
    expect(text).toContain('Vidya Electronics');
  });

  it('makes every mail dark-mode aware, with lang, footer, no scripts and no image but the logo', async () => {
    for (const message of Object.values(examples)) {
      const { html, text } = await renderMail(input(message));
      expect(html).toContain('<meta name="color-scheme" content="light dark"/>');
      expect(html).toContain('<meta name="supported-color-schemes" content="light dark"/>');
      expect(html).toContain('prefers-color-scheme: dark');
      expect(html).toMatch(/<html[^>]* lang="en"/);
      expect(html).not.toMatch(/<script|<link|@import|@font-face/i);
      expect(html.match(/<img/g)).toHaveLength(1);
      expect(attributes(html, 'src')).toEqual([LOGO]);
      expect(attributes(html, 'href')).toEqual(
        expect.arrayContaining(['mailto:help@shop.example.in', 'tel:+919876543210']),
      );
      for (const part of ['Vidya Retail Pvt Ltd', '12 MG Road', 'help@shop.example.in']) {
        expect(text).toContain(part);
      }
    }
  });

  it('links only to the shop, its back office, the carrier page and the store contact, written out in the text', async () => {
    for (const message of Object.values(examples)) {
      const { html, text } = await renderMail(input(message));
      for (const href of attributes(html, 'href')) {
        expect(href).toMatch(
          /^(https:\/\/shop\.example\.in\/|https:\/\/api\.shop\.example\.in\/admin\/|https:\/\/track\.example|mailto:|tel:)/,
        );
        if (href.startsWith('https://')) expect(text).toContain(href);
      }
    }
  });

  it('refuses an order_placed message without its order', async () => {
    await expect(
      renderMail({ message: examples.order_placed, store, order: null }),
    ).rejects.toThrow(/no order/);
  });

  it('refuses a store whose webOrigin is not an http(s) URL', async () => {
    const badStore = { ...store, webOrigin: 'javascript:alert(1)//' };
    await expect(renderMail(input(examples.welcome, { store: badStore }))).rejects.toThrow(
      /webOrigin/,
    );
  });
});
