import { describe, expect, it } from 'vitest';
import { storeSettings } from '~/test/fixtures';
import {
  fieldsOfServerMessage,
  formFieldOf,
  toFormValues,
  toRequestBody,
} from './settings-form-model';

describe('the settings form’s model', () => {
  const values = toFormValues(storeSettings());

  it('gives back the settings it was made from', () => {
    expect(toRequestBody(values)).toEqual({ ...storeSettings(), categoryRenames: [] });
  });

  it('sends a category renamed in place as a rename, its products to move with it', () => {
    const renamed = {
      ...values,
      categories: [
        { name: ' Wall mounts & stands ', original: 'Wall mounts' },
        // Emptied, or renamed to a name still listed elsewhere: no rename.
        { name: '', original: 'Cables' },
        { name: 'Remotes', original: 'Remotes' },
        { name: 'Streaming', original: null },
      ],
    };
    expect(toRequestBody(renamed).categoryRenames).toEqual([
      { from: 'Wall mounts', to: 'Wall mounts & stands' },
    ]);
    expect(formFieldOf(['categoryRenames', 0, 'to'], renamed)).toBe('categories.0.name');
    const swapped = {
      ...values,
      categories: [
        { name: 'Cables', original: 'Wall mounts' },
        { name: 'Wall mounts', original: 'Cables' },
      ],
    };
    expect(toRequestBody(swapped).categoryRenames).toEqual([]);
  });

  it('sends cash on delivery’s limit and fee as rupees, blank as none, and text as it was typed', () => {
    const body = (maxOrderValue: string, fee: string) =>
      toRequestBody({ ...values, cod: { maxOrderValue, fee } }).cod;
    expect(body('', ' ')).toEqual({ maxOrderValue: null, fee: null });
    expect(body('1,00,000', '₹49.50')).toEqual({ maxOrderValue: 100_000, fee: 49.5 });
    expect(body('lots', '49')).toEqual({ maxOrderValue: 'lots', fee: 49 });
    expect(
      toFormValues({ ...storeSettings(), cod: { maxOrderValue: 10_000, fee: 49 } }).cod,
    ).toEqual({ maxOrderValue: '10000', fee: '49' });
  });

  it('drops empty rows and sends untouched optional parts as null', () => {
    const body = toRequestBody({
      ...values,
      socialLinks: [...values.socialLinks, { name: ' ', url: '' }],
      logoUrl: '  ',
      upi: { vpa: '', payeeName: '' },
      policies: { ...values.policies, terms: '   ' },
    });
    expect(body.socialLinks).toEqual({ Instagram: 'https://instagram.com/chitrakart' });
    expect(body.logoUrl).toBeNull();
    expect(body.upi).toBeNull();
    expect(body.policies).toEqual({});
  });

  it('sends a shop not registered for GST with no GSTIN nor state, and the HSN digits as a number', () => {
    const body = toRequestBody({
      ...values,
      tax: { ...values.tax, gstin: ' ', stateCode: '', hsnDigits: '6' },
    });
    expect(body.tax).toMatchObject({ gstin: null, stateCode: null, hsnDigits: 6 });
  });

  it('places a problem of the request body on the field the form shows it in', () => {
    expect(formFieldOf(['socialLinks', 'Instagram'], values)).toBe('socialLinks.0.url');
    expect(formFieldOf(['socialLinks', ''], values, 'invalid_key')).toBe('socialLinks');
    expect(formFieldOf(['categories', 2], values)).toBe('categories.2.name');
    expect(formFieldOf(['upi'], values)).toBe('upi.vpa');
    expect(formFieldOf(['grievanceOfficer', 'email'], values)).toBe('grievanceOfficer.email');
    expect(formFieldOf(['tax', 'gstin'], values)).toBe('tax.gstin');
  });

  it('finds the fields a 400 names', () => {
    expect(
      fieldsOfServerMessage(
        'upi.vpa: must be a UPI ID (name@bank); socialLinks.Instagram: must be an http(s) URL',
        values,
      ),
    ).toEqual([
      { field: 'upi.vpa', message: 'must be a UPI ID (name@bank)' },
      { field: 'socialLinks.0.url', message: 'must be an http(s) URL' },
    ]);
    expect(fieldsOfServerMessage('Something broke', values)).toEqual([]);
    expect(fieldsOfServerMessage('constructor: is odd', values)).toEqual([]);
  });
});
