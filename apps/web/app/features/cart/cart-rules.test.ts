import { describe, expect, it } from 'vitest';
import {
  addItem,
  type CartItem,
  cartTotals,
  parseStoredCart,
  removeItem,
  setItemQuantity,
} from './cart-rules';

const shirtM: CartItem = {
  id: 'p1',
  name: 'Cotton Shirt',
  image: '/images/products/shirt.svg',
  price: 799,
  quantity: 1,
  selectedSize: 'M',
  selectedColor: 'Blue',
};
const shirtL: CartItem = { ...shirtM, selectedSize: 'L' };
const cable: CartItem = { id: 'p2', name: 'HDMI Cable', image: '', price: 299.5, quantity: 2 };

describe('cart rules (spec section 4, spec-decisions.md)', () => {
  it('adds a new row when id, size and colour differ', () => {
    const first = addItem([], shirtM);
    expect(first.outcome).toBe('added');
    const second = addItem(first.items, shirtL);
    expect(second.outcome).toBe('added');
    expect(second.items).toHaveLength(2);
    expect(addItem(second.items, { ...shirtM, selectedColor: 'White' }).items).toHaveLength(3);
  });

  it('increases the quantity when the same id, size and colour are added again', () => {
    const { items, outcome } = addItem([shirtM, cable], { ...shirtM, quantity: 3 });
    expect(outcome).toBe('updated');
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({ selectedSize: 'M', quantity: 4 });
  });

  it('treats a missing size or colour as the same row as another missing one', () => {
    const { items, outcome } = addItem([cable], { ...cable, quantity: 1 });
    expect(outcome).toBe('updated');
    expect(items[0]!.quantity).toBe(3);
  });

  it('adds at least one', () => {
    expect(addItem([], { ...cable, quantity: 0 }).items[0]!.quantity).toBe(1);
  });

  it('removes one row and keeps the product’s other sizes', () => {
    expect(removeItem([shirtM, shirtL, cable], shirtM)).toEqual([shirtL, cable]);
  });

  it('changes the quantity of one row only', () => {
    const items = setItemQuantity([shirtM, shirtL], shirtL, 5);
    expect(items.map((line) => line.quantity)).toEqual([1, 5]);
  });

  it.each([0, -1, 1.5, Number.NaN])('ignores a quantity of %s', (quantity) => {
    expect(setItemQuantity([shirtM], shirtM, quantity)).toEqual([shirtM]);
  });

  it('totals price × quantity and counts quantities', () => {
    expect(cartTotals([])).toEqual({ total: 0, count: 0 });
    expect(cartTotals([{ ...shirtM, quantity: 2 }, cable])).toEqual({ total: 2197, count: 4 });
    const cents = [0.1, 0.2].map((price, index) => ({
      ...cable,
      id: `c${index}`,
      price,
      quantity: 1,
    }));
    expect(cartTotals(cents).total).toBe(0.3);
  });
});

describe('parseStoredCart', () => {
  it('restores what was stored', () => {
    expect(parseStoredCart(JSON.stringify([shirtM, cable]))).toEqual([shirtM, cable]);
  });

  it('drops what is not a cart line and survives broken storage', () => {
    expect(parseStoredCart(null)).toEqual([]);
    expect(parseStoredCart('{not json')).toEqual([]);
    expect(parseStoredCart('{"id":"p1"}')).toEqual([]);
    expect(
      parseStoredCart(JSON.stringify([cable, { ...cable, quantity: 0 }, { id: 3 }, null])),
    ).toEqual([cable]);
  });
});
