import {
  type AdminPromotion,
  type PromotionInput,
  type PromotionKind,
  promotionInputSchema,
  type PromotionValues,
} from '@storefront/contract';
import type { Resolver } from 'react-hook-form';
import { parseRupeesInput, rupeesInputText } from '~/lib/money-input';
import { fieldErrors, fieldsOfServerMessage } from '~/lib/schema-form';
import type { PickedProduct } from './promotions-api';

/** A promotion as the form edits it: numbers as the text typed, moments as India's wall clock. */
export interface PromotionFormValues {
  label: string;
  /** A code shoppers type, or an automatic offer. */
  how: 'code' | 'automatic';
  code: string;
  kind: PromotionKind;
  /** Percent for a percentage off and for buy X get Y, rupees for an amount off. */
  value: string;
  maxDiscount: string;
  minOrder: string;
  products: PickedProduct[];
  categories: string[];
  firstOrderOnly: boolean;
  /** "2026-10-20T09:00" (a datetime-local input's value), read as IST. */
  startsAt: string;
  endsAt: string;
  usageLimit: string;
  perCustomerLimit: string;
  combinable: boolean;
  buyQuantity: string;
  getQuantity: string;
  /** Buy X get Y: the free units are of the same products, or of others. */
  getWhich: 'same' | 'other';
  getProducts: PickedProduct[];
  /** Kept as it is: Pause and Resume on the promotion's page change it. */
  paused: boolean;
}

/** India Standard Time: +05:30 all year. */
const IST_OFFSET_MS = 330 * 60_000;

/** A moment as a datetime-local input shows it in India: "2026-10-20T09:00". */
export function istInputOf(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  return new Date(time + IST_OFFSET_MS).toISOString().slice(0, 16);
}

/**
 * A datetime-local input's value, India's wall clock, as ISO 8601 with its offset:
 * "2026-10-20T09:00" → "2026-10-20T09:00:00+05:30". Blank is undefined; anything else is left for
 * the schema to refuse.
 */
export function isoOfIstInput(local: string): string | undefined {
  const text = local.trim();
  if (text === '') return undefined;
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(text)) return `${text}:00+05:30`;
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?$/.test(text)) return `${text}+05:30`;
  return text;
}

const numberText = (value: number | null | undefined) => (value == null ? '' : String(value));

const named = (ids: readonly string[], known: readonly PickedProduct[]): PickedProduct[] =>
  ids.map((id) => known.find((product) => product.id === id) ?? { id, title: null });

export const NEW_PROMOTION: PromotionFormValues = {
  label: '',
  how: 'code',
  code: '',
  kind: 'percentage',
  value: '',
  maxDiscount: '',
  minOrder: '',
  products: [],
  categories: [],
  firstOrderOnly: false,
  startsAt: '',
  endsAt: '',
  usageLimit: '',
  perCustomerLimit: '',
  combinable: false,
  buyQuantity: '',
  getQuantity: '',
  getWhich: 'same',
  getProducts: [],
  paused: false,
};

/** The form's values for a saved promotion; `products` names its products as far as known. */
export function toFormValues(
  promotion?: AdminPromotion,
  products: readonly PickedProduct[] = [],
): PromotionFormValues {
  if (!promotion) return { ...NEW_PROMOTION, products: [], categories: [], getProducts: [] };
  return {
    label: promotion.label,
    how: promotion.automatic ? 'automatic' : 'code',
    code: promotion.code ?? '',
    kind: promotion.kind,
    value:
      promotion.kind === 'amount'
        ? rupeesInputText(promotion.value)
        : promotion.kind === 'buy_x_get_y' && promotion.value === 100
          ? ''
          : numberText(promotion.value),
    maxDiscount: rupeesInputText(promotion.maxDiscount),
    minOrder: rupeesInputText(promotion.minOrder),
    products: named(promotion.productIds, products),
    categories: [...promotion.categories],
    firstOrderOnly: promotion.firstOrderOnly,
    startsAt: istInputOf(promotion.startsAt),
    endsAt: istInputOf(promotion.endsAt),
    usageLimit: numberText(promotion.usageLimit),
    perCustomerLimit: numberText(promotion.perCustomerLimit),
    combinable: promotion.combinable,
    buyQuantity: numberText(promotion.buyQuantity),
    getQuantity: numberText(promotion.getQuantity),
    getWhich: promotion.getProductIds.length > 0 ? 'other' : 'same',
    getProducts: named(promotion.getProductIds, products),
    paused: promotion.paused,
  };
}

/** Text → a number for the schema to judge; blank → undefined. */
const numberOf = (typed: string) => {
  const text = typed.trim().replace(/%$/, '').trim();
  return text === '' ? undefined : Number(text);
};

/**
 * The ticked categories. A form library reads a lone checkbox (a store of one category) as its
 * value or false rather than as a list.
 */
function categoriesOf(ticked: unknown): string[] {
  if (Array.isArray(ticked))
    return ticked.filter((name): name is string => typeof name === 'string');
  return typeof ticked === 'string' ? [ticked] : [];
}

/**
 * POST and PUT /admin/promotions' body: only what the kind needs (a percentage's cap, buy X get
 * Y's quantities), the moments in IST with their offset, the products by id.
 */
export function toRequestBody(values: PromotionFormValues): PromotionInput {
  const { kind } = values;
  const buyGet = kind === 'buy_x_get_y';
  return {
    label: values.label,
    ...(values.how === 'code' ? { code: values.code.trim() || undefined } : {}),
    automatic: values.how === 'automatic',
    kind,
    value:
      kind === 'free_shipping'
        ? undefined
        : kind === 'amount'
          ? parseRupeesInput(values.value)
          : numberOf(values.value),
    maxDiscount: kind === 'percentage' ? parseRupeesInput(values.maxDiscount) : undefined,
    minOrder: parseRupeesInput(values.minOrder),
    productIds: values.products.map((product) => product.id),
    categories: categoriesOf(values.categories),
    firstOrderOnly: values.firstOrderOnly,
    startsAt: isoOfIstInput(values.startsAt),
    endsAt: isoOfIstInput(values.endsAt),
    usageLimit: numberOf(values.usageLimit),
    perCustomerLimit: numberOf(values.perCustomerLimit),
    combinable: values.combinable,
    buyQuantity: buyGet ? numberOf(values.buyQuantity) : undefined,
    getQuantity: buyGet ? numberOf(values.getQuantity) : undefined,
    getProductIds:
      buyGet && values.getWhich === 'other' ? values.getProducts.map((product) => product.id) : [],
    paused: values.paused,
  };
}

/** The form field a path of the body names (the schema's, or a 400's or 409's message). */
export function fieldOf(path: readonly PropertyKey[]): string {
  const head = String(path[0] ?? 'root');
  if (head === 'productIds') return 'products';
  if (head === 'getProductIds') return 'getProducts';
  if (head === 'automatic') return 'how';
  if (head === 'categories') return 'categories';
  return head;
}

/** Problems the schema cannot name as the form can, because the form's choices hide them. */
function formProblems(values: PromotionFormValues): [string, string][] {
  const problems: [string, string][] = [];
  if (values.how === 'code' && values.code.trim() === '') {
    problems.push(['code', 'Enter the code shoppers type, or make the promotion automatic']);
  }
  if (values.kind === 'amount' && values.value.trim() === '') {
    problems.push(['value', 'Enter the amount off']);
  }
  if (values.kind === 'percentage' && values.value.trim() === '') {
    problems.push(['value', 'Enter the percentage off']);
  }
  if (
    values.kind === 'buy_x_get_y' &&
    values.getWhich === 'other' &&
    values.getProducts.length === 0
  ) {
    problems.push([
      'getProducts',
      'Pick the products the shopper gets, or choose the same products',
    ]);
  }
  return problems;
}

/**
 * The form's resolver: the contract's promotionInputSchema on the body the values make, its
 * messages placed on the fields they are about. zod skips the schema's cross-field rules (a code
 * or automatic, the end after the start) while a field is wrong: they are checked again on the
 * fields that are right, so that every problem shows at once.
 */
export const promotionResolver: Resolver<PromotionFormValues, unknown, PromotionValues> = (
  values,
) => {
  const body = toRequestBody(values);
  const problems = formProblems(values);
  const parsed = promotionInputSchema.safeParse(body);
  if (parsed.success && problems.length === 0) return { values: parsed.data, errors: {} };
  const { errors, place } = fieldErrors<PromotionFormValues>();
  for (const [field, message] of problems) place(field, message, 'custom');
  if (!parsed.success) {
    const broken = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
    for (const issue of parsed.error.issues) place(fieldOf(issue.path), issue.message, issue.code);
    if (!broken.has('kind')) {
      const rest = Object.fromEntries(Object.entries(body).filter(([key]) => !broken.has(key)));
      const again = promotionInputSchema.safeParse(rest);
      if (!again.success) {
        for (const issue of again.error.issues) {
          if (issue.code === 'custom') place(fieldOf(issue.path), issue.message, issue.code);
        }
      }
    }
  }
  return { values: {}, errors };
};

/** Every key of the request body: the fields a 400's message may name. */
const BODY_KEYS = Object.fromEntries(
  Object.keys(promotionInputSchema.shape).map((key) => [key, true]),
);

/** The form fields an API 400's or 409's message names, with their messages. */
export const fieldsOfServer = (message: string) =>
  fieldsOfServerMessage(message, BODY_KEYS, (path) => fieldOf(path));
