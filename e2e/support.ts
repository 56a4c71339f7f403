import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { freePort } from '../apps/api/src/test/free-port';

/** The ports of the stack test worker `index` drives (playwright.config.ts starts one for each). */
export function stackPorts(index: number) {
  return {
    web: Number(process.env.E2E_WEB_PORT ?? 3100) + index,
    api: Number(process.env.E2E_API_PORT ?? 8144) + index,
  };
}
/** The ports of the stack this test worker drives (the first outside a worker). */
export const WORKER_STACK = stackPorts(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
export const API = `http://localhost:${WORKER_STACK.api}/api/v1`;
/** The back office, served by the API. */
export const ADMIN = `http://localhost:${WORKER_STACK.api}/admin`;
/** The shop's owner, added with `npm run staff` before the stacks start (playwright.config.ts). */
export const E2E_OWNER = { email: 'owner@e2e.chitrakart.in', password: 'e2e owner password 1' };
/** The web names its store by host; on localhost that is this placeholder (spec-decisions.md). */
export const STORE = { 'X-Store-Host': 'localhost' };

/** Signs a staff member in to the back office, as a person types it; the owner by default. */
export async function signInToBackOffice(
  page: Page,
  { email, password }: { email: string; password: string } = E2E_OWNER,
) {
  await page.goto(`${ADMIN}/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/**
 * Opens the back office's dashboard signed in, the session made through the API as the sign-in
 * form would (POST /admin/session from the back office's origin, the cookie kept in the page's
 * context): the form itself is typed on a phone in admin.spec.ts and on a desk in layout.spec.ts.
 */
export async function openBackOfficeSignedIn(
  page: Page,
  { email, password }: { email: string; password: string } = E2E_OWNER,
) {
  const signedIn = await page.context().request.post(`${API}/admin/session`, {
    data: { email, password },
    headers: { Origin: new URL(ADMIN).origin },
  });
  expect(signedIn.status()).toBe(200);
  await page.goto(`${ADMIN}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

export interface Shopper {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** A shopper's details, unique to this run so every test registers afresh. */
export function newShopper(firstName = 'Asha', lastName = 'Verma'): Shopper {
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  return {
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}-${unique}@example.in`,
    password: `Filter-coffee-${unique}`,
  };
}

export async function registerThroughApi(request: APIRequestContext, shopper: Shopper) {
  const response = await request.post(`${API}/users/register`, { data: shopper, headers: STORE });
  expect(response.status()).toBe(201);
}

/** A new shopper, registered and signed in through the API, with their bearer token. */
export async function signedInShopper(
  request: APIRequestContext,
  firstName?: string,
  lastName?: string,
) {
  const shopper = newShopper(firstName, lastName);
  await registerThroughApi(request, shopper);
  const response = await request.post(`${API}/users/authorize`, {
    data: { email: shopper.email, password: shopper.password },
    headers: STORE,
  });
  expect(response.status()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  return { ...shopper, token };
}

export interface ShippingAddress {
  fullName: string;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  phone: string;
}

/** Places an order of one of a product through the API for a signed-in shopper; answers its id. */
export async function placeOrderThroughApi(
  request: APIRequestContext,
  token: string,
  productId: string,
  shippingAddress: ShippingAddress,
): Promise<string> {
  const response = await request.post(`${API}/orders`, {
    headers: { ...STORE, Authorization: `Bearer ${token}` },
    data: { products: { [productId]: 1 }, shippingAddress },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** Fills the checkout's shipping form as a shopper types it. */
export async function fillShippingForm(page: Page, to: ShippingAddress) {
  await page.getByLabel('Full Name').fill(to.fullName);
  await page.getByLabel('Address').fill(to.address);
  await page.getByLabel('City').fill(to.city);
  await page.getByLabel('State').selectOption(to.state);
  await page.getByLabel('PIN Code').fill(to.postalCode);
  await page.getByLabel('Phone').fill(to.phone);
}

/** Makes the page start signed in, as a returning shopper with a stored token would. */
export async function useToken(page: Page, token: string) {
  await page.addInitScript((stored) => localStorage.setItem('auth_token', stored), token);
}

export interface ApiProduct {
  id: string;
  title: string;
  category: string;
  parentCategory: string | null;
  regularPrice: number;
  discountedPrice: number | null;
  attributes: { key: string; value: string[] }[];
}

export interface ApiList {
  data: ApiProduct[];
  count: number;
  pagination: { total: number };
}

/** Opens a page and waits until React has hydrated it, so clicks reach their handlers. */
export async function open(page: Page, url: string) {
  const response = await page.goto(url);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  return response;
}

export async function apiList(request: APIRequestContext, query: string): Promise<ApiList> {
  const response = await request.get(`${API}/products?${query}`);
  expect(response.ok()).toBe(true);
  return response.json();
}

export function sizesOf(product: ApiProduct): string[] {
  return product.attributes.find((attribute) => /^sizes?$/i.test(attribute.key))?.value ?? [];
}

export function priceOf(product: ApiProduct): number {
  return product.discountedPrice ?? product.regularPrice;
}

/** "₹1,499": the page's money format, for comparing. */
export function rupees(amount: number): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);
}

/** Collects console errors and uncaught exceptions (hydration mismatches among them). */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');
}

// Evaluated rather than added as a script tag, which the pages' Content-Security-Policy refuses.
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Serious and critical axe violations on the page as it is now, described for a failure message. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // A list refetching is dimmed for a moment (aria-busy, a fading opacity): that is not the page a
  // reader stays on, so axe looks once it has settled.
  await page.waitForFunction(
    () =>
      !document.querySelector('[aria-busy="true"]') &&
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getTiming().iterations === Infinity,
        ),
  );
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: () => Promise<{ violations: unknown[] }> } })
      .axe;
    return (await axe.run()).violations;
  });
  return (violations as AxeViolation[])
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}

/** GET `url` with a Host header of our choosing (browsers and fetch always send the real one). */
export function getWithHost(url: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { Host: host } }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

export interface MailboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

/**
 * The built-in mailbox's e-mails to `to`, newest first, once one matches `subject` (mail is sent
 * by the API's worker, a moment after its event).
 */
export async function mailTo(
  request: APIRequestContext,
  to: string,
  subject: RegExp,
): Promise<MailboxMessage[]> {
  let mails: MailboxMessage[] = [];
  await expect
    .poll(
      async () => {
        const response = await request.get(`${API}/dev/mailbox?to=${encodeURIComponent(to)}`);
        mails = (await response.json()) as MailboxMessage[];
        return mails.some((mail) => subject.test(mail.subject));
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return mails;
}

/**
 * A second web server from the same build, as its own process on a free port, started with
 * `env` on top of this one's; answers once it listens. Stop it with `server.kill()`.
 */
export async function startWebServer(
  env: Record<string, string>,
): Promise<{ port: number; server: ChildProcess }> {
  const port = await freePort();
  const server = spawn(
    process.execPath,
    ['--max-semi-space-size=32', fileURLToPath(new URL('../apps/web/server.js', import.meta.url))],
    {
      env: { ...process.env, ...env, PORT: String(port) },
      // Its complaints about the tests' unfinished requests are not worth showing.
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let errors = '';
  server.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    server.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) resolve();
    });
    server.once('exit', (code) => reject(new Error(`the web server exited (${code}): ${errors}`)));
  });
  return { port, server };
}
