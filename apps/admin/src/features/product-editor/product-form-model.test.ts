import { productCreateSchema } from '@storefront/contract';
import { describe, expect, it } from 'vitest';
import { adminProduct } from './product-fixtures';
import {
  blankVariant,
  fieldsOfServerMessage,
  formFieldOf,
  parsePrice,
  productChanges,
  productResolver,
  syncVariants,
  toFormValues,
  toRequestBody,
  variantPairs,
  variantsChanged,
} from './product-form-model';

const resolve = (values: ReturnType<typeof toFormValues>) =>
  productResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the product form’s model', () => {
  it('gives back the product it was made from: no change to PATCH, no variants to PUT', () => {
    const product = adminProduct();
    const body = productCreateSchema.parse(toRequestBody(toFormValues(product)));
    expect(productChanges(product, body)).toEqual({});
    expect(variantsChanged(product.variants, body.variants!)).toBe(false);
    expect(variantsChanged(product.variants, [...body.variants!].reverse())).toBe(false);
    expect(variantsChanged(product.variants, [{ ...body.variants![0]!, stock: 3 }])).toBe(true);
  });

  it('pairs every size with every colour, "" standing for none', () => {
    expect(variantPairs([], [])).toEqual([{ size: '', color: '' }]);
    expect(variantPairs(['S', 'M'], [])).toEqual([
      { size: 'S', color: '' },
      { size: 'M', color: '' },
    ]);
    expect(variantPairs(['S'], ['Red', 'Blue'])).toHaveLength(2);
  });

  it('keeps the rows’ values as the sizes and colours change', () => {
    const none = { ...blankVariant('', ''), sku: 'SCARF', tracked: true, stock: '3' };
    // The first colour takes over the row of "no colour".
    const red = syncVariants([], ['Red'], [none]);
    expect(red).toEqual([{ ...none, color: 'Red' }]);
    // A second colour starts blank; the red row stays.
    const both = syncVariants([], ['Red', 'Blue'], red);
    expect(both).toEqual([{ ...none, color: 'Red' }, blankVariant('', 'Blue')]);
    // A removed pair comes back with its values when remembered.
    const remembered = new Map([[JSON.stringify(['', 'Blue']), { ...both[1]!, sku: 'B' }]]);
    expect(syncVariants([], ['Red', 'Blue'], both.slice(0, 1), remembered)[1]!.sku).toBe('B');
  });

  it('reads prices as typed', () => {
    expect(parsePrice('₹1,299.50')).toBe(1299.5);
    expect(parsePrice(' ')).toBeNaN();
    expect(
      toFormValues(adminProduct({ regularPrice: 1200, discountedPrice: null })).regularPrice,
    ).toBe('1200');
  });

  it('finds a repeated SKU and a discount at the price even while other fields are wrong', async () => {
    const values = toFormValues(adminProduct({ title: '' }));
    values.discountedPrice = '1299.50';
    values.variants[1]!.sku = 'kur-s';
    const { errors } = await resolve(values);
    expect(errors.title?.message).toBe('Enter a title');
    expect(errors.discountedPrice?.message).toBe(
      'The discounted price must be lower than the regular price',
    );
    expect(errors.variants?.[1]?.sku?.message).toBe('this SKU is used twice');
  });

  it('drops empty attribute rows and places their problems on the rows the form shows', async () => {
    const values = toFormValues(adminProduct());
    values.attributes = [
      { key: '', values: '' },
      { key: 'Sizes', values: 'S' },
    ];
    expect(toRequestBody(values).attributes).toEqual([{ key: 'Sizes', value: ['S'] }]);
    expect(formFieldOf(['attributes', 0, 'key'], values)).toBe('attributes.1.key');
    expect(formFieldOf(['attributes', 0, 'value', 0], values)).toBe('attributes.1.values');
    const { errors } = await resolve(values);
    expect(errors.attributes?.message).toBe('sizes, colours and featured have their own fields');
  });

  it('finds the fields a 400 names', () => {
    const values = toFormValues(adminProduct());
    expect(
      fieldsOfServerMessage(
        'discountedPrice: The discounted price must be lower than the regular price; variants.1.sku: this SKU is used twice; nothing here',
        values,
      ),
    ).toEqual([
      {
        field: 'discountedPrice',
        message: 'The discounted price must be lower than the regular price',
      },
      { field: 'variants.1.sku', message: 'this SKU is used twice' },
    ]);
  });
});
