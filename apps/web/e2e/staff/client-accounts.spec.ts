import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from './fixtures.ts';
import { pageWithToken } from '../support/accounts.ts';
import { registerClient } from '../workflow/fixtures.ts';

/**
 * The admin ends a client's access from the clients page: Disable ends the client's sessions at
 * once, Enable lets them sign in again without reviving the old token.
 */
test('an admin disables and enables a client from the clients page', async ({ browser, request }) => {
  const client = await registerClient(request, 'Shut');
  const asClient = { headers: { Authorization: `Bearer ${client.token}` } };
  expect((await request.get('/api/v1/user/getuser/info', asClient)).status()).toBe(200);

  const { token } = await (await request.post('/api/v1/user/login', { data: E2E_ADMIN })).json();
  const page = await pageWithToken(browser, token);
  await page.goto('/staff/clients');
  await page.getByLabel('Search clients').fill(client.email);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row').filter({ hasText: client.email });
  await expect(row).toHaveCount(1);

  await row.getByRole('button', { name: `Disable ${client.username}` }).click();
  await expect(page.getByText(`${client.username} disabled`)).toBeVisible();
  await expect(row.getByText('Disabled', { exact: true })).toBeVisible();
  expect((await request.get('/api/v1/user/getuser/info', asClient)).status()).toBe(401);
  expect((await request.post('/api/v1/user/login', { data: client })).status()).toBe(401);

  await row.getByRole('button', { name: `Enable ${client.username}` }).click();
  await expect(page.getByText(`${client.username} enabled`)).toBeVisible();
  await expect(row.getByText('Disabled', { exact: true })).toHaveCount(0);
  // The old token stays void; a new login works.
  expect((await request.get('/api/v1/user/getuser/info', asClient)).status()).toBe(401);
  expect((await request.post('/api/v1/user/login', { data: client })).status()).toBe(200);
  await page.context().close();
});
