import { describe, expect, it } from 'vitest';
import {
  blankFieldMessages,
  checkShippingForm,
  invalidFieldMessages,
  type ShippingValues,
} from './shipping-form';

const address: ShippingValues = {
  fullName: ' Asha Verma ',
  address: '12, MG Road, near Trinity Metro',
  city: 'Bengaluru ',
  state: 'Karnataka',
  postalCode: '560001',
  phone: '98450 12345',
};

describe('checkShippingForm', () => {
  it('passes a full address, trimmed, with the phone as +91 and 10 digits', () => {
    expect(checkShippingForm(address)).toEqual({
      ok: true,
      address: {
        fullName: 'Asha Verma',
        address: '12, MG Road, near Trinity Metro',
        city: 'Bengaluru',
        state: 'Karnataka',
        postalCode: '560001',
        phone: '+919845012345',
      },
    });
  });

  it.each(['+91 98450 12345', '098450-12345', '919845012345', '(+91) 98450-12345'])(
    'accepts the phone as Indians write it: %s',
    (phone) => {
      const check = checkShippingForm({ ...address, phone });
      expect(check.ok && check.address.phone).toBe('+919845012345');
    },
  );

  it('accepts a PIN code written with a space', () => {
    const check = checkShippingForm({ ...address, postalCode: '560 001' });
    expect(check.ok && check.address.postalCode).toBe('560001');
  });

  it('marks every field that is blank after trimming, as a blank form', () => {
    expect(checkShippingForm({ ...address, fullName: '   ', state: '' })).toEqual({
      ok: false,
      anyBlank: true,
      errors: { fullName: blankFieldMessages.fullName, state: blankFieldMessages.state },
    });
  });

  it.each(['012345', '56001', '5600011', 'ABCDEF'])('refuses the PIN code %s', (postalCode) => {
    expect(checkShippingForm({ ...address, postalCode })).toEqual({
      ok: false,
      anyBlank: false,
      errors: { postalCode: invalidFieldMessages.postalCode },
    });
  });

  it.each(['5845012345', '98450 1234', '+44 7700 900123', '+91 98450 123456'])(
    'refuses the phone number %s',
    (phone) => {
      expect(checkShippingForm({ ...address, phone })).toEqual({
        ok: false,
        anyBlank: false,
        errors: { phone: invalidFieldMessages.phone },
      });
    },
  );

  it('reports blank fields and a wrong format together', () => {
    const check = checkShippingForm({ ...address, city: '', phone: '12345' });
    expect(check).toEqual({
      ok: false,
      anyBlank: true,
      errors: { city: blankFieldMessages.city, phone: invalidFieldMessages.phone },
    });
  });
});
