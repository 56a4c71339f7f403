import type { StoreSettingsInput } from '@storefront/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubAdminApi } from '~/test/component-test';
import { staffMe, storeSettings } from '~/test/fixtures';
import { renderApp } from '~/test/render-app';
import { PREVIEW_DELAY_MS } from '../use-policy-preview';

const api = stubAdminApi();

function openSettings(settings = storeSettings()) {
  api.respond({
    'GET /session': staffMe('manager'),
    'GET /store': settings,
    'PUT /store': (call) => call.body,
  });
  return renderApp('/settings');
}

const save = () => screen.getByRole('button', { name: 'Save settings' });
const putBody = () =>
  api.calls.find((call) => call.method === 'PUT')?.body as StoreSettingsInput | undefined;

describe('the settings form', () => {
  it('blocks an invalid UPI ID with the schema’s message and sends nothing', async () => {
    const { user } = openSettings();
    const vpa = await screen.findByRole('textbox', { name: 'UPI ID' });
    await user.clear(vpa);
    await user.type(vpa, 'chitrakart.okaxis');
    await user.click(save());

    expect(await screen.findByText('UPI ID must be a UPI ID (name@bank)')).toBeTruthy();
    expect(vpa.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toMatch(/Some settings need fixing/);
    expect(putBody()).toBeUndefined();
  });

  it('requires the UPI details while UPI is offered', async () => {
    const { user } = openSettings(storeSettings({ upi: null }));
    await screen.findByRole('textbox', { name: 'UPI ID' });
    await user.click(save());
    expect(await screen.findByText('UPI ID is required when UPI is offered')).toBeTruthy();
    expect(putBody()).toBeUndefined();
  });

  it('saves the categories in their new order, the links as a map and an empty officer as null', async () => {
    const { user } = openSettings();
    await screen.findByRole('textbox', { name: 'Category 1' });
    await user.click(screen.getByRole('button', { name: 'Move Remotes up' }));
    expect(screen.getByText('Remotes moved to position 2 of 3.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove Wall mounts' }));
    await user.click(screen.getByRole('button', { name: 'Add a category' }));
    await user.type(screen.getByRole('textbox', { name: 'Category 3' }), 'Streaming devices');

    await user.click(screen.getByRole('button', { name: 'Add a link' }));
    await user.type(screen.getByRole('textbox', { name: 'Link 2 name' }), 'YouTube');
    await user.type(
      screen.getByRole('textbox', { name: 'Link 2 URL' }),
      'https://youtube.com/@chitrakart',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Cash on delivery' }));
    await user.click(save());

    await waitFor(() => expect(putBody()).toBeDefined());
    const body = putBody()!;
    expect(body.categories).toEqual(['Remotes', 'Cables', 'Streaming devices']);
    expect(body.socialLinks).toEqual({
      Instagram: 'https://instagram.com/chitrakart',
      YouTube: 'https://youtube.com/@chitrakart',
    });
    expect(body.paymentMethods).toEqual(['upi']);
    expect(body.grievanceOfficer).toBeNull();
    expect(body.logoUrl).toBeNull();
    expect(body.policies).toEqual({ terms: '<p>Terms of {{companyName}}</p>' });
    expect(await screen.findByText('Settings saved')).toBeTruthy();
  });

  it('asks for the whole grievance officer once any of it is filled in', async () => {
    const { user } = openSettings();
    await user.type(await screen.findByRole('textbox', { name: "Officer's name" }), 'Anil Kumar');
    await user.click(save());
    expect(await screen.findByText('Designation is required')).toBeTruthy();
    expect(screen.getByText('Invalid email address')).toBeTruthy();
    expect(putBody()).toBeUndefined();
  });

  it('puts a 400 from the API under the field it names', async () => {
    const { user } = openSettings();
    api.respond({
      'PUT /store': jsonResponse(400, {
        error: 'publicOrigin: must not have a path; categories.1: is too long',
      }),
    });
    await screen.findByRole('textbox', { name: /Public address/ });
    await user.click(save());
    expect(await screen.findByText('Public address of the shop must not have a path')).toBeTruthy();
    expect(screen.getByText('Category 2 is too long')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'publicOrigin: must not have a path; categories.1: is too long',
    );
  });
});

describe('the policy editor', () => {
  it('previews the sanitised policy when opened, and again once typing pauses', async () => {
    openSettings();
    api.respond({
      'POST /store/policy-preview': (call) => {
        const { html } = call.body as { html: string };
        return {
          title: 'Terms & Conditions',
          html: html.replace('{{companyName}}', 'ChitraKart Retail'),
        };
      },
    });
    const previews = () => api.calls.filter((call) => call.path === '/store/policy-preview');
    const summary = await screen.findByText('Terms & Conditions', { selector: 'summary span' });
    const details = summary.closest('details')!;
    expect(previews()).toHaveLength(0);
    // Opening the editor (jsdom does not toggle <details> on a click of its summary).
    await act(async () => {
      details.open = true;
      details.dispatchEvent(new Event('toggle'));
    });
    expect(await within(details).findByText('Terms of ChitraKart Retail')).toBeTruthy();
    expect(previews()[0]!.body).toEqual({
      slug: 'terms',
      html: '<p>Terms of {{companyName}}</p>',
    });

    const editor = within(details).getByRole('textbox', { name: 'Terms & Conditions (HTML)' });
    const typedAt = Date.now();
    fireEvent.change(editor, { target: { value: '<p>No returns on {{companyName}} cables.</p>' } });
    expect(within(details).getByText('Updating the preview…')).toBeTruthy();
    expect(previews()).toHaveLength(1);
    expect(
      await within(details).findByText('No returns on ChitraKart Retail cables.'),
    ).toBeTruthy();
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(PREVIEW_DELAY_MS);
    expect(previews()).toHaveLength(2);
  });
});
