import { financialYearOf, GST_STATES, type StoreSettingsInput } from '@storefront/contract';
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

  it('saves the return window in days, 0 for no returns, and refuses more than the maximum', async () => {
    const { user } = openSettings();
    const days = await screen.findByRole('spinbutton', { name: 'Return window (days)' });
    expect((days as HTMLInputElement).value).toBe('7');
    await user.clear(days);
    await user.type(days, '120');
    await user.click(save());
    expect(
      await screen.findByText('Return window (days) must be a whole number of days from 0 to 90'),
    ).toBeTruthy();
    expect(putBody()).toBeUndefined();
    await user.clear(days);
    await user.type(days, '0');
    await user.click(save());
    await waitFor(() => expect(putBody()?.returnWindowDays).toBe(0));
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

describe('the store’s pictures, home page and categories', () => {
  const UPLOADED = '/api/v1/images/0123456789abcdef0123456789abcdef/1280.webp';
  const png = () =>
    new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], 'logo.png', {
      type: 'image/png',
    });

  it('uploads a logo as product photos are, shows it and saves its address', async () => {
    const { user } = openSettings();
    api.respond({ 'POST /images': jsonResponse(201, { url: UPLOADED, width: 640, height: 160 }) });
    await user.upload(await screen.findByLabelText('Logo: choose a file'), png());
    const preview = await screen.findByRole('img', { name: 'The logo as it is now' });
    expect(preview.getAttribute('src')).toBe(UPLOADED.replace('1280.webp', '320.webp'));
    expect(screen.getByText('logo.png uploaded. Save the settings to use it.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Logo address/ })).toHaveProperty(
      'value',
      UPLOADED,
    );
    const upload = api.fetchMock.mock.calls.find(([url]) => String(url).endsWith('/images'))!;
    expect((upload[1]?.headers as Record<string, string>)['Content-Type']).toBe('image/png');
    await user.click(save());
    await waitFor(() => expect(putBody()?.logoUrl).toBe(UPLOADED));
  });

  it('takes the logo off, and refuses an address that is no image address', async () => {
    const { user } = openSettings(storeSettings({ logoUrl: UPLOADED }));
    await screen.findByRole('img', { name: 'The logo as it is now' });
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('img', { name: 'The logo as it is now' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /^Logo address/ }), 'javascript:alert(1)');
    await user.click(save());
    expect(
      await screen.findByText(/^Logo address must be an https:\/\/ or http:\/\/ address/),
    ).toBeTruthy();
    expect(putBody()).toBeUndefined();
  });

  it('saves the home page’s heading, text and picture, which needs its description', async () => {
    const { user } = openSettings();
    const home = await screen.findByRole('region', { name: 'Home page' });
    await user.type(
      within(home).getByRole('textbox', { name: /^Heading/ }),
      'Diwali sale: up to 40% off wall mounts',
    );
    await user.type(
      within(home).getByRole('textbox', { name: /^Text/ }),
      'Free installation in Delhi NCR until 3 November.',
    );
    api.respond({ 'POST /images': jsonResponse(201, { url: UPLOADED, width: 1280, height: 853 }) });
    await user.upload(within(home).getByLabelText('Picture: choose a file'), png());
    await within(home).findByRole('img', { name: "The home page's picture as it is now" });
    await user.click(save());
    expect(
      await within(home).findByText(
        'What the picture shows is required with a picture: say what it shows',
      ),
    ).toBeTruthy();
    expect(putBody()).toBeUndefined();

    await user.type(
      within(home).getByRole('textbox', { name: /^What the picture shows/ }),
      'A lit diya beside a wall-mounted TV',
    );
    await user.click(save());
    await waitFor(() => expect(putBody()).toBeDefined());
    expect(putBody()!.homeHero).toEqual({
      title: 'Diwali sale: up to 40% off wall mounts',
      text: 'Free installation in Delhi NCR until 3 November.',
      imageUrl: UPLOADED,
      imageAlt: 'A lit diya beside a wall-mounted TV',
    });
  });

  it('renames a category in place, its products with it, and says how many moved', async () => {
    const { user } = openSettings();
    api.respond({
      'PUT /store': (call) => ({
        ...(call.body as object),
        renamedCategories: [{ from: 'Cables', to: 'HDMI cables', products: 12 }],
      }),
    });
    const cables = await screen.findByRole('textbox', { name: 'Category 2' });
    await user.clear(cables);
    await user.type(cables, 'HDMI cables');
    expect(
      screen.getByText('Renamed from Cables: its products move with it when you save.'),
    ).toBeTruthy();
    await user.click(save());
    await waitFor(() => expect(putBody()).toBeDefined());
    expect(putBody()!.categories).toEqual(['Wall mounts', 'HDMI cables', 'Remotes']);
    expect((putBody() as { categoryRenames?: unknown }).categoryRenames).toEqual([
      { from: 'Cables', to: 'HDMI cables' },
    ]);
    expect(
      await screen.findByText(
        'The storefront shows them from now on. 12 products moved from Cables to HDMI cables.',
      ),
    ).toBeTruthy();
  });
});

describe('the tax and invoice settings', () => {
  const section = () => screen.getByRole('region', { name: 'Tax and invoices' });

  it('shows the GST registration, each state with its code, and what invoice numbers look like', async () => {
    const { user } = openSettings();
    const prefix = await screen.findByRole('textbox', { name: 'Invoice prefix' });
    expect(screen.getByRole('textbox', { name: /^GSTIN/ })).toHaveProperty(
      'value',
      '07AAECC4321K1ZT',
    );
    const state = within(section()).getByRole('combobox', { name: /State of registration/ });
    expect((state as HTMLSelectElement).value).toBe('07');
    expect(within(state).getByRole('option', { name: '29 – Karnataka' })).toBeTruthy();
    expect(within(state).getAllByRole('option')).toHaveLength(GST_STATES.length + 1); // "Not chosen"
    const digits = within(section()).getByRole('combobox', { name: 'HSN digits on invoices' });
    expect(
      within(digits)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['4 digits: turnover up to ₹5 crore', '6 digits: turnover above ₹5 crore']);
    const year = financialYearOf(new Date()).slice(2);
    expect(within(section()).getByText(`CK/${year}/00001`)).toBeTruthy();
    await user.clear(prefix);
    await user.type(prefix, 'chk');
    expect(within(section()).getByText(`CHK/${year}/00001`)).toBeTruthy();
  });

  it('puts the contract’s check-character message on the GSTIN and sends nothing', async () => {
    const { user } = openSettings();
    const gstin = await screen.findByRole('textbox', { name: /^GSTIN/ });
    await user.clear(gstin);
    // One character mistyped: the check character no longer fits.
    await user.type(gstin, '07AAECC4321K1ZU');
    await user.click(save());
    expect(
      await screen.findByText(
        'GSTIN has a wrong check character: please check it for a typing mistake',
      ),
    ).toBeTruthy();
    expect(gstin.getAttribute('aria-invalid')).toBe('true');
    expect(putBody()).toBeUndefined();
  });

  it('asks for the GSTIN’s own state', async () => {
    const { user } = openSettings();
    const state = await screen.findByRole('combobox', { name: /State of registration/ });
    await user.selectOptions(state, '29');
    await user.click(save());
    expect(
      await screen.findByText(
        "State of registration must be the GSTIN's state, 07: a GSTIN is issued for one state",
      ),
    ).toBeTruthy();
    expect(putBody()).toBeUndefined();
  });

  it('saves cash on delivery’s limit and fee, and refuses a fee above its maximum under its field', async () => {
    const { user } = openSettings();
    const limit = await screen.findByRole('textbox', { name: /^Highest order value/ });
    const fee = screen.getByRole('textbox', { name: /^Cash on delivery fee/ });
    await user.type(limit, '10,000');
    await user.type(fee, '4900');
    await user.click(save());
    expect(await screen.findByText(/must be at most ₹1,000$/)).toBeTruthy();
    expect(fee.getAttribute('aria-invalid')).toBe('true');
    expect(putBody()).toBeUndefined();

    await user.clear(fee);
    await user.type(fee, '49');
    await user.click(save());
    await waitFor(() => expect(putBody()).toBeDefined());
    expect(putBody()!.cod).toEqual({ maxOrderValue: 10_000, fee: 49 });
  });

  it('saves a new registration: GSTIN upper-cased, state, 6 HSN digits and the prefix', async () => {
    const { user } = openSettings();
    const gstin = await screen.findByRole('textbox', { name: /^GSTIN/ });
    await user.clear(gstin);
    await user.type(gstin, '29aagcb7383j1z4');
    await user.selectOptions(screen.getByRole('combobox', { name: /State of registration/ }), '29');
    await user.selectOptions(screen.getByRole('combobox', { name: 'HSN digits on invoices' }), '6');
    const prefix = screen.getByRole('textbox', { name: 'Invoice prefix' });
    await user.clear(prefix);
    await user.type(prefix, 'blr');
    await user.click(save());
    await waitFor(() => expect(putBody()).toBeDefined());
    expect(putBody()!.tax).toEqual({
      legalName: 'ChitraKart Retail Private Limited',
      gstin: '29AAGCB7383J1Z4',
      registeredAddress: '12 Nehru Place, New Delhi 110019',
      stateCode: '29',
      hsnDigits: 6,
      invoicePrefix: 'BLR',
    });
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

  it('chooses who on the staff is e-mailed about what, and saves it', async () => {
    const { user } = openSettings();
    const staffMail = await screen.findByRole('region', { name: 'Staff e-mails' });
    // Until the shop chooses, the store's own e-mail is told of everything.
    expect(
      (within(staffMail).getByRole('textbox', { name: 'Address 1' }) as HTMLInputElement).value,
    ).toBe('hello@chitrakart.in');
    const first = within(staffMail).getByRole('group', { name: 'Address 1 is told of' });
    expect(
      within(first)
        .getAllByRole('checkbox')
        .map((box) => (box as HTMLInputElement).checked),
    ).toEqual([true, true, true, true, true, true]);
    await user.click(within(first).getByRole('checkbox', { name: 'A new order' }));

    await user.click(within(staffMail).getByRole('button', { name: 'Add an address' }));
    await user.type(
      within(staffMail).getByRole('textbox', { name: 'Address 2' }),
      'orders@chitrakart.in',
    );
    const second = within(staffMail).getByRole('group', { name: 'Address 2 is told of' });
    for (const event of ['A new grievance', 'A contact message', 'Low stock (one digest a day)']) {
      await user.click(within(second).getByRole('checkbox', { name: event }));
    }
    await user.click(save());

    await waitFor(() => expect(putBody()).toBeDefined());
    expect(putBody()!.notifications).toEqual([
      {
        email: 'hello@chitrakart.in',
        events: [
          'upi_to_confirm',
          'grievance_filed',
          'contact_message',
          'low_stock',
          'return_requested',
        ],
      },
      {
        email: 'orders@chitrakart.in',
        events: ['order_placed', 'upi_to_confirm', 'return_requested'],
      },
    ]);
  });

  it('refuses a staff e-mail address that is not one, under its field', async () => {
    const { user } = openSettings();
    const staffMail = await screen.findByRole('region', { name: 'Staff e-mails' });
    await user.click(within(staffMail).getByRole('button', { name: 'Add an address' }));
    const address = within(staffMail).getByRole('textbox', { name: 'Address 2' });
    await user.type(address, 'orders@');
    await user.click(save());
    expect(await within(staffMail).findByText('Invalid email address')).toBeTruthy();
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(putBody()).toBeUndefined();
  });
});
