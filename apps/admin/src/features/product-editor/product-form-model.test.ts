import { productCreateSchema } from '@storefront/contract';
import { describe, expect, it } from 'vitest';
import { adminProduct } from './product-fixtures';
import {
  blankVariant,
  fieldsOfServerMessage,
  formFieldOf,
  parsePrice,
  productChanges,
  productResolverFor,
  syncVariants,
  toFormValues,
  toRequestBody,
  variantPairs,
  variantsChanged,
} from './product-form-model';

const resolve = (values: ReturnType<typeof toFormValues>, hsnDigits = 4) =>
  productResolverFor({ hsnDigits })(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });

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

  it('sends the tax and legal details, blank ones as null and the rate as a number', () => {
    const values = toFormValues(adminProduct());
    expect(values).toMatchObject({ hsn: '621142', gstRate: '5', netQuantity: '1 N' });
    const body = productCreateSchema.parse(
      toRequestBody({ ...values, gstRate: '18', countryOfOrigin: '  ', consumerCare: '' }),
    );
    expect(productChanges(adminProduct(), body)).toEqual({
      gstRate: 18,
      countryOfOrigin: null,
      consumerCare: null,
    });
    expect(toRequestBody({ ...values, gstRate: '' }).gstRate).toBeNull();
  });

  it('checks the HSN code against the contract and the store’s HSN digits', async () => {
    const values = toFormValues(adminProduct());
    expect((await resolve({ ...values, hsn: '6211' }, 4)).errors.hsn).toBeUndefined();
    expect((await resolve({ ...values, hsn: '6211' }, 6)).errors.hsn?.message).toBe(
      "must have at least 6 digits (4, 6 or 8): the store's turnover setting asks for 6",
    );
    expect((await resolve({ ...values, hsn: '62114' }, 4)).errors.hsn?.message).toBe(
      'must be an HSN code of 4, 6 or 8 digits',
    );
    expect((await resolve({ ...values, hsn: '' }, 6)).errors.hsn).toBeUndefined();
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
    expect(fieldsOfServerMessage('gstRate: must be one of the GST rates in force', values)).toEqual(
      [{ field: 'gstRate', message: 'must be one of the GST rates in force' }],
    );
  });
});
