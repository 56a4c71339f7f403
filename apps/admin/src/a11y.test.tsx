import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '~/test/axe';
import { jsonResponse, stubAdminApi } from '~/test/component-test';
import {
  adminContactMessage,
  adminGrievance,
  adminMail,
  adminOrder,
  adminPromotion,
  adminReturn,
  dashboard,
  failedMail,
  grievanceSummary,
  importJob,
  invoiceSummary,
  lowStockItem,
  orderSummary,
  productSummary,
  promotionUse,
  staffMe,
  storeSettings,
  contactSummary,
  subscriber,
} from '~/test/fixtures';
import { renderApp } from '~/test/render-app';

const api = stubAdminApi();

const signedIn = {
  'GET /session': staffMe('owner'),
  'GET /dashboard': { ...dashboard(), lowStock: 2 },
  'GET /products': {
    data: [
      productSummary(),
      productSummary({
        id: '7b8e4c1d-2a3f-4e5d-8c9b-0a1b2c3d4e5f',
        title: 'Tilting wall mount',
        imgUrl: null,
        discountedPrice: null,
        stock: null,
        stockState: 'untracked',
        archived: true,
      }),
    ],
    pagination: { page: 1, limit: 25, total: 40 },
  },
  'GET /products/low-stock': {
    data: [lowStockItem(), lowStockItem({ variantId: 8, sku: null, color: '', stock: 0 })],
    pagination: { page: 1, limit: 25, total: 2 },
  },
  'POST /products/import': importJob({
    status: 'running',
    result: null,
    progress: { done: 1, total: 3, stage: 'checking' },
  }),
  'GET /jobs': { data: [] },
  [`GET /jobs/${importJob().id}`]: importJob({
    result: {
      created: 1,
      updated: 1,
      unchanged: 1,
      errors: [{ line: 3, error: 'regular_price must be an amount in rupees' }],
      changes: [
        {
          line: 2,
          action: 'create',
          productId: null,
          title: 'Remote cover',
          variants: 1,
          fields: [],
          moreFields: 0,
        },
        {
          line: 4,
          action: 'update',
          productId: '2f1c7a52-57f4-4a4d-9a5e-1d2c3b4a5f60',
          title: 'HDMI cable 2 m',
          variants: 2,
          fields: [
            { line: 4, field: 'regular_price', variant: null, from: '499', to: '549' },
            { line: 5, field: 'stock', variant: '2 m / Black', from: '3', to: '10' },
          ],
          moreFields: 0,
        },
        {
          line: 6,
          action: 'unchanged',
          productId: '7b8e4c1d-2a3f-4e5d-8c9b-0a1b2c3d4e5f',
          title: 'Tilting wall mount',
          variants: 1,
          fields: [],
          moreFields: 0,
        },
      ],
      dryRun: true,
    },
  }),
  'GET /orders': {
    data: [orderSummary(), orderSummary({ id: 'A1B2C3D4E5', status: 4, paymentMethod: null })],
    pagination: { page: 1, limit: 25, total: 40 },
  },
  'GET /orders/K7M2P9QX4R': adminOrder({
    status: 2,
    payments: [{ ...adminOrder().payments[0]!, test: true, refundDue: true, status: 'succeeded' }],
    invoice: { number: 'CK/26-27/00042', issuedAt: '2026-10-13T09:00:00.000Z' },
  }),
  'GET /promotions': {
    data: [
      adminPromotion(),
      adminPromotion({
        id: 9,
        label: 'Buy 2 get 1',
        code: null,
        automatic: true,
        kind: 'buy_x_get_y',
        value: null,
        buyQuantity: 2,
        getQuantity: 1,
        status: 'paused',
        paused: true,
      }),
    ],
    pagination: { page: 1, limit: 25, total: 30 },
  },
  'GET /promotions/12': adminPromotion({
    productIds: ['2f1c7a52-57f4-4a4d-9a5e-1d2c3b4a5f60'],
    categories: ['Cables'],
  }),
  'GET /promotions/12/uses': {
    data: [
      promotionUse(),
      promotionUse({ orderId: 'A1B2C3D4E5', releasedAt: '2026-10-25T06:30:00.000Z' }),
    ],
    pagination: { page: 1, limit: 25, total: 30 },
  },
  'GET /products/2f1c7a52-57f4-4a4d-9a5e-1d2c3b4a5f60': {
    ...productSummary(),
    variants: [],
  },
  'GET /returns': {
    data: [adminReturn(), adminReturn({ id: 5, status: 'refunded', needsAction: false })],
    pagination: { page: 1, limit: 25, total: 2 },
  },
  'GET /returns/7': adminReturn({
    status: 'approved',
    pickup: { carrier: 'Delhivery', trackingNumber: 'DL98765', trackingUrl: null },
  }),
  'GET /grievances': {
    data: [
      grievanceSummary({ ticket: 'GRV-0VERDUE1' }, 50.5),
      grievanceSummary(),
      grievanceSummary(
        {
          ticket: 'GRV-D0NE0003',
          status: 'closed',
          acknowledgedAt: '2026-10-01T05:00:00.000Z',
          resolvedAt: '2026-10-01T05:00:00.000Z',
        },
        200,
      ),
    ],
    pagination: { page: 1, limit: 25, total: 30 },
  },
  'GET /grievances/GRV-7K3M9Q2X': adminGrievance({ orderId: null, orderRef: '#12345' }),
  'GET /messages': {
    data: [
      contactSummary(),
      contactSummary({ id: 41, status: 'done', replies: 2, subject: 'Remote pairing' }),
    ],
    pagination: { page: 1, limit: 25, total: 30 },
    unread: 1,
  },
  'GET /messages/42': adminContactMessage({
    replies: [
      {
        id: 1,
        body: 'Which model is your TV?',
        by: 'owner@chitrakart.in',
        createdAt: '2026-10-12T11:00:00.000Z',
      },
    ],
  }),
  'GET /subscribers': {
    data: [
      subscriber(),
      subscriber({
        id: 8,
        email: 'ravi@example.in',
        status: 'unsubscribed',
        unsubscribedAt: '2026-10-20T08:00:00.000Z',
      }),
    ],
    pagination: { page: 1, limit: 25, total: 30 },
    subscribed: 29,
  },
  'GET /invoices': { data: [invoiceSummary()], pagination: { page: 1, limit: 25, total: 1 } },
  'GET /tax-rules': {
    gstRates: [0, 5, 18, 40],
    hsnDigits: 4,
    rateList: [{ ratePercent: 18, validFrom: '2025-09-22', validUntil: null }],
  },
  'GET /mail': {
    data: [
      failedMail(),
      adminMail({ id: 40, kind: 'welcome', subject: null, orderId: null, status: 'pending' }),
      adminMail(),
    ],
    pagination: { page: 1, limit: 25, total: 30 },
    failedCount: 1,
  },
  'GET /store': storeSettings(),
  'GET /shipping': {
    zones: [
      {
        id: 1,
        name: 'Delhi NCR',
        states: ['Delhi'],
        pinPrefixes: ['122'],
        pins: [],
        served: true,
        minDays: 1,
        maxDays: 2,
        cod: true,
        rate: { kind: 'weight', slabs: [{ upToGrams: 500, amount: 40 }], freeAbove: 499 },
      },
    ],
    elsewhere: { served: true, minDays: 3, maxDays: 7, cod: true, rate: { kind: 'free' } },
    dispatchDays: [1, 2, 3, 4, 5],
    pickupPin: '110024',
  },
  'GET /carriers': [
    { id: 'manual', name: 'Manual', sandbox: false },
    { id: 'shiprocket', name: 'Shiprocket', sandbox: true },
  ],
  'GET /search/synonyms': {
    groups: [
      ['tv', 'television'],
      ['kurta', 'kurti'],
    ],
  },
  'GET /staff': {
    data: [
      {
        id: 1,
        email: 'owner@chitrakart.in',
        role: 'owner',
        status: 'active',
        totpEnabled: true,
        createdAt: '2026-10-01T05:00:00.000Z',
        lastSignInAt: '2026-10-12T05:00:00.000Z',
      },
      {
        id: 2,
        email: 'ravi@chitrakart.in',
        role: 'fulfilment',
        status: 'invited',
        totpEnabled: false,
        createdAt: '2026-10-01T05:00:00.000Z',
        lastSignInAt: null,
      },
    ],
    pagination: { page: 1, limit: 25, total: 2 },
  },
  'GET /security': { requireTotp: false },
  'GET /audit': {
    data: [
      {
        id: 1,
        at: '2026-10-12T04:30:00.000Z',
        actor: 'owner@chitrakart.in',
        action: 'store.updated',
        entity: 'store',
        entityId: null,
        before: { storeName: 'Chitra' },
        after: { storeName: 'ChitraKart' },
      },
    ],
    pagination: { page: 1, limit: 25, total: 1 },
  },
  'POST /account/totp': {
    secret: 'JBSWY3DPEHPK3PXP',
    otpauthUrl: 'otpauth://totp/ChitraKart:owner?secret=JBSWY3DPEHPK3PXP',
  },
};

async function check(path: string, heading: string | RegExp) {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: heading });
  // The page names itself in an effect after it renders; a loaded machine can run axe between.
  await waitFor(() => expect(document.title).not.toBe(''));
  expect(await seriousViolations()).toEqual([]);
  expect(screen.getAllByRole('main')).toHaveLength(1);
  return view;
}

describe('every page passes axe (no serious or critical violations)', () => {
  it.each([
    ['/', 'Dashboard'],
    ['/orders', 'Orders'],
    ['/orders/K7M2P9QX4R', /Order K7M2P9QX4R/],
    ['/returns', 'Returns'],
    ['/returns/7', 'Return #7'],
    ['/grievances', 'Grievances'],
    ['/grievances/GRV-7K3M9Q2X', 'Grievance GRV-7K3M9Q2X'],
    ['/messages', 'Messages'],
    ['/messages/42', 'Wall mount size'],
    ['/invoices', 'Invoices'],
    ['/payments/statement', 'Bank statement'],
    ['/products', 'Products'],
    ['/products/low-stock', 'Low stock'],
    ['/products/import', 'Import products'],
    ['/products/new', 'New product'],
    ['/promotions', 'Promotions'],
    ['/promotions/12', 'Diwali sale'],
    ['/promotions/new', 'New promotion'],
    ['/promotions/12/edit', 'Edit Diwali sale'],
    ['/mail', 'E-mails'],
    ['/subscribers', 'Newsletter subscribers'],
    ['/settings', 'Settings'],
    ['/shipping', 'Shipping'],
    ['/search-synonyms', 'Search synonyms'],
    ['/staff', 'Staff'],
    ['/audit', 'Audit log'],
    ['/account', 'Account'],
    ['/nowhere', 'Not found'],
  ])('%s', async (path, heading) => {
    api.respond(signedIn);
    await check(path, heading);
  });

  it('a page the role may not open, and an order fulfilment staff may not confirm', async () => {
    api.respond({
      ...signedIn,
      'GET /session': staffMe('fulfilment'),
      'GET /orders/K7M2P9QX4R': adminOrder({ status: 0, paymentMethod: 'upi' }),
    });
    const page = await check('/products', 'Not for your role');
    page.unmount();
    await check('/orders/K7M2P9QX4R', /Order K7M2P9QX4R/);
    await screen.findByText(/Confirming payments and cancelling orders are for owners/);
    expect(await seriousViolations()).toEqual([]);
  });

  it('the settings with a logo, a home page picture, a renamed category and the setup form’s weak password', async () => {
    api.respond({
      ...signedIn,
      'GET /store': storeSettings({
        logoUrl: '/api/v1/images/0123456789abcdef0123456789abcdef/1280.webp',
        homeHero: {
          title: 'Diwali sale',
          text: null,
          imageUrl: '/images/hero.svg',
          imageAlt: 'A living room',
        },
      }),
    });
    const settings = await check('/settings', 'Settings');
    const cables = screen.getByRole('textbox', { name: 'Category 2' });
    await settings.user.type(cables, ' and HDMI');
    await screen.findByText(/^Renamed from Cables/);
    expect(await seriousViolations()).toEqual([]);
    settings.unmount();

    api.respond({ 'GET /setup/a-valid-token-of-twenty-chars': { storeName: 'ChitraKart' } });
    const setup = await check('/setup?token=a-valid-token-of-twenty-chars', 'Set up ChitraKart');
    await setup.user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'owner@chitrakart.in');
    await setup.user.type(screen.getByLabelText('Password'), 'password1234');
    await setup.user.type(screen.getByLabelText('Repeat the password'), 'password1234');
    await setup.user.click(screen.getByRole('button', { name: 'Create the owner account' }));
    await screen.findByText(/^This password is too easy to guess/);
    expect(await seriousViolations()).toEqual([]);
  });

  it('the sign-in page, also when it asks for a code', async () => {
    api.respond({
      'POST /session': jsonResponse(401, {
        error: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
      }),
    });
    const { user } = await check('/login', 'Sign in');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'owner@chitrakart.in');
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('textbox', { name: 'Authentication code' });
    expect(await seriousViolations()).toEqual([]);
  });

  it('the setup and invitation pages, valid or expired', async () => {
    api.respond({
      'GET /setup/a-valid-token-of-twenty-chars': { storeName: 'ChitraKart' },
      'GET /invites/a-valid-token-of-twenty-chars': {
        email: 'ravi@chitrakart.in',
        role: 'fulfilment',
      },
      'GET /invites/expired-token-of-twenty-chars': jsonResponse(404, { error: 'Not found' }),
    });
    const setup = await check('/setup?token=a-valid-token-of-twenty-chars', 'Set up ChitraKart');
    setup.unmount();
    const invite = await check(
      '/invite?token=a-valid-token-of-twenty-chars',
      'Join the back office',
    );
    invite.unmount();
    await check('/invite?token=expired-token-of-twenty-chars', 'This link does not work');
  });

  it('the settings, products and import forms showing their errors', async () => {
    api.respond(signedIn);
    const settings = await check('/settings', 'Settings');
    await settings.user.clear(screen.getByRole('textbox', { name: 'Store name' }));
    await settings.user.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByText('Store name is required');
    expect(await seriousViolations()).toEqual([]);
    settings.unmount();

    const products = await check('/products', 'Products');
    await products.user.click(
      screen.getByRole('checkbox', { name: 'Select every product on this page' }),
    );
    await products.user.click(screen.getByRole('button', { name: 'Set price' }));
    await products.user.click(screen.getByRole('button', { name: 'Review change' }));
    await screen.findByText('Regular price (₹) is required');
    expect(await seriousViolations()).toEqual([]);
    products.unmount();

    const upload = await check('/products/import', 'Import products');
    await upload.user.upload(
      screen.getByLabelText('CSV file'),
      new File(['title\n'], 'catalogue.csv', { type: 'text/csv' }),
    );
    await upload.user.click(screen.getByRole('button', { name: 'Check file' }));
    // The progress of the check, then its report.
    await screen.findByRole('progressbar', { name: 'Checking the file' });
    expect(await seriousViolations()).toEqual([]);
    await screen.findByText('Line 3');
    expect(await seriousViolations()).toEqual([]);
  });

  it('the answer forms showing their errors, staff e-mails and the two-factor enrolment', async () => {
    api.respond(signedIn);
    const grievance = await check('/grievances/GRV-7K3M9Q2X', 'Grievance GRV-7K3M9Q2X');
    await grievance.user.click(screen.getByRole('radio', { name: /^Resolve/ }));
    await grievance.user.click(screen.getByRole('button', { name: 'Resolve' }));
    await screen.findByText('Answer is required to resolve a grievance');
    expect(await seriousViolations()).toEqual([]);
    grievance.unmount();

    const message = await check('/messages/42', 'Wall mount size');
    await message.user.click(screen.getByRole('button', { name: 'Send answer' }));
    await screen.findByText('Answer is required');
    expect(await seriousViolations()).toEqual([]);
    message.unmount();

    const staffMailSettings = await check('/settings', 'Settings');
    const staffMail = screen.getByRole('region', { name: 'Staff e-mails' });
    await staffMailSettings.user.click(
      within(staffMail).getByRole('button', { name: 'Add an address' }),
    );
    await staffMailSettings.user.type(
      within(staffMail).getByRole('textbox', { name: 'Address 2' }),
      'orders@',
    );
    await staffMailSettings.user.click(screen.getByRole('button', { name: 'Save settings' }));
    await within(staffMail).findByText('Invalid email address');
    expect(await seriousViolations()).toEqual([]);
    staffMailSettings.unmount();

    const account = await check('/account', 'Account');
    await account.user.click(screen.getByRole('button', { name: 'Set up an authenticator app' }));
    await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(await seriousViolations()).toEqual([]);
  });

  it('a return’s receipt and refund forms with their errors, and an order returned to origin', async () => {
    api.respond(signedIn);
    const approved = await check('/returns/7', 'Return #7');
    const restock = screen.getAllByRole('spinbutton', { name: 'Back to stock' })[0]!;
    await approved.user.clear(restock);
    await approved.user.type(restock, '1');
    await approved.user.click(screen.getByRole('button', { name: 'Record as received' }));
    await screen.findByText(/^Write-off reason is required/);
    expect(await seriousViolations()).toEqual([]);
    approved.unmount();

    api.respond({
      'GET /returns/7': adminReturn({
        status: 'received',
        proposedRefund: 899,
        lines: [{ ...adminReturn().lines[0]!, exchangeFor: { size: 'L', color: null } }],
      }),
      'GET /orders/K7M2P9QX4R': adminOrder({
        status: 4,
        returnedToOrigin: { reason: 'Refused by the buyer', receivedAt: null },
        creditNotes: [
          {
            number: 'CK/CN/26-27/00001',
            date: '2026-10-22T07:00:00.000Z',
            amount: 999,
            reason: 'Returned to origin',
            refundId: null,
            returnId: null,
          },
        ],
      }),
    });
    const received = await check('/returns/7', 'Return #7');
    const amount = screen.getByRole('textbox', { name: 'Amount (₹)' });
    await received.user.clear(amount);
    await received.user.type(amount, '900');
    await received.user.click(screen.getByRole('button', { name: 'Refund' }));
    await screen.findByText(/^Amount \(₹\) must be at most/);
    expect(await seriousViolations()).toEqual([]);
    received.unmount();

    await check('/orders/K7M2P9QX4R', /Order K7M2P9QX4R/);
    await screen.findByRole('button', { name: 'Record the parcel received' });
    expect(await seriousViolations()).toEqual([]);
  });

  it('an order’s address correction, with the API’s refusal under a field', async () => {
    api.respond({
      ...signedIn,
      'GET /orders/P3N8V2XK7M': adminOrder({ id: 'P3N8V2XK7M', status: 1 }),
      'PUT /orders/P3N8V2XK7M/shipping-address': jsonResponse(400, {
        error: 'state: PIN code 560001 is in Karnataka, not in Delhi',
      }),
    });
    const order = await check('/orders/P3N8V2XK7M', /Order P3N8V2XK7M/);
    await order.user.click(screen.getByRole('button', { name: 'Correct address' }));
    expect(await seriousViolations()).toEqual([]);
    await order.user.click(screen.getByRole('button', { name: 'Save address' }));
    await screen.findByText('PIN code 560001 is in Karnataka, not in Delhi');
    expect(await seriousViolations()).toEqual([]);
  });

  it('shipping: an order’s parcels and its shipment form, the packing table, the settings’ errors', async () => {
    api.respond({
      ...signedIn,
      'GET /orders/P3N8V2XK7M': adminOrder({
        id: 'P3N8V2XK7M',
        status: 1,
        items: [{ ...adminOrder().items[0]!, quantity: 3 }],
        shipments: [
          {
            id: 9,
            carrierId: 'shiprocket',
            carrier: 'Shiprocket',
            courier: 'Delhivery',
            awb: 'SR9',
            trackingUrl: 'https://shiprocket.co/tracking/SR9',
            status: 'out_for_delivery',
            expectedDate: '2026-10-15',
            lines: [{ itemId: 1, quantity: 1 }],
            createdAt: '2026-10-13T09:00:00.000Z',
            events: [{ at: '2026-10-14T03:00:00.000Z', status: 'in_transit', location: 'Delhi' }],
          },
        ],
      }),
    });
    const order = await check('/orders/P3N8V2XK7M', /Order P3N8V2XK7M/);
    await order.user.click(screen.getByRole('button', { name: 'Create shipment' }));
    await screen.findByRole('combobox', { name: 'Carrier' });
    await order.user.click(screen.getByRole('button', { name: 'Book the parcel' }));
    await screen.findByText('Courier is required');
    expect(await seriousViolations()).toEqual([]);
    order.unmount();

    const list = await check('/orders', 'Orders');
    await list.user.click(
      screen.getByRole('checkbox', { name: 'Select every order on this page' }),
    );
    await screen.findByRole('region', { name: /Packing table/ });
    expect(await seriousViolations()).toEqual([]);
    list.unmount();

    const shipping = await check('/shipping', 'Shipping');
    await shipping.user.clear(screen.getByRole('textbox', { name: 'Zone name' }));
    await shipping.user.click(screen.getByRole('button', { name: 'Save shipping settings' }));
    await screen.findByText('Zone name is required');
    expect(await seriousViolations()).toEqual([]);
  });

  it('the promotion form by kind, with its errors and a product search, and an order’s offers', async () => {
    api.respond(signedIn);
    const form = await check('/promotions/new', 'New promotion');
    await form.user.click(screen.getByRole('button', { name: 'Create promotion' }));
    await screen.findByText('Enter the percentage off');
    expect(await seriousViolations()).toEqual([]);
    await form.user.click(screen.getByRole('radio', { name: /^Automatic/ }));
    await form.user.click(screen.getByRole('radio', { name: /^Buy X get Y/ }));
    await form.user.click(screen.getByRole('radio', { name: /^Of other products/ }));
    const gets = screen.getByRole('group', { name: 'Products they get' });
    await form.user.type(within(gets).getByRole('searchbox'), 'hdmi');
    await within(gets).findByRole('button', { name: 'Add HDMI cable 2 m' });
    expect(await seriousViolations()).toEqual([]);
    form.unmount();

    api.respond({
      'GET /orders/K7M2P9QX4R': adminOrder({
        items: [{ ...adminOrder().items[0]!, discount: 99.9 }],
        discount: 99.9,
        priceBreakup: {
          items: 999,
          discount: 99.9,
          delivery: 0,
          gstIncluded: 137.15,
          total: 899.1,
        },
        promotions: [
          { id: 12, label: 'Diwali sale', code: 'diwali10', kind: 'percentage', saving: 99.9 },
        ],
      }),
      'GET /orders': {
        data: [orderSummary({ discount: 99.9, promotions: ['diwali10'] })],
        pagination: { page: 1, limit: 25, total: 1 },
      },
    });
    const order = await check('/orders/K7M2P9QX4R', /Order K7M2P9QX4R/);
    await screen.findByRole('region', { name: 'Offers applied' });
    expect(await seriousViolations()).toEqual([]);
    order.unmount();

    await check('/orders?promotionId=12', 'Orders');
    await screen.findByText(/Only orders that used/);
    expect(await seriousViolations()).toEqual([]);
  });
});
