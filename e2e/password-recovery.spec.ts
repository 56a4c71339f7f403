import { type APIRequestContext, expect, type Page, type Request, test } from '@playwright/test';
import {
  API,
  mailTo,
  newShopper,
  open,
  registerThroughApi,
  seriousViolations,
  signedInShopper,
  STORE,
  useToken,
} from './support';

// The contract's texts (packages/contract/src/users.ts, userMessages), as the pages show them.
const RESET_REQUESTED =
  'If an account exists for this email, we have sent it a link to reset the password. The link works for 30 minutes.';
const RESET_LINK_INVALID =
  'This password reset link is invalid, has expired or was already used. Please ask for a new one.';
const PASSWORD_RESET = 'Your password has been reset. Please sign in with your new password.';
const PASSWORD_CHANGED = 'Your password has been changed. Other devices have been signed out.';
const LINK_INCOMPLETE = 'This password reset link is incomplete. Please ask for a new one.';

const RESET_LINK = /(?:https?:\/\/[^\s/]+)?\/reset-password\?token=[\w%-]+/;
const RESET_SUBJECT = /password.*reset|reset.*password/i;

/** The path and query of the newest password-reset link mailed to `email`. */
async function resetLinkMailedTo(request: APIRequestContext, email: string): Promise<string> {
  const mails = await mailTo(request, email, RESET_SUBJECT);
  const mail = mails.find(
    (message) => RESET_SUBJECT.test(message.subject) && RESET_LINK.test(message.text),
  );
  const url = new URL(RESET_LINK.exec(mail!.text)![0], 'http://mail.invalid');
  return url.pathname + url.search;
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function setNewPassword(page: Page, password: string) {
  await page.getByLabel('New Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm New Password').fill(password);
  await page.getByRole('button', { name: 'Reset Password' }).click();
}

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('auth_token'));

test('a shopper who forgot the password sets a new one through the e-mailed link', async ({
  page,
  request,
  baseURL,
}) => {
  const shopper = newShopper('Meera', 'Iyer');
  await registerThroughApi(request, shopper);

  await open(page, '/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await expect(page).toHaveTitle('Forgot Password');
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status').filter({ hasText: RESET_REQUESTED })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute(
    'href',
    '/login',
  );

  const link = await resetLinkMailedTo(request, shopper.email);
  const token = new URLSearchParams(link.split('?')[1]).get('token')!;
  const requests: Request[] = [];
  page.on('request', (sent) => requests.push(sent));
  await open(page, link);
  await expect(page).toHaveTitle('Reset Password');
  await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');

  const newPassword = `Masala-dosa-${Date.now()}`;
  await setNewPassword(page, newPassword);
  await expect(page.getByRole('status').filter({ hasText: PASSWORD_RESET })).toBeVisible();
  // Resetting signs nobody in.
  expect(await storedToken(page)).toBeNull();

  // The token went to this site's document and the API's reset call only, and no request
  // after the document carried the page's address in a Referer.
  const origins = [new URL(baseURL!).origin, new URL(API).origin];
  for (const sent of requests) {
    expect(origins, `${sent.url()} is on another site`).toContain(new URL(sent.url()).origin);
    if (sent.resourceType() === 'document') continue;
    expect(sent.url()).not.toContain(token);
    expect((await sent.allHeaders())['referer'] ?? '', `Referer of ${sent.url()}`).toBe('');
  }
  page.removeAllListeners('request');

  await page.getByRole('link', { name: 'Go to Sign In' }).click();
  await expect(page).toHaveURL('/login');
  // The old password no longer works.
  await signIn(page, shopper.email, shopper.password);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Invalid email or password' }),
  ).toBeVisible();
  expect(await storedToken(page)).toBeNull();
  // The new one does.
  await signIn(page, shopper.email, newPassword);
  await expect(page.getByText('Logged in successfully.')).toBeVisible();
  await expect(page).toHaveURL('/');
  expect(await storedToken(page)).toBeTruthy();
  await open(page, '/account');
  await expect(
    page.getByRole('region', { name: 'Your account' }).getByText(shopper.email),
  ).toBeVisible();

  // The link works once.
  await open(page, link);
  await setNewPassword(page, `${newPassword}-again`);
  await expect(page.getByRole('alert').filter({ hasText: RESET_LINK_INVALID })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a New Link' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
});

test('a signed-in shopper changes the password on the account page', async ({ page, request }) => {
  // Signed in twice: here, and on another device.
  const shopper = await signedInShopper(request, 'Kabir', 'Malhotra');
  const otherDevice = await request.post(`${API}/users/authorize`, {
    data: { email: shopper.email, password: shopper.password },
    headers: STORE,
  });
  const { token: otherToken } = (await otherDevice.json()) as { token: string };
  await useToken(page, shopper.token);
  await open(page, '/account');
  const section = page.getByRole('region', { name: 'Change Password' });
  await expect(section.getByRole('heading', { name: 'Change Password' })).toBeVisible();

  await section.getByLabel('Current Password').fill('not-the-password');
  await section.getByLabel('New Password', { exact: true }).fill('Filter-kaapi-2024');
  await section.getByLabel('Confirm New Password').fill('Filter-kaapi-2024');
  await section.getByRole('button', { name: 'Change Password' }).click();
  await expect(section.getByRole('alert')).toHaveText('Your current password is incorrect');

  await section.getByLabel('Current Password').fill(shopper.password);
  await section.getByRole('button', { name: 'Change Password' }).click();
  await expect(section.getByRole('status')).toHaveText(PASSWORD_CHANGED);
  await expect(section.getByRole('alert')).toHaveCount(0);
  for (const label of ['Current Password', 'New Password', 'Confirm New Password'])
    await expect(section.getByLabel(label, { exact: true })).toHaveValue('');

  // The other device is signed out; this one is not.
  const other = await request.get(`${API}/accountInfo`, {
    headers: { ...STORE, Authorization: `Bearer ${otherToken}` },
  });
  expect(other.status()).toBe(401);
  await open(page, '/account');
  await expect(
    page.getByRole('region', { name: 'Your account' }).getByText(shopper.email),
  ).toBeVisible();
  const withNewPassword = await request.post(`${API}/users/authorize`, {
    data: { email: shopper.email, password: 'Filter-kaapi-2024' },
    headers: STORE,
  });
  expect(withNewPassword.status()).toBe(200);
});

test('the password pages pass axe in each of their states', async ({ page, request }) => {
  const found: string[] = [];
  const check = async (label: string) => {
    for (const violation of await seriousViolations(page)) found.push(`${label}: ${violation}`);
  };

  await open(page, '/forgot-password');
  await check('/forgot-password');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await check('/forgot-password (invalid)');
  await page.getByLabel('Email').fill(newShopper().email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status').filter({ hasText: RESET_REQUESTED })).toBeVisible();
  await check('/forgot-password (sent)');

  await open(page, '/reset-password');
  await expect(page.getByText(LINK_INCOMPLETE)).toBeVisible();
  await check('/reset-password (no token)');

  await open(page, '/reset-password?token=not-a-token-that-was-ever-issued');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await check('/reset-password (invalid)');
  await setNewPassword(page, 'Masala-dosa-42');
  await expect(page.getByRole('alert').filter({ hasText: RESET_LINK_INVALID })).toBeVisible();
  await check('/reset-password (dead link)');

  const shopper = await signedInShopper(request, 'Nandini', 'Rao');
  await useToken(page, shopper.token);
  await open(page, '/account');
  await expect(page.getByText(shopper.email)).toBeVisible();
  await check('/account (change password)');

  expect(found).toEqual([]);
});

test('the reset and forgot pages answer themselves, not the policy page’s 404', async ({
  page,
}) => {
  for (const [path, title] of [
    ['/forgot-password', 'Forgot Password'],
    ['/reset-password', 'Reset Password'],
  ] as const) {
    const response = await open(page, path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    // The auth layout: no top bar or footer.
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  }
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

  test('the password pages fit the screen and pass axe', async ({ page }) => {
    const found: string[] = [];
    for (const path of ['/forgot-password', '/reset-password?token=abc', '/reset-password']) {
      await open(page, path);
      const width = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        screen: window.innerWidth,
      }));
      expect(width.page, `${path} scrolls sideways`).toBeLessThanOrEqual(width.screen);
      await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
      for (const violation of await seriousViolations(page)) found.push(`${path}: ${violation}`);
    }
    expect(found).toEqual([]);
  });
});
