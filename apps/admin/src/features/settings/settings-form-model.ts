import {
  type CategoryRename,
  DEFAULT_LOW_STOCK_THRESHOLD,
  defaultStaffNotifications,
  type StaffNotificationEvent,
  type PaymentMethod,
  POLICY_SLUGS,
  type PolicySlug,
  RETURN_WINDOW_DAYS_DEFAULT,
  type StoreSettings,
  type StoreSettingsUpdate,
  type StoreTaxSettingsInput,
  storeSettingsUpdateSchema,
} from '@storefront/contract';
import type { Control, Resolver } from 'react-hook-form';
import { fieldErrors, fieldsOfServerMessage as fieldsOfServer } from '~/lib/schema-form';
import type { z } from 'zod';

/**
 * The settings as the form edits them: every text a string ("" for none), the social links and
 * categories as rows (to add, remove and reorder), UPI and the grievance officer as plain fields.
 */
export interface SettingsFormValues {
  storeName: string;
  companyName: string;
  companyAddress: string;
  companyPhone: string;
  companyEmail: string;
  description: string;
  logoUrl: string;
  publicOrigin: string;
  socialLinks: { name: string; url: string }[];
  /** Each row with the name it was saved under (null for a row added since): a rename's origin. */
  categories: { name: string; original: string | null }[];
  paymentMethods: PaymentMethod[];
  upi: { vpa: string; payeeName: string };
  /** Cash on delivery's limit and fee in rupees, as typed: "" for none. */
  cod: { maxOrderValue: string; fee: string };
  grievanceOfficer: { name: string; designation: string; email: string; phone: string };
  policies: Record<PolicySlug, string>;
  lowStockThreshold: string;
  /** Days after delivery a shopper may ask to return, as typed ("0": no returns). */
  returnWindowDays: string;
  /** Who on the staff is e-mailed about what: one row per address. */
  notifications: { email: string; events: StaffNotificationEvent[] }[];
  /** The GST registration; "" for no GSTIN or state, the HSN digits as the select's "4" or "6". */
  tax: {
    legalName: string;
    gstin: string;
    registeredAddress: string;
    stateCode: string;
    hsnDigits: string;
    invoicePrefix: string;
  };
  /** The home page's hero: "" for the storefront's built-in heading, text or picture. */
  homeHero: { title: string; text: string; imageUrl: string; imageAlt: string };
}

export type SettingsBody = z.output<typeof storeSettingsUpdateSchema>;
export type SettingsControl = Control<SettingsFormValues, unknown, SettingsBody>;

export function toFormValues(settings: StoreSettings): SettingsFormValues {
  return {
    storeName: settings.storeName,
    companyName: settings.companyName,
    companyAddress: settings.companyAddress,
    companyPhone: settings.companyPhone,
    companyEmail: settings.companyEmail,
    description: settings.description,
    logoUrl: settings.logoUrl ?? '',
    publicOrigin: settings.publicOrigin ?? '',
    socialLinks: Object.entries(settings.socialLinks).map(([name, url]) => ({ name, url })),
    categories: settings.categories.map((name) => ({ name, original: name })),
    paymentMethods: [...settings.paymentMethods],
    upi: { vpa: settings.upi?.vpa ?? '', payeeName: settings.upi?.payeeName ?? '' },
    cod: {
      maxOrderValue: settings.cod?.maxOrderValue == null ? '' : String(settings.cod.maxOrderValue),
      fee: settings.cod?.fee == null ? '' : String(settings.cod.fee),
    },
    grievanceOfficer: {
      name: settings.grievanceOfficer?.name ?? '',
      designation: settings.grievanceOfficer?.designation ?? '',
      email: settings.grievanceOfficer?.email ?? '',
      phone: settings.grievanceOfficer?.phone ?? '',
    },
    policies: Object.fromEntries(
      POLICY_SLUGS.map((slug) => [slug, settings.policies[slug] ?? '']),
    ) as Record<PolicySlug, string>,
    lowStockThreshold: String(settings.lowStockThreshold ?? DEFAULT_LOW_STOCK_THRESHOLD),
    returnWindowDays: String(settings.returnWindowDays ?? RETURN_WINDOW_DAYS_DEFAULT),
    notifications: (settings.notifications ?? defaultStaffNotifications(settings.companyEmail)).map(
      (recipient) => ({ email: recipient.email, events: [...recipient.events] }),
    ),
    tax: {
      legalName: settings.tax?.legalName ?? settings.companyName,
      gstin: settings.tax?.gstin ?? '',
      registeredAddress: settings.tax?.registeredAddress ?? settings.companyAddress,
      stateCode: settings.tax?.stateCode ?? '',
      hsnDigits: String(settings.tax?.hsnDigits ?? 4),
      invoicePrefix: settings.tax?.invoicePrefix ?? '',
    },
    homeHero: {
      title: settings.homeHero?.title ?? '',
      text: settings.homeHero?.text ?? '',
      imageUrl: settings.homeHero?.imageUrl ?? '',
      imageAlt: settings.homeHero?.imageAlt ?? '',
    },
  };
}

/**
 * The categories renamed in the form: rows saved under one name and now holding another (not a
 * row emptied, nor one whose old name is still listed). Their products move with them.
 */
export function categoryRenamesOf(
  values: Pick<SettingsFormValues, 'categories'>,
): CategoryRename[] {
  const names = new Set(values.categories.map((category) => category.name.trim()));
  return values.categories.flatMap(({ name, original }) => {
    const to = name.trim();
    return original && to && to !== original && !names.has(original)
      ? [{ from: original, to }]
      : [];
  });
}

const blank = (value: string) => value.trim() === '';

/**
 * Rupees as typed ("1,00,000", "49.50") as a number for the schema to check; blank is null, and
 * text that is no amount stays text, so the schema's message shows under the field.
 */
function rupeesTyped(value: string): number | null {
  const text = value.trim().replace(/^₹\s*/, '');
  if (text === '') return null;
  const plain = /^\d+(,\d+)*(\.\d*)?$/.test(text) ? text.replace(/,/g, '') : null;
  return (plain === null ? text : Number(plain)) as number;
}

/**
 * PUT /admin/store's body. Empty rows are dropped; UPI and the grievance officer left wholly
 * empty are null; a policy left empty is left out (the storefront then shows its built-in text);
 * the tax settings are always sent (GET always has them).
 */
export function toRequestBody(values: SettingsFormValues): StoreSettingsUpdate {
  const officer = values.grievanceOfficer;
  const upi = values.upi;
  return {
    storeName: values.storeName,
    companyName: values.companyName,
    companyAddress: values.companyAddress,
    companyPhone: values.companyPhone,
    companyEmail: values.companyEmail,
    description: values.description,
    logoUrl: blank(values.logoUrl) ? null : values.logoUrl.trim(),
    publicOrigin: blank(values.publicOrigin) ? null : values.publicOrigin.trim(),
    socialLinks: Object.fromEntries(
      values.socialLinks
        .filter((link) => !blank(link.name) || !blank(link.url))
        .map((link) => [link.name.trim(), link.url.trim()]),
    ),
    categories: values.categories.map((category) => category.name),
    categoryRenames: categoryRenamesOf(values),
    paymentMethods: values.paymentMethods,
    upi: blank(upi.vpa) && blank(upi.payeeName) ? null : { ...upi },
    cod: { maxOrderValue: rupeesTyped(values.cod.maxOrderValue), fee: rupeesTyped(values.cod.fee) },
    grievanceOfficer: Object.values(officer).every(blank) ? null : { ...officer },
    policies: Object.fromEntries(
      Object.entries(values.policies).filter(([, html]) => !blank(html)),
    ),
    // A number the schema checks; text that is not one stays text, so its message shows.
    lowStockThreshold: (/^\d+$/.test(values.lowStockThreshold.trim())
      ? Number(values.lowStockThreshold)
      : values.lowStockThreshold) as number,
    returnWindowDays: (/^\d+$/.test(values.returnWindowDays.trim())
      ? Number(values.returnWindowDays)
      : values.returnWindowDays) as number,
    // A row left without an address is dropped; with one, it is told of what it ticks (maybe
    // nothing).
    notifications: values.notifications
      .filter((recipient) => !blank(recipient.email))
      .map((recipient) => ({ email: recipient.email.trim(), events: recipient.events })),
    tax: {
      legalName: values.tax.legalName,
      // Not registered: no GSTIN and, unless one is chosen, no state.
      gstin: blank(values.tax.gstin) ? null : values.tax.gstin,
      registeredAddress: values.tax.registeredAddress,
      stateCode: blank(values.tax.stateCode) ? null : values.tax.stateCode,
      hsnDigits: Number(values.tax.hsnDigits) as StoreTaxSettingsInput['hsnDigits'],
      invoicePrefix: values.tax.invoicePrefix,
    },
    // Blank: the storefront's built-in heading, text or picture.
    homeHero: {
      title: blank(values.homeHero.title) ? null : values.homeHero.title,
      text: blank(values.homeHero.text) ? null : values.homeHero.text,
      imageUrl: blank(values.homeHero.imageUrl) ? null : values.homeHero.imageUrl.trim(),
      imageAlt: blank(values.homeHero.imageAlt) ? null : values.homeHero.imageAlt,
    },
  };
}

/**
 * Where a problem with the request body shows in the form: a social link's problem under its
 * row, the missing UPI details under the UPI ID. Answers a path of SettingsFormValues.
 */
export function formFieldOf(
  path: readonly PropertyKey[],
  values: SettingsFormValues,
  code?: string,
): string {
  const [head, key, ...rest] = path.map(String);
  if (head === 'socialLinks' && key !== undefined) {
    const index = values.socialLinks.findIndex((link) => link.name.trim() === key);
    const part = code === 'invalid_key' || rest[0] === 'name' ? 'name' : 'url';
    return index >= 0 ? `socialLinks.${index}.${part}` : 'socialLinks';
  }
  if (head === 'categories' && key !== undefined) return `categories.${key}.name`;
  if (head === 'categoryRenames' && key !== undefined) {
    // A rename is a category row: the one now holding the new name.
    const rename = categoryRenamesOf(values)[Number(key)];
    const index = values.categories.findIndex((row) => row.name.trim() === rename?.to);
    return index >= 0 ? `categories.${index}.name` : 'categories';
  }
  if (head === 'upi' && key === undefined) return 'upi.vpa';
  if (head === 'notifications' && key !== undefined) {
    // The body's rows are the form's rows with an address: find the form's row it came from.
    const kept = values.notifications
      .map((recipient, index) => ({ recipient, index }))
      .filter(({ recipient }) => !blank(recipient.email));
    const row = kept[Number(key)]?.index ?? Number(key);
    return rest[0] === 'events' ? `notifications.${row}.events` : `notifications.${row}.email`;
  }
  return [head, key, ...rest].filter((part) => part !== undefined).join('.');
}

/** Problems the schema cannot see in the request body, because the form's rows hide them. */
function rowProblems(values: SettingsFormValues): [string, string][] {
  const problems: [string, string][] = [];
  const seen = new Set<string>();
  values.socialLinks.forEach((link, index) => {
    if (blank(link.name) && blank(link.url)) return;
    const name = link.name.trim().toLowerCase();
    if (!name) problems.push([`socialLinks.${index}.name`, 'is required']);
    else if (seen.has(name)) problems.push([`socialLinks.${index}.name`, 'is already used above']);
    seen.add(name);
  });
  return problems;
}

/**
 * The form's resolver: the contract's storeSettingsUpdateSchema, run on the request body the
 * values make, its messages placed on the fields they are about.
 */
export const settingsResolver: Resolver<SettingsFormValues, unknown, SettingsBody> = (values) => {
  const result = storeSettingsUpdateSchema.safeParse(toRequestBody(values));
  const problems = rowProblems(values);
  if (result.success && problems.length === 0) return { values: result.data, errors: {} };
  const { errors, place } = fieldErrors<SettingsFormValues>();
  for (const [field, message] of problems) place(field, message, 'custom');
  if (!result.success) {
    for (const issue of result.error.issues) {
      const message = issue.code === 'invalid_key' ? 'must be 1 to 40 characters' : issue.message;
      place(formFieldOf(issue.path, values, issue.code), message, issue.code);
    }
  }
  return { values: {}, errors };
};

/** The form fields an API 400's message names, with their messages. */
export const fieldsOfServerMessage = (message: string, values: SettingsFormValues) =>
  fieldsOfServer(message, values, formFieldOf);
