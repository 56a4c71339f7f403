import { describe, expect, it } from 'vitest';
import type { CartItem } from '~/features/cart';
import { orderLimitProblem, orderRequest } from './order-request';

const shirt = 'a3f1c2a4-9b8d-4c7e-a6f5-1e2d3c4b5a69';
const cable = 'b3f1c2a4-9b8d-4c7e-a6f5-1e2d3c4b5a69';
const row = (id: string, quantity: number, size?: string, color?: string): CartItem => ({
  id,
  name: 'Product',
  image: '',
  price: 499,
  quantity,
  selectedSize: size,
  selectedColor: color,
});
const address = {
  fullName: 'Asha Verma',
  address: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
  phone: '+919845012345',
};

describe('orderRequest', () => {
  it('sums each product over its sizes and colours, and keeps one item per cart row', () => {
    const request = orderRequest(
      [row(shirt, 2, 'M', 'Blue'), row(shirt, 1, 'L', 'Blue'), row(cable, 3)],
      address,
    );
    expect(request).toEqual({
      products: { [shirt]: 3, [cable]: 3 },
      items: [
        { productId: shirt, quantity: 2, size: 'M', color: 'Blue' },
        { productId: shirt, quantity: 1, size: 'L', color: 'Blue' },
        { productId: cable, quantity: 3, size: null, color: null },
      ],
      shippingAddress: address,
    });
  });
});

describe('orderLimitProblem', () => {
  it('passes a cart that fits in one order', () => {
    expect(
      orderLimitProblem([row(shirt, 60, 'M'), row(shirt, 39, 'L'), row(cable, 99)]),
    ).toBeNull();
  });

  it('names a product ordered more than 99 times over its sizes', () => {
    expect(orderLimitProblem([row(shirt, 60, 'M'), row(shirt, 40, 'L')])).toBe(
      'An order can hold at most 99 of Product. Please lower the quantity in your cart.',
    );
  });

  it('refuses more than 50 cart rows', () => {
    const rows = Array.from({ length: 51 }, (_, index) => row(shirt, 1, `Size ${index}`));
    expect(orderLimitProblem(rows)).toMatch(/^An order can hold at most 50 different items\./);
  });
});
