import { expect, type Page, test } from '@playwright/test';
import { collectErrors, mailTo, open, openBackOfficeSignedIn, seriousViolations } from './support';

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** Fills the complaint form as a person types it and sends it; answers the ticket shown. */
async function fileComplaint(page: Page, contact: string): Promise<string> {
  await page.getByRole('textbox', { name: 'Your name' }).fill('Lakshmi Nair');
  await page.getByRole('textbox', { name: 'Your e-mail or phone' }).fill(contact);
  await page
    .getByRole('textbox', { name: 'Your complaint' })
    .fill('The HDMI cable stopped working after a week.');
  await page.getByRole('button', { name: 'Send complaint' }).click();
  await expect(
    page.getByRole('heading', { name: 'Your complaint has been registered' }),
  ).toBeVisible();
  const ticket = (await page.getByTestId('ticket-number').textContent()) ?? '';
  expect(ticket).toMatch(/^GRV-[0-9A-HJKMNP-TV-Z]{8}$/);
  return ticket;
}

test('a shopper files a complaint from the footer, looks it up, and staff see its deadlines', async ({
  page,
  browser,
  request,
}) => {
  const errors = collectErrors(page);
  const email = `lakshmi-${unique()}@example.in`;
  await open(page, '/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Grievance Redressal' }).click();
  await expect(page).toHaveURL('/grievance-redressal');
  await expect(page.getByRole('heading', { level: 1, name: 'Grievance Redressal' })).toBeVisible();
  // The sample shop's grievance officer, rendered with the page.
  await expect(page.getByRole('region', { name: 'Grievance officer' })).toContainText('Meera Iyer');

  const ticket = await fileComplaint(page, email);
  await expect(page.getByText(`We are e-mailing it to ${email}`)).toBeVisible();
  const [receipt] = await mailTo(request, email, new RegExp(`${ticket} received`));
  expect(receipt!.text).toContain(`/grievance-redressal?ticket=${ticket}`);

  // The look-up below is filled in with the new ticket.
  await page.getByRole('button', { name: 'Look up' }).click();
  const status = page.getByRole('article', { name: `Complaint ${ticket}` });
  await expect(status).toContainText('Open');
  await expect(status).toContainText('Not yet: due by');

  // The grievance officer's list: the complaint, with both deadlines as dates and in words.
  const staff = await browser.newPage();
  await openBackOfficeSignedIn(staff);
  await staff.getByRole('navigation').getByRole('link', { name: 'Grievances' }).click();
  await staff.getByRole('searchbox').fill(ticket);
  await staff.getByRole('searchbox').press('Enter');
  const row = staff.getByRole('row').filter({ hasText: ticket });
  await expect(row).toContainText(/Due in 4[78] h/);
  await expect(row).toContainText(/Due in (2[6-9]|30) days/);
  await row.getByRole('link', { name: ticket }).click();
  await expect(staff.getByRole('heading', { level: 1 })).toContainText(ticket);
  await staff.getByRole('radio', { name: /^Acknowledge/ }).check();
  await staff.getByRole('button', { name: 'Acknowledge' }).click();
  await staff.getByRole('button', { name: 'Yes, go ahead' }).click();
  await expect(staff.getByText('Acknowledged in time')).toBeVisible();
  expect(await seriousViolations(staff)).toEqual([]);

  // The shopper sees it acknowledged.
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(status).toContainText('Acknowledged: our grievance officer is looking into it.');
  expect(errors).toEqual([]);
});

test('the forms work without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/grievance-redressal');
  await page.getByRole('textbox', { name: 'Your name' }).fill('Lakshmi Nair');
  await page.getByRole('button', { name: 'Send complaint' }).click();
  // Checked by the page's action on the server; what was typed stays.
  await expect(page.getByText('Please describe your complaint')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Your name' })).toHaveValue('Lakshmi Nair');

  const ticket = await fileComplaint(page, '+91 98450 67890');
  await expect(
    page.getByText('You gave a phone number, so we will not send you e-mails'),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail or phone you gave' }).fill('98450 67890');
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByRole('article', { name: `Complaint ${ticket}` })).toContainText('Open');
  await context.close();
});

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 360, height: 780 },
]) {
  test(`the page passes axe at ${viewport.width} px, errors showing, and fits the screen`, async ({
    browser,
  }) => {
    const page = await browser.newPage({ viewport });
    await open(page, '/grievance-redressal');
    const found = await seriousViolations(page);
    await page.getByRole('button', { name: 'Send complaint' }).click();
    await expect(page.getByText('Please describe your complaint')).toBeVisible();
    found.push(...(await seriousViolations(page)));
    expect(found).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    await page.close();
  });
}
