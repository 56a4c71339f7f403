import type {
  AdminContactMessage,
  AdminContactSummary,
  AdminSubscriber,
  AdminGrievance,
  AdminGrievanceSummary,
  AdminMail,
  AdminProductSummary,
  CatalogueImportJob,
  InvoiceExportJob,
  LowStockItem,
  AdminOrder,
  AdminOrderSummary,
  AdminPromotion,
  AdminReturn,
  Dashboard,
  InvoiceSummary,
  PromotionUse,
  StaffMe,
  StaffRole,
  StoreSettings,
} from '@storefront/contract';

export function staffMe(role: StaffRole = 'owner', overrides: Partial<StaffMe> = {}): StaffMe {
  return {
    id: 1,
    email: `${role}@chitrakart.in`,
    role,
    storeName: 'ChitraKart',
    totpEnabled: false,
    mustEnrolTotp: false,
    ...overrides,
  };
}

export function orderSummary(overrides: Partial<AdminOrderSummary> = {}): AdminOrderSummary {
  return {
    id: 'K7M2P9QX4R',
    status: 0,
    createdAt: '2026-10-12T10:15:00.000Z',
    customerName: 'Priya Sharma',
    email: 'priya@example.in',
    phone: '+919811045672',
    total: 1499,
    paymentMethod: 'upi',
    itemCount: 2,
    discount: 0,
    promotions: [],
    ...overrides,
  };
}

export function adminOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    id: 'K7M2P9QX4R',
    status: 0,
    createdAt: '2026-10-12T10:15:00.000Z',
    updatedAt: '2026-10-12T10:15:00.000Z',
    email: 'priya@example.in',
    phone: '+919811045672',
    shippingAddress: {
      fullName: 'Priya Sharma',
      address: '14 Lajpat Nagar II',
      city: 'New Delhi',
      state: 'Delhi',
      postalCode: '110024',
      phone: '+919811045672',
    },
    items: [
      {
        id: 1,
        productId: '2f1c7a52-57f4-4a4d-9a5e-1d2c3b4a5f60',
        productTitle: 'HDMI cable 2 m',
        quantity: 2,
        price: 499.5,
        size: null,
        color: 'Black',
        discount: 0,
      },
    ],
    total: 999,
    discount: 0,
    promotions: [],
    paymentMethod: 'upi',
    shippingMethod: 'Standard Shipping',
    carrier: null,
    trackingNumber: null,
    trackingUrl: null,
    cancelReason: null,
    payments: [
      {
        id: 7,
        method: 'upi',
        status: 'pending',
        amount: 999,
        txnid: 'TXN7',
        reference: null,
        test: false,
        refundDue: false,
        createdAt: '2026-10-12T10:16:00.000Z',
        updatedAt: '2026-10-12T10:16:00.000Z',
      },
    ],
    timeline: [
      {
        at: '2026-10-12T10:15:00.000Z',
        type: 'placed',
        fromStatus: null,
        toStatus: 0,
        actor: 'customer',
        details: {},
      },
    ],
    priceBreakup: { items: 999, delivery: 0, gstIncluded: 152.39, total: 999 },
    invoice: null,
    money: { paid: 0, pending: 999, refunded: 0, refunding: 0, refundDue: 0, refundable: 0 },
    refunds: [],
    refundDestination: null,
    creditNotes: [],
    returns: [],
    returnedToOrigin: null,
    shipments: [],
    ...overrides,
  };
}

export function adminMail(overrides: Partial<AdminMail> = {}): AdminMail {
  return {
    id: 41,
    to: 'priya@example.in',
    kind: 'order_placed',
    subject: 'Your ChitraKart order K7M2P9QX4R',
    orderId: 'K7M2P9QX4R',
    status: 'sent',
    attempts: 1,
    lastError: null,
    createdAt: '2026-10-12T10:15:00.000Z',
    sentAt: '2026-10-12T10:15:05.000Z',
    nextAttemptAt: null,
    ...overrides,
  };
}

/** A mail the shop gave up on: the mail server refused it five times. */
export function failedMail(overrides: Partial<AdminMail> = {}): AdminMail {
  return adminMail({
    id: 42,
    to: 'arjun@example.in',
    kind: 'order_shipped',
    subject: 'Order A1B2C3D4E5 has shipped',
    orderId: 'A1B2C3D4E5',
    status: 'failed',
    attempts: 5,
    lastError: '535 5.7.8 Authentication credentials invalid',
    createdAt: '2026-10-12T09:00:00.000Z',
    sentAt: null,
    ...overrides,
  });
}

export function dashboard(): Dashboard {
  const byDay = Array.from({ length: 30 }, (_, index) => {
    const date = new Date(Date.UTC(2026, 8, 13 + index)).toISOString().slice(0, 10);
    return { date, orders: index % 3, revenue: (index % 3) * 750 };
  });
  return {
    today: { orders: 3, revenue: 4497 },
    last30Days: { orders: 30, revenue: 22500 },
    byDay,
    awaitingAction: { pending: 4, processing: 2, shipped: 5 },
    upiAwaitingConfirmation: [
      {
        orderId: 'K7M2P9QX4R',
        amount: 999,
        createdAt: '2026-10-12T10:15:00.000Z',
        customerName: 'Priya Sharma',
      },
    ],
    failedMail: 0,
    lowStock: 0,
    grievancesNeedingAttention: 0,
    money: { paid: 21000, pending: 1500, refunded: 499, refunding: 0, refundDue: 999 },
    rtoRate: [],
    returnsNeedingAction: 0,
  };
}

export function storeSettings(overrides: Partial<StoreSettings> = {}): StoreSettings {
  return {
    storeName: 'ChitraKart',
    companyName: 'ChitraKart Retail Pvt Ltd',
    companyAddress: '12 Nehru Place, New Delhi 110019',
    companyPhone: '+911140001234',
    companyEmail: 'hello@chitrakart.in',
    description: 'TV and video accessories.',
    logoUrl: null,
    publicOrigin: 'https://chitrakart.in',
    socialLinks: { Instagram: 'https://instagram.com/chitrakart' },
    categories: ['Wall mounts', 'Cables', 'Remotes'],
    policies: { terms: '<p>Terms of {{companyName}}</p>' },
    paymentMethods: ['upi', 'cod'],
    upi: { vpa: 'chitrakart@okaxis', payeeName: 'ChitraKart' },
    cod: { maxOrderValue: null, fee: null },
    grievanceOfficer: null,
    lowStockThreshold: 5,
    returnWindowDays: 7,
    notifications: [
      {
        email: 'hello@chitrakart.in',
        events: [
          'order_placed',
          'upi_to_confirm',
          'grievance_filed',
          'contact_message',
          'low_stock',
          'return_requested',
        ],
      },
    ],
    tax: {
      legalName: 'ChitraKart Retail Private Limited',
      gstin: '07AAECC4321K1ZT',
      registeredAddress: '12 Nehru Place, New Delhi 110019',
      stateCode: '07',
      hsnDigits: 4,
      invoicePrefix: 'CK',
    },
    homeHero: { title: null, text: null, imageUrl: null, imageAlt: null },
    ...overrides,
  };
}

export function productSummary(overrides: Partial<AdminProductSummary> = {}): AdminProductSummary {
  return {
    id: '2f1c7a52-57f4-4a4d-9a5e-1d2c3b4a5f60',
    title: 'HDMI cable 2 m',
    category: 'Cables',
    parentCategory: 'Accessories',
    imgUrl: '/uploads/hdmi-320.webp',
    regularPrice: 599,
    discountedPrice: 499.5,
    archived: false,
    variantCount: 2,
    stock: 14,
    stockState: 'in_stock',
    updatedAt: '2026-10-12T10:15:00.000Z',
    ...overrides,
  };
}

export function lowStockItem(overrides: Partial<LowStockItem> = {}): LowStockItem {
  return {
    productId: '2f1c7a52-57f4-4a4d-9a5e-1d2c3b4a5f60',
    title: 'HDMI cable 2 m',
    variantId: 7,
    size: '',
    color: 'Black',
    sku: 'HDMI-2M-BLK',
    stock: 2,
    threshold: 5,
    ...overrides,
  };
}

const HOUR = 3_600_000;

/**
 * A grievance received `hoursAgo` before now: acknowledgement due 48 hours and resolution 30 days
 * after that (half hours keep "Due in 8 h" clear of a rounding edge while the test runs).
 */
export function grievanceSummary(
  overrides: Partial<AdminGrievanceSummary> = {},
  hoursAgo = 39.5,
): AdminGrievanceSummary {
  const received = Date.now() - hoursAgo * HOUR;
  return {
    ticket: 'GRV-7K3M9Q2X',
    status: 'open',
    createdAt: new Date(received).toISOString(),
    acknowledgedAt: null,
    resolvedAt: null,
    acknowledgeBy: new Date(received + 48 * HOUR).toISOString(),
    resolveBy: new Date(received + 30 * 24 * HOUR).toISOString(),
    name: 'Priya Sharma',
    contact: 'priya@example.in',
    ...overrides,
  };
}

export function adminGrievance(
  overrides: Partial<AdminGrievance> = {},
  hoursAgo = 39.5,
): AdminGrievance {
  const summary = grievanceSummary({}, hoursAgo);
  return {
    ...summary,
    email: 'priya@example.in',
    phone: null,
    orderRef: 'K7M2P9QX4R',
    orderId: 'K7M2P9QX4R',
    message: 'The wall mount arrived with a bent bracket.\nThe box was crushed.',
    resolution: null,
    acknowledgedBy: null,
    resolvedBy: null,
    updatedAt: summary.createdAt,
    ...overrides,
  };
}

/** A tax invoice as GET /admin/invoices lists it: within Delhi, so CGST + SGST. */
export function invoiceSummary(overrides: Partial<InvoiceSummary> = {}): InvoiceSummary {
  return {
    number: 'CK/26-27/00042',
    orderId: 'K7M2P9QX4R',
    issuedAt: '2026-10-13T09:00:00.000Z',
    financialYear: '2026-27',
    buyerName: 'Priya Sharma',
    placeOfSupply: '07-Delhi',
    taxableValue: 846.61,
    cgst: 76.2,
    sgst: 76.19,
    igst: 0,
    total: 999,
    ...overrides,
  };
}

const JOB_ID = '5d0c3a1e-8f4b-4c2d-9e6a-7b1c2d3e4f50';

/** The parts every job has, finished. */
const finishedJob = {
  id: JOB_ID,
  status: 'done' as const,
  error: null,
  createdAt: '2026-10-13T09:00:00.000Z',
  startedAt: '2026-10-13T09:00:01.000Z',
  finishedAt: '2026-10-13T09:00:05.000Z',
};

/** A catalogue check or import as GET /admin/jobs/{id} answers it: done. */
export function importJob(overrides: Partial<CatalogueImportJob> = {}): CatalogueImportJob {
  return {
    ...finishedJob,
    kind: 'catalogue-import',
    dryRun: true,
    progress: { done: 1, total: 1, stage: 'checking' },
    result: { created: 1, updated: 0, unchanged: 0, errors: [], changes: [], dryRun: true },
    ...overrides,
  };
}

/** A month's invoice export as GET /admin/jobs/{id} answers it: done, with its file. */
export function exportJob(overrides: Partial<InvoiceExportJob> = {}): InvoiceExportJob {
  return {
    ...finishedJob,
    kind: 'invoice-export',
    month: '2026-10',
    format: 'lines',
    progress: { done: 4, total: 4, stage: 'exporting' },
    result: { invoices: 4 },
    download: `/jobs/${JOB_ID}/download`,
    ...overrides,
  };
}

export function contactSummary(overrides: Partial<AdminContactSummary> = {}): AdminContactSummary {
  return {
    id: 42,
    name: 'Asha Verma',
    email: 'asha@example.in',
    subject: 'Wall mount size',
    preview: 'Will the tilting mount fit a 55" TV?',
    status: 'unread',
    createdAt: '2026-10-12T10:15:00.000Z',
    replies: 0,
    ...overrides,
  };
}

export function adminContactMessage(
  overrides: Partial<AdminContactMessage> = {},
): AdminContactMessage {
  return {
    id: 42,
    name: 'Asha Verma',
    email: 'asha@example.in',
    subject: 'Wall mount size',
    message: 'Will the tilting mount fit a 55" TV?\nIt is a Sony Bravia.',
    status: 'read',
    createdAt: '2026-10-12T10:15:00.000Z',
    readAt: '2026-10-12T11:00:00.000Z',
    doneAt: null,
    doneBy: null,
    replies: [],
    ...overrides,
  };
}

export function subscriber(overrides: Partial<AdminSubscriber> = {}): AdminSubscriber {
  return {
    id: 7,
    email: 'priya@example.in',
    status: 'subscribed',
    consentText:
      'We will e-mail you new arrivals and sale alerts, once or twice a month, and use your address for nothing else. Unsubscribe any time with the link in every e-mail.',
    consentedAt: '2026-10-12T10:15:00.000Z',
    unsubscribedAt: null,
    createdAt: '2026-10-12T10:15:00.000Z',
    ...overrides,
  };
}

export function adminReturn(overrides: Partial<AdminReturn> = {}): AdminReturn {
  return {
    id: 7,
    orderId: 'K7M2P9QX4R',
    status: 'requested',
    reason: 'Does not fit',
    note: 'The kurta is too tight at the shoulders.',
    customerName: 'Priya Sharma',
    email: 'priya@example.in',
    createdAt: '2026-10-20T06:30:00.000Z',
    updatedAt: '2026-10-20T06:30:00.000Z',
    ageDays: 3,
    needsAction: true,
    lines: [
      {
        itemId: 1,
        productTitle: 'Cotton kurta',
        size: 'M',
        color: 'Indigo',
        quantity: 2,
        exchangeFor: null,
        unitPrice: 899,
        receivedQuantity: null,
        restocked: null,
        writeOffReason: null,
      },
      {
        itemId: 2,
        productTitle: 'Silk dupatta',
        size: null,
        color: 'Red',
        quantity: 1,
        exchangeFor: null,
        unitPrice: 1299.5,
        receivedQuantity: null,
        restocked: null,
        writeOffReason: null,
      },
    ],
    rejectionReason: null,
    pickup: null,
    photos: ['/api/v1/images/0123456789abcdef0123456789abcdef/1280.webp'],
    proposedRefund: null,
    refundId: null,
    exchangeOrderId: null,
    creditNotes: [],
    ...overrides,
  };
}

/** A code for 10% off, at most ₹500, in October's festival window (IST), half its uses taken. */
export function adminPromotion(overrides: Partial<AdminPromotion> = {}): AdminPromotion {
  return {
    id: 12,
    label: 'Diwali sale',
    code: 'DIWALI10',
    automatic: false,
    kind: 'percentage',
    value: 10,
    maxDiscount: 500,
    minOrder: 1999,
    productIds: [],
    categories: [],
    firstOrderOnly: false,
    startsAt: '2026-10-20T03:30:00.000Z',
    endsAt: '2026-11-05T18:29:00.000Z',
    usageLimit: 100,
    perCustomerLimit: 1,
    combinable: false,
    buyQuantity: null,
    getQuantity: null,
    getProductIds: [],
    paused: false,
    status: 'active',
    uses: 50,
    orders: 48,
    discountGiven: 12345.5,
    revenue: 123456,
    createdAt: '2026-10-01T05:00:00.000Z',
    updatedAt: '2026-10-01T05:00:00.000Z',
    ...overrides,
  };
}

export function promotionUse(overrides: Partial<PromotionUse> = {}): PromotionUse {
  return {
    orderId: 'K7M2P9QX4R',
    placedAt: '2026-10-21T06:30:00.000Z',
    customerEmail: 'priya@example.in',
    code: 'diwali10',
    discount: 199.9,
    orderTotal: 1799.1,
    releasedAt: null,
    ...overrides,
  };
}
