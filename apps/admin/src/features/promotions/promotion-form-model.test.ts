import { describe, expect, it } from 'vitest';
import { adminPromotion } from '~/test/fixtures';
import {
  isoOfIstInput,
  istInputOf,
  NEW_PROMOTION,
  promotionResolver,
  toFormValues,
  toRequestBody,
} from './promotion-form-model';

describe('a promotion’s form values', () => {
  it('read and write moments as India’s wall clock, whatever the device’s zone', () => {
    expect(istInputOf('2026-10-19T18:30:00.000Z')).toBe('2026-10-20T00:00');
    expect(istInputOf('2026-10-20T09:00:00+05:30')).toBe('2026-10-20T09:00');
    expect(istInputOf(null)).toBe('');
    expect(isoOfIstInput('2026-10-20T00:00')).toBe('2026-10-20T00:00:00+05:30');
    expect(isoOfIstInput('2026-10-20T00:00:30')).toBe('2026-10-20T00:00:30+05:30');
    expect(isoOfIstInput(' ')).toBeUndefined();
  });

  it('send only what the kind needs', () => {
    const values = {
      ...NEW_PROMOTION,
      how: 'automatic' as const,
      code: 'LEFT-OVER',
      kind: 'free_shipping' as const,
      value: '10',
      maxDiscount: '500',
      buyQuantity: '2',
      minOrder: '1,999',
    };
    expect(toRequestBody(values)).toMatchObject({
      automatic: true,
      kind: 'free_shipping',
      value: undefined,
      maxDiscount: undefined,
      buyQuantity: undefined,
      minOrder: 1999,
    });
    expect(toRequestBody(values)).not.toHaveProperty('code');
  });

  it('read a lone category ticked as a list of one', () => {
    const values = { ...NEW_PROMOTION, categories: 'Cables' as unknown as string[] };
    expect(toRequestBody(values).categories).toEqual(['Cables']);
  });

  it('show buy X get Y with free units as an empty discount, and its free products as others', () => {
    const values = toFormValues(
      adminPromotion({
        kind: 'buy_x_get_y',
        value: 100,
        maxDiscount: null,
        buyQuantity: 2,
        getQuantity: 1,
        getProductIds: ['5b7e1c2d-3a4f-4b6c-8d9e-0f1a2b3c4d5e'],
      }),
      [{ id: '5b7e1c2d-3a4f-4b6c-8d9e-0f1a2b3c4d5e', title: 'Cotton kurta' }],
    );
    expect(values).toMatchObject({
      value: '',
      buyQuantity: '2',
      getQuantity: '1',
      getWhich: 'other',
      getProducts: [{ id: '5b7e1c2d-3a4f-4b6c-8d9e-0f1a2b3c4d5e', title: 'Cotton kurta' }],
    });
  });

  it('say every problem at once, the schema’s rules across fields included', async () => {
    const result = await promotionResolver(
      {
        ...NEW_PROMOTION,
        code: 'OK-CODE',
        value: '150',
        usageLimit: 'many',
        startsAt: '2026-11-05T10:00',
        endsAt: '2026-11-01T10:00',
      },
      undefined,
      { fields: {}, shouldUseNativeValidation: false },
    );
    expect(
      Object.fromEntries(
        Object.entries(result.errors).map(([field, error]) => [field, error?.message]),
      ),
    ).toEqual({
      usageLimit: 'must be a whole number',
      value: 'must be a percentage from 1 to 100',
      endsAt: 'must be after the start',
    });
  });
});
