import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  type ExtraConfigColumn,
  index,
  integer,
  jsonb,
  numeric,
  primaryKey,
  smallint,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  customType,
} from 'drizzle-orm/pg-core';

import type {
  PaymentMethod,
  PromotionKind,
  ShipmentStatus,
  StaffNotificationEvent as ContractStaffNotificationEvent,
} from '@storefront/contract';
import type { CreditNoteData, InvoiceData, MailKind } from './stored-shapes';
export type ProductAttribute = { key: string; value: string[] };

/** Which payment methods a store offers, and where UPI money goes. Gateway secrets live in config. */
export type PaymentSettings = {
  methods: PaymentMethod[];
  upi?: { vpa: string; payeeName: string };
  /** Cash on delivery's terms (decision 0029); none set: any order, no fee. */
  cod?: { maxOrderPaise: number | null; feePaise: number };
};
/** What a delivery zone charges, in paise (the contract's shippingRateSchema in rupees). */
export type StoredShippingRate =
  | { kind: 'free' }
  | { kind: 'flat'; amountPaise: number; freeAbovePaise: number | null }
  | {
      kind: 'weight';
      slabs: { upToGrams: number; amountPaise: number }[];
      freeAbovePaise: number | null;
    };
/** Where a zone applies and what it promises (decision 0032). */
export type StoredShippingTerms = {
  served: boolean;
  minDays: number;
  maxDays: number;
  cod: boolean;
  rate: StoredShippingRate;
};
export type StoredShippingZone = StoredShippingTerms & {
  id: number;
  name: string;
  states: string[];
  pinPrefixes: string[];
  pins: string[];
};
/** The store's delivery zones and dispatch days (issue 39); null on the store: the defaults. */
export type StoredShippingSettings = {
  zones: StoredShippingZone[];
  elsewhere: StoredShippingTerms;
  /** 0 Sunday … 6 Saturday, IST. */
  dispatchDays: number[];
  pickupPin: string | null;
  /** Absent: the delivery promise comes from the zones; 'carrier': from the courier's answer. */
  promiseFrom?: 'carrier';
};
export type ProductImage = { url: string; alt?: string };
export type GrievanceOfficer = { name: string; designation: string; email: string; phone: string };
/** What staff may be e-mailed about (STAFF_NOTIFICATION_EVENTS in the contract). */
export type StaffNotificationEvent = ContractStaffNotificationEvent;
/** One address the shop's notifications go to, and which of them. */
export type StaffNotificationRecipient = { email: string; events: StaffNotificationEvent[] };
/** The home page's hero in the store's words; each null is the storefront's built-in. */
export type HomeHero = {
  title: string | null;
  text: string | null;
  imageUrl: string | null;
  imageAlt: string | null;
};

/** PostgreSQL's full-text document type; written only by PostgreSQL (a generated column). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The shop's own words for the same thing, each group searched as one (decision 0016): a query
 * word or phrase of a group also finds the group's other words. Edited in the back office.
 */
export const DEFAULT_SEARCH_SYNONYMS: string[][] = [
  ['tv', 'television'],
  ['remote', 'remote control'],
  ['kurta', 'kurti'],
  ['wire', 'cable'],
  ['firestick', 'fire stick', 'streaming stick'],
  ['mount', 'bracket'],
  ['stand', 'table', 'unit'],
  ['tshirt', 't-shirt', 'tee'],
  ['saree', 'sari'],
  ['dupatta', 'chunni', 'odhni'],
  ['jeans', 'denim'],
  ['footwear', 'shoes', 'joota', 'jutti'],
  ['watch', 'ghadi'],
  ['bag', 'jhola', 'thaila'],
  ['belt', 'patta'],
  ['wallet', 'batua', 'purse'],
  ['sunglasses', 'chashma', 'goggles'],
  ['shirt', 'kameez'],
  ['cushion', 'takiya'],
];

export const stores = pgTable(
  'stores',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Host names this store answers for, lowercased, without port. */
    hosts: text('hosts')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The store served when a request's host matches no store. Exactly one. */
    isDefault: boolean('is_default').notNull().default(false),
    storeName: text('store_name').notNull(),
    companyName: text('company_name').notNull(),
    companyAddress: text('company_address').notNull(),
    companyPhone: text('company_phone').notNull(),
    companyEmail: text('company_email').notNull(),
    description: text('description').notNull().default(''),
    categories: jsonb('categories').$type<string[]>().notNull().default([]),
    socialLinks: jsonb('social_links').$type<Record<string, string>>().notNull().default({}),
    /** Policy HTML by slug (terms, privacy, …); absent slugs fall back to the web's built-in text. */
    policies: jsonb('policies').$type<Record<string, string>>().notNull().default({}),
    logoUrl: text('logo_url'),
    /**
     * Where the store's pages are published ("https://shop.example.in"): canonical links and the
     * sitemap use it, never a request's Host. Null: the web's own configured origin.
     */
    publicOrigin: text('public_origin'),
    /**
     * The grievance officer the Consumer Protection (E-Commerce) Rules 2020 require a shop to
     * name: shown in the footer and on the contact page.
     */
    grievanceOfficer: jsonb('grievance_officer').$type<GrievanceOfficer | null>(),
    /** The home page's hero: heading, text and picture (the spec's two buttons stay). */
    homeHero: jsonb('home_hero')
      .$type<HomeHero>()
      .notNull()
      .default({ title: null, text: null, imageUrl: null, imageAlt: null }),
    /** "Only N left" shows, and a variant is low on stock, at or under this many units. */
    lowStockThreshold: integer('low_stock_threshold').notNull().default(5),
    /** Days after delivery a shopper may ask to return (0: no returns; issue 38). */
    returnWindowDays: integer('return_window_days').notNull().default(7),
    /** The owner requires every staff member to sign in with a second factor (TOTP). */
    staffRequireTotp: boolean('staff_require_totp').notNull().default(false),
    paymentSettings: jsonb('payment_settings')
      .$type<PaymentSettings>()
      .notNull()
      .default({ methods: ['cod'] }),
    /** Delivery zones, rates and dispatch days (decision 0032); null: the defaults. */
    shippingSettings: jsonb('shipping_settings').$type<StoredShippingSettings | null>(),
    // GST registration (decision 0017): what the shop's tax invoices say of the supplier.
    /** The business's legal name; null: the company name. */
    legalName: text('legal_name'),
    /** Null: not registered for GST, so no tax invoices are issued. */
    gstin: text('gstin'),
    /** The registered principal place of business; null: the company address. */
    registeredAddress: text('registered_address'),
    /** The registered address's 2-digit GST state code; equals the GSTIN's first two digits. */
    stateCode: text('state_code'),
    /** HSN digits products need: 4 up to ₹5 crore of aggregate turnover, 6 above. */
    hsnDigits: smallint('hsn_digits').notNull().default(4),
    /** Starts each invoice number, PREFIX/YY-YY/NNNNN: 1 to 4 letters or digits. */
    invoicePrefix: text('invoice_prefix').notNull().default('INV'),
    /** Groups of words searched as one (DEFAULT_SEARCH_SYNONYMS; decision 0016). */
    searchSynonyms: jsonb('search_synonyms')
      .$type<string[][]>()
      .notNull()
      .default(DEFAULT_SEARCH_SYNONYMS),
    /**
     * Who on the staff is e-mailed about what (a new order, a UPI payment to confirm, a
     * grievance, a contact message, the day's low stock). Null until saved: the store's own
     * e-mail (company_email, as it is when the mail is written), about everything.
     */
    staffNotifications: jsonb('staff_notifications').$type<StaffNotificationRecipient[] | null>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stores_hosts_idx').using('gin', t.hosts),
    check('stores_hsn_digits_check', sql`${t.hsnDigits} in (4, 6)`),
    check('stores_invoice_prefix_check', sql`${t.invoicePrefix} ~ '^[A-Z0-9]{1,4}$'`),
    uniqueIndex('stores_one_default_idx')
      .on(t.isDefault)
      .where(sql`${t.isDefault}`),
  ],
);

/**
 * A number per store that grows with every committed change a shopper could see: its settings,
 * its products (a stock change shows through products.variants_json). Bumped once per
 * transaction, at its commit, by triggers (migration 0011); the storefront's page cache polls it
 * (GET /storeVersion) and the API's caches compare it (docs/decisions/0014-page-cache.md).
 * No foreign key: the triggers that write it run at commit, also for a store's last rows.
 */
export const storeVersions = pgTable('store_versions', {
  storeId: integer('store_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  /** The transaction that last bumped it, so that one transaction bumps it once. */
  bumpedIn: bigint('bumped_in', { mode: 'number' }),
  /**
   * Grows with every committed transaction that gives the store a word no product had, or takes
   * its last product from one: the search vocabulary an API process keeps in memory is as old as
   * this (decision 0016).
   */
  vocabulary: bigint('vocabulary', { mode: 'number' }).notNull().default(0),
  vocabularyBumpedIn: bigint('vocabulary_bumped_in', { mode: 'number' }),
});

/** Index columns in listing order: `ORDER BY created_at DESC, id DESC` (DESC means NULLS FIRST). */
function newestFirst(t: { createdAt: ExtraConfigColumn; id: ExtraConfigColumn }) {
  return [t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()];
}

/**
 * A featured product's attributes (spec-decisions.md: an attribute keyed `featured`, in any case,
 * with a value containing "true"), as a JSON path. The listing filter and the partial index that
 * serves it write it alike, so PostgreSQL sees that the index answers the filter.
 */
export const FEATURED_ATTRIBUTE_PATH =
  '$[*] ? (@.key like_regex "^featured$" flag "i" && exists(@.value[*] ? (@ like_regex "true")))';
const isFeatured = (attributes: ExtraConfigColumn) =>
  sql`${attributes} @? ${sql.raw(`'${FEATURED_ATTRIBUTE_PATH}'`)}`;

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    imgUrl: text('img_url'),
    images: jsonb('images').$type<ProductImage[]>().notNull().default([]),
    category: text('category').notNull(),
    parentCategory: text('parent_category'),
    gender: text('gender'),
    /** Integer paise. */
    regularPrice: integer('regular_price').notNull(),
    /** Integer paise; null when the product is not on sale. */
    discountedPrice: integer('discounted_price'),
    attributes: jsonb('attributes').$type<ProductAttribute[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when staff archive the product: it leaves the storefront, past orders keep its lines. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /**
     * The product as the API answers it (the contract's productSchema), as JSON text. PostgreSQL
     * writes it with the row (function product_api_json, migrations 0004, 0005, 0010, 0012 and the returns one),
     * in ASCII, so reads send it as is.
     */
    apiJson: text('api_json')
      .notNull()
      .generatedAlwaysAs(
        sql`product_api_json(id, title, description, img_url, category, parent_category, gender, regular_price, discounted_price, created_at, images, attributes, variants_json, generic_name, net_quantity, country_of_origin, manufacturer, consumer_care, hsn, gst_rate, returnable)`,
      ),
    /**
     * The variants as the storefront sees them ([{ size, color, inStock, left }], JSON text in
     * ASCII). Written by triggers on product_variants and stores (migration 0010) only when what a
     * shopper sees changes: a sale from 100 to 99 leaves it alone, one from 3 to 2 does not.
     */
    variantsJson: text('variants_json').notNull().default('[]'),
    /** HSN code: 4, 6 or 8 digits. */
    hsn: text('hsn'),
    /** GST rate in percent: one of gst_rates in force when it was set. */
    gstRate: numeric('gst_rate', { precision: 5, scale: 2, mode: 'number' }),
    // What the Legal Metrology (Packaged Commodities) Rules, rule 6(10), ask to be shown.
    genericName: text('generic_name'),
    netQuantity: text('net_quantity'),
    countryOfOrigin: text('country_of_origin'),
    /** Manufacturer, packer or importer, with address. */
    manufacturer: text('manufacturer'),
    consumerCare: text('consumer_care'),
    /** False: the shop takes no returns of it (shown on its page). */
    returnable: boolean('returnable').notNull().default(true),
    /** The parcel's weight and size (decision 0032); null: unknown (counted as 500 g). */
    weightGrams: integer('weight_grams'),
    lengthCm: numeric('length_cm', { precision: 6, scale: 1, mode: 'number' }),
    breadthCm: numeric('breadth_cm', { precision: 6, scale: 1, mode: 'number' }),
    heightCm: numeric('height_cm', { precision: 6, scale: 1, mode: 'number' }),
    /**
     * What search matches (decision 0016): the title weighs most (A), then the category and
     * parent category (B), then the description (C). The 'simple' configuration keeps words as
     * typed, lowercased: no English stemming of Hindi words written in Latin letters.
     */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple'::regconfig, title), 'A') || setweight(to_tsvector('simple'::regconfig, category || ' ' || coalesce(parent_category, '')), 'B') || setweight(to_tsvector('simple'::regconfig, description), 'C')`,
      ),
  },
  // Listings are newest first within a store; each filter gets an index in that order. Archived
  // products are left out of them, so a listing's index walk never meets one.
  (t) => [
    index('products_store_newest_idx')
      .on(t.storeId, ...newestFirst(t))
      .where(sql`${t.archivedAt} is null`),
    index('products_store_category_idx')
      .on(t.storeId, sql`lower(${t.category})`, ...newestFirst(t))
      .where(sql`${t.archivedAt} is null`),
    index('products_store_category_parent_idx')
      .on(t.storeId, sql`lower(${t.category})`, t.parentCategory, ...newestFirst(t))
      .where(sql`${t.archivedAt} is null`),
    index('products_store_gender_idx')
      .on(t.storeId, sql`lower(${t.gender})`, ...newestFirst(t))
      .where(sql`${t.archivedAt} is null`),
    index('products_store_parent_idx')
      .on(t.storeId, t.parentCategory, ...newestFirst(t))
      .where(sql`${t.archivedAt} is null`),
    // /products?featured=true: a few products of many.
    index('products_store_featured_idx')
      .on(t.storeId, ...newestFirst(t))
      .where(sql`${t.archivedAt} is null and ${isFeatured(t.attributes)}`),
    // The back office lists every product, archived too, by when it last changed.
    index('products_store_updated_idx').on(t.storeId, t.updatedAt.desc(), t.id.desc()),
    check('products_hsn_check', sql`${t.hsn} ~ '^([0-9]{4}|[0-9]{6}|[0-9]{8})$'`),
  ],
);

/**
 * Every word of a store's products' search vectors (decision 0016) with how many postings it has,
 * kept by the postings' triggers on products (migrations 0014, 0015). A typed word is matched
 * against these by trigram similarity — a few thousand words, not a million products — and the
 * closest ones are searched for; the counts answer "more than 1,000" and pick the rarest term of
 * a query without reading postings.
 */
export const searchWords = pgTable(
  'search_words',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    word: text('word').notNull(),
    /** Postings of the word in the store; 0 once its last product has gone (the row stays). */
    postings: integer('postings').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.word] }),
    // The closest words to an unknown one, nearest first (`order by word <-> 'remot'`), among
    // the words a typo may stand for. Partial, so that a word's own look-up (`word = 'cable'`)
    // never takes it: GiST answers equality too, five times slower than the btrees.
    index('search_words_trgm_idx')
      .using('gist', t.word.op('gist_trgm_ops'))
      .where(sql`${t.word} ~ '[[:alpha:]]' and length(${t.word}) <= 40`),
    // Completions of a word being typed: `word like 'remo%'`.
    index('search_words_prefix_idx').on(t.storeId, t.word.op('text_pattern_ops')),
  ],
);

/**
 * One row per word of each product on the storefront (decision 0016): the inverted index search
 * reads. Kept by statement-level triggers on products (migration 0014) from the search vector:
 * `field` is the best place the word is in (3 title, 2 category or parent category,
 * 1 description), `in_stock` and `created_at` are the product's. A word's products come out of
 * `search_postings_rank_idx` already in search order, so a search reads as many postings as it
 * answers, however many products have the word. Archived products have none.
 */
export const searchPostings = pgTable(
  'search_postings',
  {
    storeId: integer('store_id').notNull(),
    word: text('word').notNull(),
    productId: uuid('product_id').notNull(),
    field: smallint('field').notNull(),
    inStock: boolean('in_stock').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // A product's words: whether it has one (several words searched together), and upkeep.
    primaryKey({ columns: [t.productId, t.word] }),
    index('search_postings_rank_idx').on(
      t.storeId,
      t.word,
      t.inStock.desc().nullsFirst(),
      t.field.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.productId.desc().nullsFirst(),
    ),
  ],
);

/**
 * A product in one size and one colour ('' where the product has none). Its stock is taken by
 * the order that buys it, in the order's own statement; null stock is not tracked.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').notNull().default(''),
    color: text('color').notNull().default(''),
    sku: text('sku'),
    /** Never below 0: an order that would take more fails on this check and is refused. */
    stock: integer('stock'),
    /** Null: the store's low_stock_threshold. */
    lowStockThreshold: integer('low_stock_threshold'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('product_variants_option_idx').on(t.productId, t.size, t.color),
    uniqueIndex('product_variants_sku_idx')
      .on(t.storeId, sql`lower(${t.sku})`)
      .where(sql`${t.sku} is not null`),
    // The low-stock list: tracked variants of a store, fewest first.
    index('product_variants_store_stock_idx')
      .on(t.storeId, t.stock)
      .where(sql`${t.stock} is not null`),
    check('product_variants_stock_check', sql`${t.stock} >= 0`),
  ],
);
export type ProductVariantRow = typeof productVariants.$inferSelect;

/**
 * Images uploaded from the back office: the stored widths live under `key` in the image
 * storage; the row says which store owns them and their size.
 */
export const uploadedImages = pgTable('uploaded_images', {
  key: text('key').primaryKey(),
  storeId: integer('store_id')
    .notNull()
    .references(() => stores.id, { onDelete: 'cascade' }),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  /** The widths stored, each a WebP file. */
  widths: integer('widths').array().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type StoreRow = typeof stores.$inferSelect;

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** Trimmed and lowercased. A shopper's account belongs to one store. */
    email: text('email').notNull(),
    /** "scrypt$<log2 N>$<r>$<p>$<salt>$<hash>" — parameters travel with the hash so they can be raised. */
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_store_email_idx').on(t.storeId, t.email)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the bearer token, hex; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_idx').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

export const orders = pgTable(
  'orders',
  {
    /** 10 characters of Crockford base32: unguessable, and easy to read out over the phone. */
    id: text('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 0 Pending, 1 Processing, 2 Shipped, 3 Delivered, 4 Cancelled. */
    status: smallint('status').notNull().default(0),
    /** The customer's e-mail and phone when ordering: what a tracking look-up must match. */
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    fullName: text('full_name').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    postalCode: text('postal_code').notNull(),
    shippingMethod: text('shipping_method'),
    trackingNumber: text('tracking_number'),
    /** Set when the shop ships the order (back office). */
    carrier: text('carrier'),
    trackingUrl: text('tracking_url'),
    cancelReason: text('cancel_reason'),
    /** When it became Delivered: the return window counts from here. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** A shipped order that came back undelivered (Cancelled), and when the parcel was back in the shop. */
    returnedToOrigin: boolean('returned_to_origin').notNull().default(false),
    rtoReceivedAt: timestamp('rto_received_at', { withTimezone: true }),
    /** The return whose exchange this order ships (paid by the return's credit, nothing charged). */
    exchangeOfReturnId: integer('exchange_of_return_id'),
    /** The method of the latest payment attempt, kept here so the back office can filter by it. */
    paymentMethod: text('payment_method').$type<PaymentMethod>(),
    /**
     * Integer paise, computed from the database's prices when the order was placed, plus the
     * cash-on-delivery fee once the shopper chose it.
     */
    totalPaise: integer('total_paise').notNull(),
    /** The cash-on-delivery fee in the total (GST included; decision 0029); 0 when none. */
    codFeePaise: integer('cod_fee_paise').notNull().default(0),
    /** The delivery zone's shipping charge in the total (GST included; decision 0032); 0: free. */
    shippingPaise: integer('shipping_paise').notNull().default(0),
    /** What the order's offers took off its items (the sum of its lines' discount_paise; issue 40). */
    discountPaise: integer('discount_paise').notNull().default(0),
    /** A client's Idempotency-Key and a digest of its request: a retried submit finds the first order. */
    idempotencyKey: text('idempotency_key'),
    requestDigest: text('request_digest'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A shopper's orders, newest first, paged by (created_at, id).
    index('orders_user_newest_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    uniqueIndex('orders_user_idempotency_idx').on(t.userId, t.idempotencyKey),
    // The back office's order list: newest first within a store, alone or by one filter.
    index('orders_store_newest_idx').on(t.storeId, ...newestFirst(t)),
    index('orders_store_status_idx').on(t.storeId, t.status, ...newestFirst(t)),
    // Orders awaiting payment, oldest first, for the payment hold's expiry job.
    index('orders_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 0`),
    index('orders_store_payment_method_idx').on(t.storeId, t.paymentMethod, ...newestFirst(t)),
    index('orders_store_email_idx').on(t.storeId, sql`lower(${t.email})`, ...newestFirst(t)),
    index('orders_store_phone_idx').on(t.storeId, t.phone, ...newestFirst(t)),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Kept for reference; the line's own snapshot stays if the product is later removed. */
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    unitPricePaise: integer('unit_price_paise').notNull(),
    quantity: integer('quantity').notNull(),
    size: text('size'),
    color: text('color'),
    /** The variant whose stock this line took; null when its stock was not tracked. */
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    /** The product's HSN code and GST rate (percent) when it was ordered: what its invoice uses. */
    hsn: text('hsn'),
    gstRate: numeric('gst_rate', { precision: 5, scale: 2, mode: 'number' }),
    /**
     * What the order's offers took off this line, in paise (issue 40): the line paid
     * unit_price_paise × quantity − discount_paise, and its GST is worked back from that.
     */
    discountPaise: integer('discount_paise').notNull().default(0),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    check(
      'order_items_discount_check',
      sql`${t.discountPaise} >= 0 and ${t.discountPaise} <= ${t.unitPricePaise} * ${t.quantity}`,
    ),
  ],
);

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

/**
 * The GST rates a product may have (percent), each with the days it applies (IST, inclusive;
 * valid_until null: until further notice). Data, not code: the next change of slabs is an
 * insert and an update here.
 */
export const gstRates = pgTable(
  'gst_rates',
  {
    ratePercent: numeric('rate_percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    validFrom: date('valid_from').notNull(),
    validUntil: date('valid_until'),
  },
  (t) => [
    primaryKey({ columns: [t.ratePercent, t.validFrom] }),
    check('gst_rates_rate_check', sql`${t.ratePercent} >= 0 and ${t.ratePercent} <= 100`),
    check('gst_rates_dates_check', sql`${t.validUntil} >= ${t.validFrom}`),
  ],
);

/**
 * Tax invoices, one per order, issued in the transaction that ships it. `data` is the invoice
 * as issued (supplier, buyer, lines, totals, in paise): a later change of settings, product or
 * order never alters it, and its PDF is rendered from it alone.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** An issued invoice is a tax record: its order cannot be deleted while it exists. */
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    /** "CK/26-27/00001": at most 16 characters of letters, digits, "-" and "/". */
    number: text('number').notNull(),
    /** "2026-27": April to March, in IST. */
    financialYear: text('financial_year').notNull(),
    /** 1, 2, 3… within the store's financial year, from invoice_counters. */
    seq: integer('seq').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    data: jsonb('data').$type<InvoiceData>().notNull(),
  },
  (t) => [
    uniqueIndex('invoices_order_idx').on(t.orderId),
    uniqueIndex('invoices_store_number_idx').on(t.storeId, t.number),
    uniqueIndex('invoices_store_year_seq_idx').on(t.storeId, t.financialYear, t.seq),
    // The back office's list and the month's export: a store's invoices by when issued.
    index('invoices_store_issued_idx').on(t.storeId, t.issuedAt.desc(), t.id.desc()),
    check('invoices_number_check', sql`${t.number} ~ '^[A-Za-z0-9/-]{1,16}$'`),
  ],
);
export type InvoiceRow = typeof invoices.$inferSelect;

/**
 * The last invoice number each store took in each financial year. Taken with INSERT … ON
 * CONFLICT DO UPDATE in the transaction that ships the order: the row stays locked until it
 * commits, and a rollback gives the number back, so numbers are never skipped nor reused.
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    financialYear: text('financial_year').notNull(),
    lastSeq: integer('last_seq').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.financialYear] })],
);

export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    method: text('method').$type<PaymentMethod>().notNull(),
    /** Integer paise: always the order's total when the attempt was made. */
    amountPaise: integer('amount_paise').notNull(),
    /**
     * initiated: sent to a gateway; pending: awaiting money outside the API (UPI, cash on
     * delivery); succeeded / failed: the gateway's verified answer.
     */
    status: text('status').$type<'initiated' | 'pending' | 'succeeded' | 'failed'>().notNull(),
    /** Our transaction id at the gateway (txnid). */
    txnid: text('txnid'),
    /** The gateway's own reference for the payment (PayU's mihpayid). */
    gatewayReference: text('gateway_reference'),
    /**
     * A UPI payment's UTR (12 digits) as the shop confirmed it: one UTR pays one order of the
     * store, so money seen once cannot confirm two orders.
     */
    utr: text('utr'),
    /** What the shopper entered in the payment form besides the method (e-mail, phone, GSTIN…). */
    details: jsonb('details').$type<Record<string, string>>().notNull().default({}),
    /** The web origin the shopper paid from: where the gateway callback sends the browser back. */
    returnOrigin: text('return_origin'),
    /** Paid through the sandbox gateway: no real money moved, whatever the order's status says. */
    test: boolean('test').notNull().default(false),
    /**
     * A success on an order that was already paid (two tabs, two gateways): the money arrived
     * twice, so this one is kept and marked for the shop to refund.
     */
    refundDue: boolean('refund_due').notNull().default(false),
    /**
     * Reconciliation of an attempt still waiting for its gateway (jobs/payment-reconciliation):
     * when it is next asked about (null: a few minutes after it began; a claim writes its lease
     * here), and how many looks in a row failed (the gateway unreachable).
     */
    checkAt: timestamp('check_at', { withTimezone: true }),
    checkAttempts: integer('check_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_txnid_idx').on(t.txnid),
    // Attempts waiting for a gateway's answer, for reconciliation: few at any time.
    index('payments_initiated_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'initiated'`),
    index('payments_order_idx').on(t.orderId),
    uniqueIndex('payments_store_utr_idx').on(t.storeId, t.utr),
  ],
);

export type PaymentRow = typeof payments.$inferSelect;

/** A line of an order given back in a refund, with the GST inside its amount worked back. */
export type RefundLine = {
  itemId: number;
  title: string;
  quantity: number;
  amountPaise: number;
  /** The line's GST rate when sold; null when it was not known. */
  ratePercent: number | null;
  taxablePaise: number | null;
  taxPaise: number | null;
};

export type RefundStatus = 'pending' | 'processed' | 'failed';

/**
 * Money given back (decision 0027), one row per refund of one payment: asked for by staff or by
 * a cancellation, never more than the payment took less what its other refunds (pending or
 * processed) give back. A gateway's is asked of the gateway by the gateway-refunds job (attempts,
 * next_attempt_at, locked_until are its lease, as the outbox's); a UPI or cash one is paid by
 * the shop to the shopper's refund destination and recorded with the transfer's reference.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** The payment's method: a gateway's refunds go through it, the others by hand. */
    method: text('method').$type<PaymentMethod>().notNull(),
    amountPaise: integer('amount_paise').notNull(),
    /** The order lines given back, when the refund was asked for by line; empty for an amount. */
    lines: jsonb('lines').$type<RefundLine[]>().notNull().default([]),
    reason: text('reason').notNull(),
    status: text('status').$type<RefundStatus>().notNull().default('pending'),
    /** The gateway's id of the refund, once it accepted it. */
    gatewayReference: text('gateway_reference'),
    /** The reference of the transfer the shop made itself (UPI or bank), for a refund by hand. */
    transferReference: text('transfer_reference'),
    /** Who asked: a staff member, or the system (a cancellation). */
    requestedBy: integer('requested_by').references(() => staff.id, { onDelete: 'set null' }),
    requestedByName: text('requested_by_name').notNull(),
    /** Why a refund failed, or the last error asking the gateway. */
    lastError: text('last_error'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId),
    index('refunds_payment_idx').on(t.paymentId),
    // The gateway-refunds job's look for due refunds.
    index('refunds_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    check('refunds_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

export type RefundRow = typeof refunds.$inferSelect;

/**
 * Where the shopper wants money of a UPI or cash-on-delivery order given back: their UPI ID, or
 * a bank account and IFSC. Personal: only that shopper and the store's staff read it.
 */
export const refundDestinations = pgTable('refund_destinations', {
  orderId: text('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind').$type<'upi' | 'bank'>().notNull(),
  vpa: text('vpa'),
  accountName: text('account_name'),
  accountNumber: text('account_number'),
  ifsc: text('ifsc'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type RefundDestinationRow = typeof refundDestinations.$inferSelect;

/**
 * Gateway webhooks as they arrived (Razorpay's), kept once per store and event id: a gateway
 * that sends an event again (it retries until answered 200) finds it here and nothing changes.
 * Stored with the raw body its signature covers; a job handles each (handled_at).
 */
export const paymentWebhooks = pgTable(
  'payment_webhooks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** The gateway whose webhook secret signed it. */
    method: text('method').$type<PaymentMethod>().notNull(),
    /** The gateway's id of the event (X-Razorpay-Event-Id). */
    eventId: text('event_id').notNull(),
    event: text('event').notNull(),
    /** The body exactly as received: its signature is over these bytes. */
    body: text('body').notNull(),
    signature: text('signature').notNull(),
    /** What handling it did ("paid", "failed", "ignored: …"); null until handled. */
    outcome: text('outcome'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_webhooks_store_event_idx').on(t.storeId, t.eventId),
    // Handled webhooks past their retention, for the job that deletes them.
    index('payment_webhooks_handled_idx').on(t.handledAt),
  ],
);

/**
 * The offline Razorpay sandbox's own books (never used in production): the orders, payments and
 * refunds its Razorpay-shaped API answers for, as Razorpay keeps them for a merchant account.
 */
export const razorpaySandboxOrders = pgTable('razorpay_sandbox_orders', {
  id: text('id').primaryKey(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  receipt: text('receipt'),
  notes: jsonb('notes').$type<Record<string, string>>().notNull().default({}),
  status: text('status').$type<'created' | 'attempted' | 'paid'>().notNull().default('created'),
  attempts: integer('attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const razorpaySandboxPayments = pgTable(
  'razorpay_sandbox_payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => razorpaySandboxOrders.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<'captured' | 'failed' | 'refunded'>().notNull(),
    amountRefunded: integer('amount_refunded').notNull().default(0),
    email: text('email'),
    contact: text('contact'),
    errorCode: text('error_code'),
    errorDescription: text('error_description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('razorpay_sandbox_payments_order_idx').on(t.orderId)],
);

export const razorpaySandboxRefunds = pgTable('razorpay_sandbox_refunds', {
  id: text('id').primaryKey(),
  paymentId: text('payment_id')
    .notNull()
    .references(() => razorpaySandboxPayments.id, { onDelete: 'cascade' }),
  amount: integer('amount').notNull(),
  receipt: text('receipt'),
  /** X-Refund-Idempotency: asked again with it, the sandbox answers this refund. */
  idempotencyKey: text('idempotency_key').unique(),
  status: text('status').$type<'pending' | 'processed' | 'failed'>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Fixed-window counters for rate limits, shared by every API process on one PostgreSQL when no
 * Redis is configured. A row is a window: it starts with its first hit and ends at expires_at.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_expires_idx').on(t.expiresAt)],
);

/**
 * Secrets made once per installation (the sandbox gateway's signing salt): random, kept with the
 * data, the same for every API process.
 */
export const installationSecrets = pgTable('installation_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type StaffRole = 'owner' | 'manager' | 'fulfilment';

/**
 * The people who run a store from its back office: separate from shoppers, each belonging to one
 * store. An invited member has no password until they accept the invitation.
 */
export const staff = pgTable(
  'staff',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** Trimmed and lowercased. */
    email: text('email').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    /** Null until an invitation is accepted; the same scrypt format as shoppers' hashes. */
    passwordHash: text('password_hash'),
    /** SHA-256 of the one-time invitation token, until it is used. */
    inviteTokenHash: text('invite_token_hash'),
    inviteExpiresAt: timestamp('invite_expires_at', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** Base32 TOTP secret; active once totp_enabled_at is set (confirmed with a code). */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last time step a code was accepted for: a code is never accepted twice. */
    totpLastStep: integer('totp_last_step'),
    /** SHA-256 hashes of the unused recovery codes. */
    recoveryCodeHashes: jsonb('recovery_code_hashes').$type<string[]>().notNull().default([]),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_store_email_idx').on(t.storeId, t.email),
    uniqueIndex('staff_invite_token_idx').on(t.inviteTokenHash),
  ],
);
export type StaffRow = typeof staff.$inferSelect;

/** Back-office sessions: the cookie's token is stored only as its SHA-256. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_sessions_token_hash_idx').on(t.tokenHash),
    index('staff_sessions_staff_idx').on(t.staffId),
  ],
);

/**
 * One-time links to create a store's first owner, printed on the API's console while the store
 * has none; stored only as hashes.
 */
export const staffSetupTokens = pgTable('staff_setup_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  storeId: integer('store_id')
    .notNull()
    .references(() => stores.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * What happened to an order after it was placed: payments confirmed, status changes, and who
 * made them. The order's own row and its payment attempts tell the rest of its timeline.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    type: text('type')
      .$type<
        | 'paid'
        | 'status_changed'
        | 'address_corrected'
        | 'refund'
        | 'utr_corrected'
        | 'return'
        | 'credit_note'
        | 'rto_received'
        | 'shipment'
      >()
      .notNull(),
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status'),
    /** Null when the shopper or the payment gateway did it (actor says which). */
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    actor: text('actor').notNull(),
    details: jsonb('details').$type<Record<string, string>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.at)],
);

/**
 * Every change staff make (who, when, what, before → after). The back office only reads it; the
 * database refuses to update a row (migration 0007).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** The staff member's e-mail when it happened, or "terminal" for the command-line tools. */
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_store_newest_idx').on(t.storeId, t.at.desc(), t.id.desc())],
);

/**
 * E-mails to send, written in the same transaction as the event that causes them and sent by
 * the mail job (jobs/mail.ts): a crash or an SMTP outage loses none. The first send renders
 * subject and bodies into the row, so a retry sends the same mail under the same Message-ID.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<MailKind>().notNull(),
    recipient: text('recipient').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** Message-ID's unique part, fixed when the row is written: a mail server drops a resent duplicate. */
    messageId: text('message_id').notNull(),
    status: text('status')
      .$type<'pending' | 'sending' | 'sent' | 'failed'>()
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** While 'sending': when a worker that claimed the row is presumed dead and it is retried. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    subject: text('subject'),
    html: text('html'),
    textBody: text('text_body'),
    /** How it left: 'smtp', or 'mailbox' (the built-in mailbox of the embedded default). */
    transport: text('transport'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('mail_outbox_message_id_idx').on(t.messageId),
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status in ('pending', 'sending')`),
    index('mail_outbox_store_idx').on(t.storeId, t.id),
    // An order's "placed" mail while it waits for the choice of payment method (releasePlacedMail).
    index('mail_outbox_placed_order_idx')
      .on(sql`(${t.data}->>'orderId')`)
      .where(sql`kind = 'order_placed' and status = 'pending'`),
  ],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;

/** Password reset links: only the SHA-256 of the token is kept; a newer request deletes older. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_idx').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
);

export type GrievanceStatus = 'open' | 'acknowledged' | 'resolved' | 'closed';

/**
 * Complaints to the store's grievance officer (Consumer Protection (E-Commerce) Rules, 2020,
 * rule 4(5)): filed by anyone on the storefront, found again by ticket and contact details,
 * acknowledged within 48 hours and resolved within one month of receipt (both deadlines written
 * when it is filed).
 */
export const grievances = pgTable(
  'grievances',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** "GRV-" and 8 characters of Crockford base32: read out over the phone, not guessed. */
    ticket: text('ticket').notNull(),
    name: text('name').notNull(),
    /** The e-mail or phone as the person typed it. */
    contact: text('contact').notNull(),
    /** The contact, normalised: an e-mail address (lowercased) or a phone (+91…); one is null. */
    email: text('email'),
    phone: text('phone'),
    /** The order number as typed, if any. */
    orderRef: text('order_ref'),
    /** The order orderRef names, when it is this store's and was placed with the same contact. */
    orderId: text('order_id').references(() => orders.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    status: text('status').$type<GrievanceStatus>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    acknowledgeBy: timestamp('acknowledge_by', { withTimezone: true }).notNull(),
    resolveBy: timestamp('resolve_by', { withTimezone: true }).notNull(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledgedByStaffId: integer('acknowledged_by_staff_id').references(() => staff.id, {
      onDelete: 'set null',
    }),
    /** When it was resolved, or closed without a resolution. */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedByStaffId: integer('resolved_by_staff_id').references(() => staff.id, {
      onDelete: 'set null',
    }),
    /** The answer the person was given (or why it was closed). */
    resolution: text('resolution'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('grievances_store_ticket_idx').on(t.storeId, t.ticket),
    // The back office's list: by status, and the deadlines still to meet.
    index('grievances_store_status_idx').on(t.storeId, t.status, t.createdAt),
    check(
      'grievances_status_check',
      sql`${t.status} in ('open', 'acknowledged', 'resolved', 'closed')`,
    ),
    check('grievances_contact_check', sql`(${t.email} is null) <> (${t.phone} is null)`),
  ],
);
export type GrievanceRow = typeof grievances.$inferSelect;

/** What a job has done so far, as the back office's progress bar shows it. */
export type JobProgress = { done: number; total: number; stage: string | null };
export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

/**
 * Background work (src/jobs): work that can take longer than a request should (an import, an
 * export of a month) is a row here, taken by one API process at a time with FOR UPDATE SKIP
 * LOCKED and held by a lease it renews; a process that dies lets the lease lapse and another (or
 * its replacement) takes the job up again from its last checkpoint.
 */
export const jobs = pgTable(
  'jobs',
  {
    /** Unguessable: the back office polls a job by it. */
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    status: text('status').$type<JobStatus>().notNull().default('queued'),
    /** The job's parameters. */
    input: jsonb('input').$type<Record<string, unknown>>().notNull().default({}),
    /** A file the job reads (an uploaded CSV). */
    inputFile: text('input_file'),
    progress: jsonb('progress')
      .$type<JobProgress>()
      .notNull()
      .default({ done: 0, total: 0, stage: null }),
    /** Where a job taken up again resumes: written with each step's own writes. */
    checkpoint: jsonb('checkpoint').$type<Record<string, unknown>>(),
    result: jsonb('result').$type<unknown>(),
    /** A file the job made (an export), downloaded once it is done. */
    resultFile: text('result_file'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** While 'running': past this, the process that took it is presumed dead. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /**
     * A job that must exist once (a store's daily digest: "low-stock-digest:1:2026-11-28"): every
     * process may enqueue it, and the unique index keeps one row.
     */
    uniqueKey: text('unique_key'),
    createdBy: integer('created_by').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`status in ('queued', 'running')`),
    index('jobs_store_idx').on(t.storeId, t.kind, t.createdAt),
    uniqueIndex('jobs_unique_key_idx').on(t.uniqueKey),
  ],
);
export type JobRow = typeof jobs.$inferSelect;

export type ContactMessageStatus = 'unread' | 'read' | 'done';

/**
 * Messages sent with the storefront's contact form (/contact): kept for the shop, listed unread
 * first in the back office (Messages), answered by e-mail from there and marked done.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Trimmed and lowercased: replies go to it. */
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: text('status').$type<ContactMessageStatus>().notNull().default('unread'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a staff member first opened it. */
    readAt: timestamp('read_at', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    doneByStaffId: integer('done_by_staff_id').references(() => staff.id, {
      onDelete: 'set null',
    }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The back office's list: unread first, then newest.
    index('contact_messages_store_idx').on(t.storeId, t.status, t.createdAt),
    index('contact_messages_store_email_idx').on(t.storeId, t.email),
    check('contact_messages_status_check', sql`${t.status} in ('unread', 'read', 'done')`),
  ],
);
export type ContactMessageRow = typeof contactMessages.$inferSelect;

/** The shop's answers to a contact message, each e-mailed to its sender from the back office. */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    messageId: integer('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** The staff member's e-mail when they answered (kept if the account goes). */
    staffEmail: text('staff_email').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_replies_message_idx').on(t.messageId, t.id)],
);
export type ContactReplyRow = typeof contactReplies.$inferSelect;

export type NewsletterStatus = 'subscribed' | 'unsubscribed';

/**
 * The newsletter's subscribers, with the consent each gave (the notice they saw, and when): the
 * Digital Personal Data Protection Act, 2023 has the shop prove consent it relies on. An address
 * that unsubscribes stays, marked, so the shop can show it stopped mailing it.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** Trimmed and lowercased. */
    email: text('email').notNull(),
    status: text('status').$type<NewsletterStatus>().notNull().default('subscribed'),
    /** The words the person agreed to, as the storefront showed them beside the form. */
    consentText: text('consent_text').notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /** The unsubscribe link's token (128 random bits): it can only unsubscribe this address. */
    token: text('token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_store_email_idx').on(t.storeId, t.email),
    uniqueIndex('newsletter_subscribers_token_idx').on(t.token),
    check(
      'newsletter_subscribers_status_check',
      sql`${t.status} in ('subscribed', 'unsubscribed')`,
    ),
  ],
);
export type NewsletterSubscriberRow = typeof newsletterSubscribers.$inferSelect;

// ─── Returns and credit notes (issue 38) ─────────────────────────────────────────────────────────

export type ReturnStatus =
  'requested' | 'approved' | 'rejected' | 'received' | 'refunded' | 'exchanged';

/** A shopper's request to return (or exchange) some lines of a delivered order. */
export const returns = pgTable(
  'returns',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').$type<ReturnStatus>().notNull().default('requested'),
    reason: text('reason').notNull(),
    note: text('note'),
    rejectionReason: text('rejection_reason'),
    pickupCarrier: text('pickup_carrier'),
    pickupTrackingNumber: text('pickup_tracking_number'),
    pickupTrackingUrl: text('pickup_tracking_url'),
    refundId: integer('refund_id').references(() => refunds.id, { onDelete: 'set null' }),
    exchangeOrderId: text('exchange_order_id').references(() => orders.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    receivedAt: timestamp('received_at', { withTimezone: true }),
  },
  (t) => [
    index('returns_order_idx').on(t.orderId),
    // The back office's list: a store's returns by status, oldest first.
    index('returns_store_status_idx').on(t.storeId, t.status, t.createdAt),
  ],
);
export type ReturnRow = typeof returns.$inferSelect;

/** The lines and quantities a return asks for, and what came back at receipt. */
export const returnLines = pgTable(
  'return_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    returnId: integer('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** Another size or colour of the same product instead of money; null for a refund. */
    exchangeSize: text('exchange_size'),
    exchangeColor: text('exchange_color'),
    exchange: boolean('exchange').notNull().default(false),
    receivedQuantity: integer('received_quantity'),
    restocked: integer('restocked'),
    writeOffReason: text('write_off_reason'),
  },
  (t) => [
    index('return_lines_return_idx').on(t.returnId),
    index('return_lines_item_idx').on(t.orderItemId),
    check('return_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
export type ReturnLineRow = typeof returnLines.$inferSelect;

/** Photos a shopper attached to a return (images module's stored files). */
export const returnPhotos = pgTable(
  'return_photos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    returnId: integer('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('return_photos_return_idx').on(t.returnId)],
);

/**
 * A GST credit note (CGST Act section 34) against an order's tax invoice: issued with a refund,
 * a received return or a return to origin, in its own consecutive series per financial year.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** A credit note is a tax record: its order and invoice cannot be deleted while it exists. */
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    number: text('number').notNull(),
    financialYear: text('financial_year').notNull(),
    seq: integer('seq').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** GST included, what the note credits. */
    amountPaise: integer('amount_paise').notNull(),
    reason: text('reason').notNull(),
    refundId: integer('refund_id').references(() => refunds.id, { onDelete: 'set null' }),
    returnId: integer('return_id').references(() => returns.id, { onDelete: 'set null' }),
    /** The note as issued, in the invoice's shape (lines, totals, parties) plus the invoice it corrects. */
    data: jsonb('data').$type<CreditNoteData>().notNull(),
  },
  (t) => [
    index('credit_notes_order_idx').on(t.orderId),
    uniqueIndex('credit_notes_store_number_idx').on(t.storeId, t.number),
    uniqueIndex('credit_notes_store_year_seq_idx').on(t.storeId, t.financialYear, t.seq),
    index('credit_notes_store_issued_idx').on(t.storeId, t.issuedAt.desc(), t.id.desc()),
    check('credit_notes_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);
export type CreditNoteRow = typeof creditNotes.$inferSelect;

/** The last credit note number of each store's financial year (as invoice_counters). */
export const creditNoteCounters = pgTable(
  'credit_note_counters',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    financialYear: text('financial_year').notNull(),
    lastSeq: integer('last_seq').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.financialYear] })],
);

/**
 * A parcel of an order (issue 39, decision 0033): the carrier that booked it (manual, shiprocket),
 * the courier and its AWB, the carrier's own ids, where the courier's scans have it, and its label.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    carrierId: text('carrier_id').notNull(),
    courier: text('courier'),
    awb: text('awb').notNull(),
    trackingUrl: text('tracking_url'),
    /** Shiprocket's order_id and shipment_id for the parcel. */
    carrierOrderRef: text('carrier_order_ref'),
    carrierShipmentRef: text('carrier_shipment_ref'),
    status: text('status').$type<ShipmentStatus>().notNull().default('booked'),
    /** The courier's expected delivery day, IST "2026-12-02". */
    expectedDate: text('expected_date'),
    /** The carrier's label as fetched (a PDF, base64), kept so a reprint needs no carrier. */
    labelPdf: text('label_pdf'),
    /** When the last scan arrived (or the parcel was booked): the polling job asks about the quiet. */
    lastHeardAt: timestamp('last_heard_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shipments_order_idx').on(t.orderId),
    index('shipments_carrier_awb_idx').on(t.carrierId, t.awb),
    index('shipments_status_heard_idx').on(t.status, t.lastHeardAt),
  ],
);
export type ShipmentRow = typeof shipments.$inferSelect;

/** The order lines and quantities a parcel carries. */
export const shipmentLines = pgTable(
  'shipment_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    index('shipment_lines_shipment_idx').on(t.shipmentId),
    index('shipment_lines_item_idx').on(t.orderItemId),
    check('shipment_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/** The courier's scans of a parcel; the same scan twice (a repeated webhook) is one row. */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    status: text('status').$type<ShipmentStatus>().notNull(),
    location: text('location'),
    /** The carrier's own words for the scan ("OUT FOR DELIVERY", status code 17). */
    carrierStatus: text('carrier_status'),
  },
  (t) => [uniqueIndex('shipment_events_scan_idx').on(t.shipmentId, t.at, t.status)],
);

// ─── Promotions (issue 40) ─────────────────────────────────────────────────────────────────────

/**
 * A coupon code or an automatic offer. `uses` is counted by the statement that writes the order
 * (like stock), and its CHECK refuses the use past `usage_limit`: a code with 100 uses gives
 * exactly 100 however many orders race for it.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    /** As staff typed it; matched case-insensitively (the unique index is on upper(code)). */
    code: text('code'),
    automatic: boolean('automatic').notNull().default(false),
    kind: text('kind').$type<PromotionKind>().notNull(),
    /** Percent for percentage and buy X get Y; null otherwise. */
    percent: numeric('percent', { precision: 5, scale: 2, mode: 'number' }),
    /** Rupees off for amount, in paise; null otherwise. */
    amountPaise: integer('amount_paise'),
    maxDiscountPaise: integer('max_discount_paise'),
    minOrderPaise: integer('min_order_paise'),
    productIds: uuid('product_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    combinable: boolean('combinable').notNull().default(false),
    buyQuantity: integer('buy_quantity'),
    getQuantity: integer('get_quantity'),
    getProductIds: uuid('get_product_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    paused: boolean('paused').notNull().default(false),
    uses: integer('uses').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promotions_store_code_idx')
      .on(t.storeId, sql`upper(${t.code})`)
      .where(sql`${t.code} is not null`),
    index('promotions_store_automatic_idx')
      .on(t.storeId)
      .where(sql`${t.automatic}`),
    check(
      'promotions_uses_check',
      sql`${t.uses} >= 0 and (${t.usageLimit} is null or ${t.uses} <= ${t.usageLimit})`,
    ),
    check('promotions_code_or_automatic_check', sql`(${t.code} is null) = ${t.automatic}`),
  ],
);
export type PromotionRow = typeof promotions.$inferSelect;

/**
 * A shopper's uses of a promotion that limits them, counted in the order's statement too: the
 * row carries the limit so its CHECK refuses the use past it.
 */
export const promotionCustomerUses = pgTable(
  'promotion_customer_uses',
  {
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    uses: integer('uses').notNull().default(0),
    maxUses: integer('max_uses').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.promotionId, t.userId] }),
    check('promotion_customer_uses_check', sql`${t.uses} >= 0 and ${t.uses} <= ${t.maxUses}`),
  ],
);

/** Each promotion an order used, what it saved, and when a cancel or return gave the use back. */
export const orderPromotions = pgTable(
  'order_promotions',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    /** The code as the shopper typed it; null for an automatic offer. */
    code: text('code'),
    kind: text('kind').$type<PromotionKind>().notNull(),
    /** Taken off the goods (spread over its lines) plus the shipping waived, in paise. */
    discountPaise: integer('discount_paise').notNull(),
    shippingWaivedPaise: integer('shipping_waived_paise').notNull().default(0),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.promotionId] }),
    index('order_promotions_promotion_idx').on(t.promotionId, t.createdAt),
  ],
);
export type OrderPromotionRow = typeof orderPromotions.$inferSelect;
