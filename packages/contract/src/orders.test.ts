import { describe, expect, it } from 'vitest';
import { shippingAddressSchema } from './orders';

describe('shippingAddressSchema', () => {
  const address = {
    fullName: ' Asha Verma ',
    address: '12 MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    postalCode: '560001',
    phone: '98450 12345',
  };

  it('trims fields and normalises the phone', () => {
    expect(shippingAddressSchema.parse(address)).toEqual({
      ...address,
      fullName: 'Asha Verma',
      phone: '+919845012345',
    });
  });

  it('refuses a PIN code starting with 0', () => {
    expect(shippingAddressSchema.safeParse({ ...address, postalCode: '012345' }).success).toBe(
      false,
    );
  });
});
