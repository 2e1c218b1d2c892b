import { expect, test } from '@playwright/test';
import { expectAccessible } from '../panel/fixtures.ts';
import { E2E_ADMIN } from './fixtures.ts';
import { pageWithToken } from '../support/accounts.ts';
import { registerClient } from '../workflow/fixtures.ts';

/**
 * The console's pages for an admin, on a phone and a desktop: each loads, is keyboard-reachable and
 * has no serious accessibility problem (axe). A client sent to /staff never sees it.
 */

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`the staff pages are accessible at ${viewport.width} px`, async ({ browser, request }) => {
    const login = await request.post('/api/v1/user/login', { data: E2E_ADMIN });
    expect(login.status()).toBe(200);
    const { token } = await login.json();
    // An order to open, and a quote in the inbox.
    expect(
      (
        await request.post('/api/v1/quotes', {
          data: { name: 'Axe', email: 'axe@example.test', services: 'vector', message: 'Hello' },
        })
      ).status(),
    ).toBe(201);

    const page = await pageWithToken(browser, token, { viewport });
    /** Follows the console's navigation link to a page and waits for its heading. */
    async function openFromNav(link: string, heading: string) {
      await page.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: link }).click();
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }

    await page.goto('/staff');
    await expect(page.getByRole('heading', { name: 'Order queue' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Filter by status' })).toBeVisible();
    await expectAccessible(page, 'the queue');

    await openFromNav('Quotes', 'Quote requests');
    await expect(page.getByText('Hello').first()).toBeVisible();
    await expectAccessible(page, 'the quotes inbox');

    await openFromNav('Clients', 'Clients');
    await expectAccessible(page, 'the clients list');

    await openFromNav('Employees', 'Employees');
    await expectAccessible(page, 'the employees page');

    // Keyboard: the file button of the delivery panel is reachable, and the form fields have labels.
    await page.getByLabel('Username').focus();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Email')).toBeFocused();
    await page.context().close();
  });
}

test('a client who opens /staff is sent home and sees nothing of the console', async ({
  browser,
  request,
}) => {
  const client = await registerClient(request, 'Nosy');
  const { token } = client;
  const page = await pageWithToken(browser, token);
  await page.goto('/staff/employees');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Staff console' })).toHaveCount(0);
  expect(
    (await request.get('/api/v1/staff/orders', { headers: { Authorization: `Bearer ${token}` } })).status(),
  ).toBe(403);
  await page.context().close();
});
