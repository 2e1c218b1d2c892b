import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible } from '../panel/fixtures.ts';
import { E2E_ADMIN } from './fixtures.ts';
import { pageWithToken } from '../support/accounts.ts';
import { registerClient } from '../workflow/fixtures.ts';

/**
 * Issue 27 item 5: an admin raises one client's upload allowance from the clients page; the change
 * is listed with who made it, and the API applies it. Axe and screenshots at 390 and 1280 px.
 */
for (const width of [1280, 390]) {
  test(`${width} px: an admin raises a client's upload allowance and sees it in the history`, async ({
    browser,
    request,
  }, testInfo) => {
    const client = await registerClient(request, 'Busy');
    const { token } = await (await request.post('/api/v1/user/login', { data: E2E_ADMIN })).json();
    const page = await pageWithToken(browser, token, { viewport: { width, height: 900 } });
    await page.goto('/staff/clients');
    await page.getByLabel('Search clients').fill(client.email);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('button', { name: `Allowances of ${client.username}` }).click();
    await expect(page.getByText('Never changed: the defaults apply.')).toBeVisible();

    const form = page.getByRole('form', { name: `Allowances of ${client.username}` });
    await form.getByLabel('Uploads per window').fill('2000');
    await form.getByRole('button', { name: 'Save allowances' }).click();
    const history = page.getByRole('list', { name: `Allowance changes of ${client.username}` });
    await expect(history.getByText(/set uploads per window from default to 2,000/)).toBeVisible();
    await expect(form.getByText(/Now 2,000 per 10 minutes/)).toBeVisible();
    await expectAccessible(page, `client allowances (${width})`);
    await page.screenshot({ path: testInfo.outputPath(`allowances-${width}.png`), fullPage: true });

    const shown = await request.get(
      `/api/v1/staff/clients/${await clientId(request, token, client.email)}/allowances`,
      { headers: { Authorization: `Bearer ${token}` } },
    );
    expect((await shown.json()).uploadsPerWindow).toMatchObject({ value: 2000, override: 2000 });
    await page.context().close();
  });
}

async function clientId(request: APIRequestContext, token: string, email: string) {
  const response = await request.get(`/api/v1/staff/clients?q=${encodeURIComponent(email)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { clients: { id: string }[] }).clients[0].id;
}
