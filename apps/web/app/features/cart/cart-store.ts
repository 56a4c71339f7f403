import {
  addItem,
  type CartItem,
  type CartRow,
  parseStoredCart,
  removeItem,
  setItemQuantity,
} from './cart-rules';

/** Spec section 9: the cart lives in localStorage under "cart". */
export const CART_STORAGE_KEY = 'cart';

export interface CartState {
  items: readonly CartItem[];
  /** False on the server and during hydration, when the stored cart is not known yet. */
  ready: boolean;
}

const SERVER_STATE: CartState = { items: [], ready: false };
let state: CartState | null = null;
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be blocked (privacy settings); the cart then lasts as long as the page.
    return null;
  }
}

function load(): CartState {
  return { items: parseStoredCart(storage()?.getItem(CART_STORAGE_KEY) ?? null), ready: true };
}

function commit(items: CartItem[]) {
  state = { items, ready: true };
  try {
    storage()?.setItem(CART_STORAGE_KEY, JSON.stringify(items));
  } catch {
    // A full or blocked storage keeps the cart in memory only.
  }
  listeners.forEach((listener) => listener());
}

/** The stored cart, read once when first asked for (spec section 4: restored at load). */
export function getCartState(): CartState {
  state ??= load();
  return state;
}

export function getServerCartState(): CartState {
  return SERVER_STATE;
}

export function subscribeToCart(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changing the cart changes localStorage too.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== CART_STORAGE_KEY) return;
    state = load();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export const cartActions = {
  add(item: CartItem): 'added' | 'updated' {
    const result = addItem(getCartState().items, item);
    commit(result.items);
    return result.outcome;
  },
  remove(row: CartRow) {
    commit(removeItem(getCartState().items, row));
  },
  setQuantity(row: CartRow, quantity: number) {
    commit(setItemQuantity(getCartState().items, row, quantity));
  },
  clear() {
    commit([]);
  },
};
