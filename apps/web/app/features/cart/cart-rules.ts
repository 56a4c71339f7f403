/** A cart line (spec section 3). A row is one product in one size and one colour. */
export interface CartItem {
  id: string;
  name: string;
  image: string;
  price: number;
  quantity: number;
  selectedSize?: string;
  selectedColor?: string;
}

export type CartRow = Pick<CartItem, 'id' | 'selectedSize' | 'selectedColor'>;

export function isSameRow(a: CartRow, b: CartRow): boolean {
  return (
    a.id === b.id &&
    (a.selectedSize ?? '') === (b.selectedSize ?? '') &&
    (a.selectedColor ?? '') === (b.selectedColor ?? '')
  );
}

/** A stable key for a row, for React lists and labels. */
export function rowKey(row: CartRow): string {
  return JSON.stringify([row.id, row.selectedSize ?? '', row.selectedColor ?? '']);
}

const isQuantity = (quantity: number) => Number.isInteger(quantity) && quantity >= 1;

/**
 * Spec section 4: adding a row already in the cart increases its quantity ("updated"); otherwise
 * the row is added.
 */
export function addItem(
  items: readonly CartItem[],
  item: CartItem,
): { items: CartItem[]; outcome: 'added' | 'updated' } {
  // A cart quantity is at least 1 (spec section 5).
  const quantity = isQuantity(item.quantity) ? item.quantity : 1;
  const existing = items.find((line) => isSameRow(line, item));
  if (!existing) return { items: [...items, { ...item, quantity }], outcome: 'added' };
  return {
    items: items.map((line) =>
      line === existing ? { ...line, quantity: line.quantity + quantity } : line,
    ),
    outcome: 'updated',
  };
}

/** Removes one row; other sizes or colours of the product stay (spec-decisions.md). */
export function removeItem(items: readonly CartItem[], row: CartRow): CartItem[] {
  return items.filter((line) => !isSameRow(line, row));
}

/** Sets one row's quantity; a quantity below 1 is ignored (spec section 4). */
export function setItemQuantity(
  items: readonly CartItem[],
  row: CartRow,
  quantity: number,
): CartItem[] {
  if (!isQuantity(quantity)) return [...items];
  return items.map((line) => (isSameRow(line, row) ? { ...line, quantity } : line));
}

/** Total = sum of price × quantity; count = sum of quantities (spec section 4). */
export function cartTotals(items: readonly CartItem[]): { total: number; count: number } {
  let total = 0;
  let count = 0;
  for (const line of items) {
    total += line.price * line.quantity;
    count += line.quantity;
  }
  // Sums of rupee amounts drift in floating point (0.1 + 0.2); money has two decimals.
  return { total: Math.round(total * 100) / 100, count };
}

function isCartItem(value: unknown): value is CartItem {
  if (!value || typeof value !== 'object') return false;
  const line = value as Record<string, unknown>;
  const optionalText = (field: unknown) => field === undefined || typeof field === 'string';
  return (
    typeof line.id === 'string' &&
    typeof line.name === 'string' &&
    typeof line.image === 'string' &&
    typeof line.price === 'number' &&
    Number.isFinite(line.price) &&
    line.price >= 0 &&
    typeof line.quantity === 'number' &&
    isQuantity(line.quantity) &&
    optionalText(line.selectedSize) &&
    optionalText(line.selectedColor)
  );
}

/**
 * The cart kept in localStorage, read defensively: the stored text may come from an older
 * version of the shop or have been edited by hand, so lines that are not cart items are dropped.
 */
export function parseStoredCart(text: string | null): CartItem[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter(isCartItem) : [];
  } catch {
    return [];
  }
}
