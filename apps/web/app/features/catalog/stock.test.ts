import { describe, expect, it } from 'vitest';
import {
  cardLeft,
  chosenVariant,
  isOptionAvailable,
  isSoldOut,
  leftOf,
  unavailableReason,
} from './stock';
import { colours, productWith, sizes, variant } from './test-products';

// S: 0; M: 2 black, 0 red; L: 9 black; red only in M and L (L red is not sold).
const kurta = [
  variant('S', 'Black', 0),
  variant('M', 'Black', 2),
  variant('M', 'Red', 0),
  variant('L', 'Black', 9),
];

describe('stock of a product without variants (not tracked)', () => {
  it('allows everything, as before stock existed', () => {
    expect(isSoldOut([])).toBe(false);
    expect(isOptionAvailable([], 'size', 'M', {})).toBe(true);
    expect(chosenVariant([], { size: 'M' })).toBeNull();
    expect(leftOf([], { size: 'M' })).toBeNull();
    expect(unavailableReason([], {})).toBeNull();
    expect(cardLeft([])).toBeNull();
  });
});

describe('stock kept per size and colour', () => {
  it('is sold out only when no variant is in stock', () => {
    expect(isSoldOut(kurta)).toBe(false);
    expect(isSoldOut([variant('M', '', 0), variant('L', '', 0)])).toBe(true);
  });

  it('greys a size none of whose variants is in stock, or none with the chosen colour', () => {
    expect(isOptionAvailable(kurta, 'size', 'S', {})).toBe(false);
    expect(isOptionAvailable(kurta, 'size', 'M', {})).toBe(true);
    expect(isOptionAvailable(kurta, 'size', 'M', { color: 'Red' })).toBe(false);
    expect(isOptionAvailable(kurta, 'size', 'L', { color: 'Red' })).toBe(false); // not sold
    expect(isOptionAvailable(kurta, 'size', 'XL', {})).toBe(false); // no variant: not sold
  });

  it('greys a colour by the chosen size the same way', () => {
    expect(isOptionAvailable(kurta, 'color', 'Red', {})).toBe(false);
    expect(isOptionAvailable(kurta, 'color', 'Black', { size: 'M' })).toBe(true);
    expect(isOptionAvailable(kurta, 'color', 'Black', { size: 'S' })).toBe(false);
  });

  it('never greys a dimension stock is not kept by', () => {
    const perColour = [variant('', 'Black', 0), variant('', 'Red', 3)];
    expect(isOptionAvailable(perColour, 'size', 'M', { color: 'Black' })).toBe(true);
    expect(isOptionAvailable(perColour, 'color', 'Black', { size: 'M' })).toBe(false);
    expect(chosenVariant(perColour, { size: 'M', color: 'Red' })).toEqual(perColour[1]);
  });

  it('says "Only N left" for the chosen variant when low, or the only variant', () => {
    expect(leftOf(kurta, { size: 'M', color: 'Black' })).toBe(2);
    expect(leftOf(kurta, { size: 'L', color: 'Black' })).toBeNull(); // 9: above the threshold
    expect(leftOf(kurta, { size: 'M' })).toBeNull(); // no colour yet
    expect(leftOf([variant('', '', 3)], {})).toBe(3);
  });

  it('explains why a complete choice cannot be bought', () => {
    expect(unavailableReason(kurta, { size: 'M' })).toBeNull();
    expect(unavailableReason(kurta, { size: 'M', color: 'Black' })).toBeNull();
    expect(unavailableReason(kurta, { size: 'M', color: 'Red' })).toBe(
      'Out of stock in size M, colour Red. Please choose another.',
    );
    expect(unavailableReason(kurta, { size: 'L', color: 'Red' })).toBe(
      'Not available in size L, colour Red. Please choose another.',
    );
    expect(unavailableReason([variant('M', '', 0)], { size: 'M' })).toBe(
      'This product is out of stock.',
    );
  });
});

describe('a card’s "Only N left"', () => {
  it('shows the largest count only when every variant in stock is low', () => {
    expect(cardLeft([variant('M', '', 2), variant('L', '', 4), variant('S', '', 0)])).toBe(4);
    expect(cardLeft([variant('M', '', 2), variant('L', '', 40)])).toBeNull();
    expect(cardLeft([variant('M', '', 2), variant('L', '', null)])).toBeNull();
    expect(cardLeft([variant('M', '', 0)])).toBeNull();
  });
});

describe('toProductView with stock', () => {
  it('keeps the variants and asks for a colour when stock is kept per colour', () => {
    const view = productWith({
      attributes: [sizes('M'), colours('Black', 'Red')],
      variants: [variant('M', 'Black', 2), variant('M', 'Red', 7)],
    });
    expect(view.variants).toHaveLength(2);
    expect(view.requiresColor).toBe(true);
    expect(productWith({ variants: [variant('M', '', 2)] }).requiresColor).toBe(false);
  });

  it('leaves the colour optional when no colour’s stock is counted (spec section 5)', () => {
    const shirt = productWith({
      attributes: [sizes('S', 'M'), colours('Olive', 'White')],
      variants: [
        variant('S', 'Olive', null),
        variant('S', 'White', null),
        variant('M', 'Olive', null),
        variant('M', 'White', null),
      ],
    });
    expect(shirt.requiresColor).toBe(false);
  });

  it('offers the variants’ sizes and colours when the attributes list none', () => {
    const view = productWith({ variants: [variant('M', 'Black', 2), variant('L', 'Black', 0)] });
    expect(view.sizes).toEqual(['M', 'L']);
    expect(view.colors).toEqual(['Black']);
  });

  it('treats an answer without variants (older data) as untracked', () => {
    const view = productWith({ variants: undefined as never });
    expect(view.variants).toEqual([]);
    expect(view.requiresColor).toBe(false);
  });

  it('keeps each image’s description', () => {
    const view = productWith({
      images: [
        { url: '/api/v1/images/abc/640.webp', alt: 'Maroon kurta, front' },
        { url: '/images/b.svg' },
      ],
    });
    expect(view.imageAlt).toBe('Maroon kurta, front');
    expect(view.images).toEqual([
      { url: '/api/v1/images/abc/640.webp', alt: 'Maroon kurta, front' },
      { url: '/images/b.svg', alt: '' },
    ]);
  });
});
