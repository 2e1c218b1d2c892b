import { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { apiToken, signIn, signedInPage as signedInPageWith } from '../support/accounts.ts';
import { E2E_ADMIN } from '../support/admin.ts';
import { makePdf, makePng } from '../support/files.ts';
import { bearer, placeOrder, upload } from '../support/orders.ts';
import { expectAccessible } from '../panel/fixtures.ts';

export { expectAccessible };
export { apiToken, signIn };
export { localDay } from '../panel/fixtures.ts';
export { E2E_ADMIN, makePdf, makePng };
export { bearer, placeOrder, upload };

/** The widths every new screen is checked at: a phone and a laptop. */
export const WIDTHS = [390, 1280] as const;

export interface Account {
  username: string;
  email: string;
  password: string;
  token: string;
}

/** A new client account, registered through the API, with its token. */
export async function registerClient(request: APIRequestContext, label: string): Promise<Account> {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const account = {
    username: `${label} ${stamp}`,
    email: `${label.toLowerCase().replace(/\W+/g, '-')}-${stamp}@example.test`,
    password: 'workflow-pass-1',
  };
  const registered = await request.post('/api/v1/user/register', { data: account });
  expect(registered.status(), await registered.text()).toBe(201);
  return { ...account, token: await apiToken(request, account.email, account.password) };
}

/** A staff call through the API (admin), checked for success; the answer's body. */
export async function staffPost(
  request: APIRequestContext,
  adminToken: string,
  path: string,
  data: object,
): Promise<Record<string, unknown>> {
  const response = await request.post(`/api/v1/staff/orders/${path}`, { headers: bearer(adminToken), data });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as Record<string, unknown>;
}

/** A signed-in page of its own browser context, `width` wide. */
export async function signedInPage(
  browser: Browser,
  who: { email: string; password: string },
  width = 1280,
): Promise<Page> {
  return signedInPageWith(browser, who, { viewport: { width, height: 900 } });
}

/**
 * At each width: no serious or critical axe violation, and a full-page screenshot kept under
 * test-results for a person to look at.
 */
export async function checkAtWidths(page: Page, where: string, shot: string): Promise<void> {
  const original = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page, `${where} at ${width} px`);
    await page.screenshot({ path: `test-results/e2e/workflow-shots/${shot}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(original);
}

/** The value (<dd>) beside the term (<dt>) named exactly `term` inside `scope`. */
export function valueOf(scope: Locator, term: string): Locator {
  return scope
    .locator('dt')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');
}
