import { describe, expect, it } from 'vitest';
import { buildGatewayForm } from './leave-page';

describe('buildGatewayForm (spec section 4, redirect_post)', () => {
  it('posts hidden inputs type, url and data[key] to the redirect URL', () => {
    const form = buildGatewayForm(document, 'https://api.example/api/v1/payments/redirect', {
      type: 'sandbox',
      url: 'https://api.example/api/v1/payments/sandbox/pay',
      data: { key: 'sandbox', txnid: 'T1', amount: '1298.00', email: 'a&b"@example.in' },
    });
    expect(form.method).toBe('post');
    expect(form.action).toBe('https://api.example/api/v1/payments/redirect');
    expect(form.hidden).toBe(true);
    const inputs = [...form.querySelectorAll('input')];
    expect(inputs.every((input) => input.type === 'hidden')).toBe(true);
    expect(inputs.map((input) => [input.name, input.value])).toEqual([
      ['type', 'sandbox'],
      ['url', 'https://api.example/api/v1/payments/sandbox/pay'],
      ['data[key]', 'sandbox'],
      ['data[txnid]', 'T1'],
      ['data[amount]', '1298.00'],
      ['data[email]', 'a&b"@example.in'],
    ]);
  });

  it('posts no inputs when the server sent no form params', () => {
    expect(buildGatewayForm(document, 'https://gateway.example/', undefined).elements).toHaveLength(
      0,
    );
  });
});
