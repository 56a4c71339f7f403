import { expect, type Page, test } from '@playwright/test';
import { API, newShopper, open, registerThroughApi, STORE } from './support';

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('auth_token'));

test('register, sign in, see the account with Member Since, sign out', async ({
  page,
  request,
}) => {
  const shopper = newShopper();

  await open(page, '/register');
  await expect(page).toHaveTitle('Create Your Account');
  await page.getByLabel('First Name').fill(shopper.firstName);
  await page.getByLabel('Last Name').fill(shopper.lastName);
  await page.getByLabel('Email').fill(`  ${shopper.email.toUpperCase()} `);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByLabel('Confirm Password').fill(shopper.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account created successfully. You can now log in.')).toBeVisible();
  await expect(page).toHaveURL('/');
  expect(await storedToken(page)).toBeNull();

  await open(page, '/login');
  await expect(page).toHaveTitle('Sign In');
  await signIn(page, shopper.email, shopper.password);
  await expect(page.getByText('Logged in successfully.')).toBeVisible();
  await expect(page).toHaveURL('/');
  const token = await storedToken(page);
  expect(token).toBeTruthy();

  // A fresh page load: the stored token alone signs the shopper in.
  await open(page, '/account');
  await expect(page).toHaveTitle('Account Details');
  const account = page.getByRole('region', { name: 'Your account' });
  await expect(account.getByText(shopper.email)).toBeVisible();
  await expect(account.getByText(shopper.firstName, { exact: true })).toBeVisible();
  await expect(account.getByText(shopper.lastName, { exact: true })).toBeVisible();
  const { data } = await (
    await request.get(`${API}/accountInfo`, {
      headers: { ...STORE, Authorization: `Bearer ${token}` },
    })
  ).json();
  const memberSince = new Intl.DateTimeFormat('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(data.createdAt));
  expect(memberSince).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  await expect(account.locator('dt', { hasText: 'Member Since' }).locator('+ dd')).toHaveText(
    memberSince,
  );

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByText('You have been logged out successfully.')).toBeVisible();
  // A signed-in-only page hands a shopper who signs out to the sign-in page.
  await expect(page).toHaveURL('/login?redirect=%2Faccount');
  expect(await storedToken(page)).toBeNull();
  // The session ended on the server too: the old token no longer works.
  const revoked = await request.get(`${API}/accountInfo`, {
    headers: { ...STORE, Authorization: `Bearer ${token}` },
  });
  expect(revoked.status()).toBe(401);
});

test('a signed-in-only page sends a visitor to sign in and back to it afterwards', async ({
  page,
  request,
}) => {
  const shopper = newShopper();
  await registerThroughApi(request, shopper);

  await open(page, '/orders');
  await expect(page).toHaveURL('/login?redirect=%2Forders');
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();

  await signIn(page, shopper.email, 'not-the-password');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Invalid email or password' }),
  ).toBeVisible();
  await expect(page).toHaveURL('/login?redirect=%2Forders');

  await signIn(page, shopper.email, shopper.password);
  await expect(page).toHaveURL('/orders');
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
});

test('a 401 from the API signs the shopper out', async ({ page, request }) => {
  const shopper = newShopper();
  await registerThroughApi(request, shopper);
  await open(page, '/login?redirect=%2Faccount');
  await signIn(page, shopper.email, shopper.password);
  await expect(
    page.getByRole('region', { name: 'Your account' }).getByText(shopper.email),
  ).toBeVisible();
  const token = await storedToken(page);

  // The session ends elsewhere (signed out on another device, or expired).
  const logout = await request.post(`${API}/users/logout`, {
    headers: { ...STORE, Authorization: `Bearer ${token}` },
  });
  expect(logout.status()).toBe(204);

  await open(page, '/account');
  await expect(page).toHaveURL('/login?redirect=%2Faccount');
  expect(await storedToken(page)).toBeNull();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Failed to load account information (Status: 401)' }),
  ).toBeVisible();
});
