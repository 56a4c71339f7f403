import { describe, expect, it } from 'vitest';
import { bulkEditOf, describeBulkEdit, EMPTY_BULK_FORM } from './bulk-edit';

const ids = ['2f1c7a52-57f4-4a4d-9a5e-1d2c3b4a5f60'];

describe('the bulk edit form', () => {
  it('builds the contract’s body from what was typed', () => {
    expect(bulkEditOf('set-price', ids, { ...EMPTY_BULK_FORM, regularPrice: '1299.50' })).toEqual({
      edit: { ids, price: { mode: 'set', regularPrice: 1299.5, discountedPrice: null } },
    });
    expect(bulkEditOf('percent', ids, { ...EMPTY_BULK_FORM, percent: '-15' })).toEqual({
      edit: { ids, price: { mode: 'percent', percent: -15 } },
    });
    expect(bulkEditOf('set-stock', ids, { ...EMPTY_BULK_FORM, stock: '0' })).toEqual({
      edit: { ids, stock: { mode: 'set', value: 0 } },
    });
  });

  it('puts each message on its field', () => {
    expect(bulkEditOf('set-price', ids, EMPTY_BULK_FORM).errors).toEqual({
      regularPrice: 'is required',
    });
    expect(bulkEditOf('percent', ids, { ...EMPTY_BULK_FORM, percent: 'ten' }).errors).toEqual({
      percent: 'must be a number',
    });
    expect(
      bulkEditOf('set-price', ids, { ...EMPTY_BULK_FORM, regularPrice: '10.001' }).errors,
    ).toEqual({ regularPrice: 'must be in whole paise' });
    expect(bulkEditOf('set-stock', ids, { ...EMPTY_BULK_FORM, stock: '1.5' }).errors).toEqual({
      stock: 'must be a whole number',
    });
    expect(bulkEditOf('adjust-stock', [], { ...EMPTY_BULK_FORM, stock: '2' }).errors).toEqual({
      form: 'Select at least one product',
    });
  });

  it('sums the change up for the confirmation', () => {
    expect(describeBulkEdit('adjust-stock', 3, { ids, stock: { mode: 'adjust', value: -2 } })).toBe(
      'Take 2 from the stock of every tracked variant of 3 products (never below 0).',
    );
    expect(describeBulkEdit('percent', 1, { ids, price: { mode: 'percent', percent: 10 } })).toBe(
      'Raise the prices of 1 product by 10% (regular and discounted).',
    );
    expect(describeBulkEdit('restore', 2)).toBe('Restore 2 products to the storefront.');
  });
});
