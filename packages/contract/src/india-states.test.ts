import { describe, expect, it } from 'vitest';
import { INDIAN_STATES, INDIAN_UNION_TERRITORIES } from './order-rules';
import {
  deliveryState,
  GST_STATES,
  placeOfSupplyLabel,
  stateByName,
  stateByPinCode,
} from './india-states';

describe('Indian states and their GST codes', () => {
  it('lists each code once, two digits each', () => {
    const codes = GST_STATES.map((state) => state.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every((code) => /^\d{2}$/.test(code))).toBe(true);
  });

  it('knows every state and union territory the checkout offers', () => {
    for (const name of [...INDIAN_STATES, ...INDIAN_UNION_TERRITORIES]) {
      expect(stateByName(name)?.name, name).toBe(name);
    }
  });

  it.each([
    ['Delhi', '07'],
    ['New Delhi', '07'],
    ['NCT of Delhi', '07'],
    ['n.c.t. of delhi', '07'],
    ['  KARNATAKA ', '29'],
    ['Orissa', '21'],
    ['Pondicherry', '34'],
    ['Jammu & Kashmir', '01'],
    ['Andhra Pradesh', '37'],
    ['Telangana', '36'],
    ['Daman & Diu', '26'],
    ['Ladakh', '38'],
  ])('reads "%s" as %s', (name, code) => {
    expect(stateByName(name)?.code).toBe(code);
  });

  it('reads no state from text that names none', () => {
    expect(stateByName('Atlantis')).toBeNull();
    expect(stateByName('')).toBeNull();
  });

  it.each([
    ['110006', '07'],
    ['560001', '29'],
    ['400001', '27'],
    ['403001', '30'],
    ['500081', '36'],
    ['530001', '37'],
    ['160017', '04'],
    ['682555', '31'],
    ['744101', '35'],
    ['737101', '11'],
    ['781001', '18'],
    ['834001', '20'],
    ['800001', '10'],
    ['248001', '05'],
    ['194101', '38'],
  ])('places PIN %s in state %s', (pin, code) => {
    expect(stateByPinCode(pin)?.code).toBe(code);
  });

  it('falls back to the PIN code when the state text is not recognised', () => {
    expect(deliveryState({ state: 'Dilli', postalCode: '110092' })?.code).toBe('07');
    expect(deliveryState({ state: 'Karnataka', postalCode: '110092' })?.code).toBe('29');
    expect(deliveryState({ state: 'Dilli', postalCode: '000000' })).toBeNull();
  });

  it('labels a place of supply as GSTR-1 does', () => {
    expect(placeOfSupplyLabel(stateByName('Delhi')!)).toBe('07-Delhi');
  });
});
