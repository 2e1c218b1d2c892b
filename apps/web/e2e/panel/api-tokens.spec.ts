import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { expectAccessible } from './fixtures.ts';
import { newClientToken, pageWithToken } from '../support/accounts.ts';

/**
 * Issue 27 item 2 in the panel: a client creates an API token on the Integrations page (shown once,
 * copied), sees it listed, and a script uses it to list the client's orders. Axe and screenshots at
 * 390 and 1280 px.
 */

const stamp = Date.now().toString(36);

test.describe.configure({ mode: 'serial' });

async function signedIn(browser: Browser, request: APIRequestContext, width: number) {
  const email = `tokens-${width}-${stamp}@example.test`;
  const password = 'tokens-pass-1';
  const token = await newClientToken(request, { username: `Tokens ${width} ${stamp}`, email, password });
  const page = await pageWithToken(browser, token, {
    viewport: { width, height: 900 },
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  return { page, session: token };
}

for (const width of [1280, 390]) {
  test(`${width} px: create a token, copy it, list orders with it, revoke it`, async ({
    browser,
    request,
  }, testInfo) => {
    const { page } = await signedIn(browser, request, width);
    await page.goto('/clientpanel/integrations');
    await expect(page.getByRole('heading', { name: 'Integrations' })).toBeVisible();
    await expect(page.getByText('You have no API tokens yet.')).toBeVisible();
    if (width === 1280) {
      await expect(
        page.getByRole('navigation', { name: 'Client panel' }).getByRole('link', { name: 'Integrations' }),
      ).toBeVisible();
    }

    // Keyboard only: name, permissions, create.
    await page.getByLabel('Token name').fill(`Web store ${width}`);
    await page.getByRole('checkbox', { name: /orders:read/ }).press('Tab');
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name: /orders:write/ })).toBeChecked();
    // And off again: the token reads only, so placing an order with it is refused below.
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name: /orders:write/ })).not.toBeChecked();
    await page.getByLabel('Token name').press('Enter');

    const shown = page.getByLabel('New API token', { exact: true });
    await expect(page.getByRole('heading', { name: `Your new token “Web store ${width}”` })).toBeFocused();
    await expect(page.getByText('it will not be shown again')).toBeVisible();
    const token = (await shown.textContent())!.trim();
    expect(token).toMatch(/^sdk_[0-9a-f]{8}_/);
    await page.getByRole('button', { name: 'Copy token' }).click();
    await expect(page.getByText('Copied.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);

    const list = page.getByRole('list', { name: 'Your API tokens' });
    await expect(list.getByText(`Web store ${width}`)).toBeVisible();
    await expect(list.getByText(`${token.slice(0, 12)}…`)).toBeVisible();
    await expect(list.getByText('Never')).toBeVisible();
    await expectAccessible(page, `integrations with a new token (${width})`);
    await page.screenshot({ path: testInfo.outputPath(`integrations-${width}.png`), fullPage: true });

    // The script's side: the token lists the client's orders, and cannot place one.
    const orders = await request.get('/api/v1/order/getorder', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(orders.status()).toBe(200);
    expect(Array.isArray(await orders.json())).toBe(true);
    const placed = await request.post('/api/v1/order/createorder/digitizing', {
      headers: { Authorization: `Bearer ${token}` },
      data: {},
    });
    expect(placed.status()).toBe(403);

    // Last used shows once the page reloads the list, in words rather than ISO.
    await page.getByRole('button', { name: 'Done' }).click();
    await page.reload();
    await expect(list.getByText('Never')).toHaveCount(0);
    await expect(list.getByText(/\d{4}-\d{2}-\d{2}T/)).toHaveCount(0);

    await page.getByRole('button', { name: `Revoke “Web store ${width}”` }).click();
    const confirm = page.getByRole('group', { name: `Revoke “Web store ${width}”?` });
    await expectAccessible(page, `revoking a token (${width})`);
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await expect(page.getByText('You have no API tokens yet.')).toBeVisible();
    const after = await request.get('/api/v1/order/getorder', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(after.status()).toBe(401);
    await page.context().close();
  });
}
