import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { expectAccessible } from './fixtures.ts';
import { newClientToken, pageWithToken } from '../support/accounts.ts';
import { placeOrder } from '../support/orders.ts';

/**
 * Issue 27: a client adds a webhook endpoint in Integrations (the secret shown once), places an
 * order, sees its delivery in the log and redelivers it — to a receiver this test runs on loopback.
 * Axe at 390 and 1280 px.
 */

interface Hit {
  headers: IncomingHttpHeaders;
  body: string;
}

let server: Server;
let receiverUrl = '';
const hits: Hit[] = [];

test.beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      hits.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
});
test.afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function signedIn(browser: Browser, request: APIRequestContext, width: number) {
  const stamp = `${width}-${Date.now().toString(36)}`;
  const email = `hooks-${stamp}@example.test`;
  const password = 'hooks-pass-1';
  const token = await newClientToken(request, { username: `Hooks ${stamp}`, email, password });
  const page = await pageWithToken(browser, token, {
    viewport: { width, height: 900 },
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  return { page, token, stamp };
}

for (const width of [390, 1280]) {
  test(`${width} px: add a webhook, see its delivery, redeliver it`, async ({
    browser,
    request,
  }, testInfo) => {
    const { page, token, stamp } = await signedIn(browser, request, width);
    const url = `${receiverUrl}/${stamp}`;
    await page.goto('/clientpanel/integrations');
    await expect(page.getByRole('heading', { name: 'Integrations' })).toBeVisible();
    await expect(page.getByText('You have no webhook endpoints yet.')).toBeVisible();
    await expectAccessible(page, `integrations, empty (${width})`);

    await page.getByLabel('Endpoint URL').fill(url);
    await page.getByRole('checkbox', { name: 'Payment recorded' }).uncheck();
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const secret = page.getByLabel('Secret', { exact: true });
    await expect(secret).toHaveValue(/^whsec_/);
    await page.getByRole('button', { name: 'Copy secret' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await secret.inputValue());
    await expectAccessible(page, `integrations, secret shown (${width})`);
    await page.getByRole('button', { name: 'I have saved it' }).click();
    await expect(page.getByLabel('Secret', { exact: true })).toHaveCount(0);
    const endpoints = page.getByRole('list', { name: 'Your webhook endpoints' });
    await expect(endpoints).toContainText(url);
    await expect(endpoints).toContainText('Active');
    await expect(endpoints).not.toContainText('Payment recorded');

    const { _id: orderId } = await placeOrder(request, token, 'Digitizing', {
      orderTitle: `Hooked ${stamp}`,
      otherInstructions: 'Left chest',
      designCategory: 'Left Chest',
      designSize: { height: 3.5, width: 4 },
    });
    const ours = () => hits.filter((h) => h.body.includes(orderId));
    await expect.poll(() => ours().length, { timeout: 15_000 }).toBe(1);

    await page.getByRole('button', { name: `Delivery log of ${url}` }).click();
    const log = page.getByRole('table', { name: `Deliveries to ${url}` });
    await expect(log.getByRole('row').nth(1)).toContainText('Order placed');
    await expect(log.getByRole('row').nth(1)).toContainText('Delivered');
    await expect(log.getByRole('row').nth(1)).toContainText('HTTP 204');
    await expectAccessible(page, `integrations, delivery log (${width})`);
    // The log scrolls inside its own box; the page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: testInfo.outputPath(`webhooks-${width}.png`), fullPage: true });

    await log.getByRole('button', { name: /^Redeliver Order placed/ }).click();
    await expect.poll(() => ours().length, { timeout: 15_000 }).toBe(2);
    expect(ours()[1].headers['webhook-id']).toBe(ours()[0].headers['webhook-id']);
    // The redelivery is the delivery's second attempt; its log lists both.
    const row = log.getByRole('row').nth(1);
    await expect(row.getByText('2', { exact: true })).toBeVisible({ timeout: 15_000 });
    await row.getByText('2', { exact: true }).click();
    await expect(row.getByRole('listitem')).toHaveText([/^1\. HTTP 204,/, /^2\. Redelivered: HTTP 204,/]);
    await expectAccessible(page, `integrations, attempts of a delivery (${width})`);
    await page.context().close();
  });
}
