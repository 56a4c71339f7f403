import { expect, test } from '@playwright/test';
import { API, mailTo, registerThroughApi, newShopper, seriousViolations } from './support';

test('the built-in mailbox lists the shop’s e-mails and shows each, as HTML and as text', async ({
  page,
  request,
}) => {
  const shopper = newShopper('Kavya', 'Rao');
  await registerThroughApi(request, shopper);
  const [welcome] = await mailTo(request, shopper.email, /welcome/i);

  await page.goto(`${API}/dev/mailbox/view?to=${encodeURIComponent(shopper.email)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mailbox' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: welcome!.subject }).click();
  await expect(page.getByRole('heading', { level: 1, name: welcome!.subject })).toBeVisible();
  const mail = page.frameLocator('iframe[title="The e-mail as HTML"]');
  await expect(mail.getByText(/Kavya/).first()).toBeVisible();
  await expect(page.locator('pre')).toContainText('Kavya');
  expect(await seriousViolations(page)).toEqual([]);
});
