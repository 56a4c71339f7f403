import type { ShippingSettings } from '@storefront/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubAdminApi } from '~/test/component-test';
import { staffMe } from '~/test/fixtures';
import { renderApp } from '~/test/render-app';

const api = stubAdminApi();

const settings: ShippingSettings = {
  zones: [
    {
      id: 4,
      name: 'Delhi NCR',
      states: ['Delhi'],
      pinPrefixes: ['121', '122'],
      pins: ['201301'],
      served: true,
      minDays: 1,
      maxDays: 2,
      cod: true,
      rate: { kind: 'flat', amount: 49, freeAbove: 499 },
    },
  ],
  elsewhere: {
    served: true,
    minDays: 3,
    maxDays: 7,
    cod: false,
    rate: { kind: 'free' },
  },
  dispatchDays: [1, 2, 3, 4, 5, 6],
  pickupPin: '110024',
};

function openShipping(answers: Parameters<typeof api.respond>[0] = {}) {
  api.respond({ 'GET /session': staffMe('manager'), 'GET /shipping': settings, ...answers });
  return renderApp('/shipping');
}

describe('the shipping settings', () => {
  it('saves zones, a weight-slab rate, the dispatch days and the pickup PIN as the contract has them', async () => {
    const { user } = openShipping({ 'PUT /shipping': (call) => call.body as object });
    const zones = await screen.findByRole('region', { name: 'Zones' });
    const delhi = within(zones).getByRole('group', { name: 'Delhi NCR' });
    expect(
      (within(delhi).getByRole('textbox', { name: /PIN prefixes/ }) as HTMLTextAreaElement).value,
    ).toBe('121, 122');
    expect(
      (within(delhi).getByRole('checkbox', { name: 'Delhi' }) as HTMLInputElement).checked,
    ).toBe(true);

    await user.click(within(zones).getByRole('button', { name: 'Add a zone' }));
    const added = within(zones).getByRole('group', { name: 'Zone 2' });
    await user.type(within(added).getByRole('textbox', { name: 'Zone name' }), 'North-east');
    await user.click(within(added).getByText(/^States/));
    await user.click(within(added).getByRole('checkbox', { name: 'Assam' }));
    await user.type(within(added).getByRole('textbox', { name: /PIN codes/ }), '781001\n781005');
    await user.type(within(added).getByRole('textbox', { name: 'Fewest days' }), '5');
    await user.type(within(added).getByRole('textbox', { name: 'Most days' }), '9');
    await user.click(within(added).getByRole('checkbox', { name: /Cash on delivery allowed/ }));
    await user.selectOptions(
      within(added).getByRole('combobox', { name: /Shipping charge/ }),
      'weight',
    );
    await user.type(within(added).getByRole('textbox', { name: 'Slab 1: up to (g)' }), '500');
    await user.type(within(added).getByRole('textbox', { name: 'Slab 1: charge (₹)' }), '60');
    await user.click(within(added).getByRole('button', { name: 'Add a slab' }));
    await user.type(within(added).getByRole('textbox', { name: 'Slab 2: up to (g)' }), '2000');
    await user.type(within(added).getByRole('textbox', { name: 'Slab 2: charge (₹)' }), '120.5');
    await user.click(screen.getByRole('checkbox', { name: 'Saturday' }));
    await user.click(screen.getByRole('button', { name: 'Save shipping settings' }));

    expect((await screen.findByRole('status')).textContent).toContain('Shipping settings saved');
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({
      zones: [
        { ...settings.zones[0] },
        {
          name: 'North-east',
          states: ['Assam'],
          pinPrefixes: [],
          pins: ['781001', '781005'],
          served: true,
          minDays: 5,
          maxDays: 9,
          cod: false,
          rate: {
            kind: 'weight',
            slabs: [
              { upToGrams: 500, amount: 60 },
              { upToGrams: 2000, amount: 120.5 },
            ],
            freeAbove: null,
          },
        },
      ],
      elsewhere: settings.elsewhere,
      dispatchDays: [1, 2, 3, 4, 5],
      pickupPin: '110024',
    });
  });

  it('sends the delivery promise from the courier’s serviceability when staff choose it, and back', async () => {
    const { user } = openShipping({ 'PUT /shipping': (call) => call.body as object });
    const promise = await screen.findByRole('group', { name: 'Delivery promise' });
    const zones = within(promise).getByRole('radio', { name: /From my zones/ });
    const courier = within(promise).getByRole('radio', { name: /courier’s serviceability/ });
    expect((zones as HTMLInputElement).checked).toBe(true);

    await user.click(courier);
    await user.click(screen.getByRole('button', { name: 'Save shipping settings' }));
    expect((await screen.findByRole('status')).textContent).toContain('Shipping settings saved');
    const puts = () => api.calls.filter((call) => call.method === 'PUT');
    expect(puts()[0]?.body).toMatchObject({ pickupPin: '110024', promiseFrom: 'carrier' });
    // What was saved comes back checked.
    await waitFor(() => expect((courier as HTMLInputElement).checked).toBe(true));

    await user.click(zones);
    await user.click(screen.getByRole('button', { name: 'Save shipping settings' }));
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(puts()[1]?.body).not.toHaveProperty('promiseFrom');
  });

  it('shows its own checks and the API’s 400 on the fields, and sends nothing wrong', async () => {
    const { user } = openShipping({
      'PUT /shipping': jsonResponse(400, {
        error: 'zones.0.pinPrefixes.1: overlaps the zone "Haryana"',
      }),
    });
    const zones = await screen.findByRole('region', { name: 'Zones' });
    const delhi = within(zones).getByRole('group', { name: 'Delhi NCR' });
    const pins = within(delhi).getByRole('textbox', { name: /PIN codes/ });
    await user.type(pins, ', 2013');
    const most = within(delhi).getByRole('textbox', { name: 'Most days' });
    await user.clear(most);
    await user.type(most, '0');
    await user.click(screen.getByRole('button', { name: 'Save shipping settings' }));
    await waitFor(() => expect(pins.getAttribute('aria-invalid')).toBe('true'));
    expect(delhi.textContent).toContain('must be a 6-digit Indian PIN code');
    expect(delhi.textContent).toContain('Most days must be at least the fewest days');
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.clear(pins);
    await user.type(pins, '201301');
    await user.clear(most);
    await user.type(most, '2');
    await user.click(screen.getByRole('button', { name: 'Save shipping settings' }));
    expect((await screen.findByRole('alert')).textContent).toContain('overlaps the zone');
    expect(delhi.textContent).toContain('PIN prefixes overlaps the zone "Haryana"');
  });
});
