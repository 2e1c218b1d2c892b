import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { gotoApp } from './app.ts';

/** Logs in through the API (POST /user/login); the account's token. */
export async function apiToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/api/v1/user/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** Signs in on the login page (the same for clients and staff). */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await gotoApp(page, '/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

/** A page of a new browser context (`options`), signed in as `who` on the login page. */
export async function signedInPage(
  browser: Browser,
  who: { email: string; password: string },
  options: BrowserContextOptions = {},
): Promise<Page> {
  const page = await (await browser.newContext(options)).newPage();
  await signIn(page, who.email, who.password);
  return page;
}

/** A page of a new browser context (`options`) whose app finds `token` stored: signed in at once. */
export async function pageWithToken(
  browser: Browser,
  token: string,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext(options);
  await context.addInitScript((value) => localStorage.setItem('token', value), token);
  return context.newPage();
}

/** Registers a new client through the API (POST /user/register) and logs it in; its token. */
export async function newClientToken(
  request: APIRequestContext,
  account: { username: string; email: string; password: string },
): Promise<string> {
  expect((await request.post('/api/v1/user/register', { data: account })).status()).toBe(201);
  return apiToken(request, account.email, account.password);
}
