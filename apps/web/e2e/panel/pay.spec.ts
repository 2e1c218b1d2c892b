import { expect, test } from '@playwright/test';
import { formatMoney } from '@stitchdesk/shared';
import { apiToken, pageWithToken } from '../support/accounts.ts';
import { cardServerForFile } from '../support/card-server.ts';
import { placeOrder } from '../support/orders.ts';
import { expectAccessible, localDay } from './fixtures.ts';

/**
 * Issue 35 items 2 and 4 in a browser: a client pays a patch order's deposit by card (the order
 * page's "Pay deposit" → the checkout page → back to the order page, "Payment received — thank
 * you"), then the Statement page shows the balance left and the payment with its receipt. Axe and
 * screenshots at 1280 and 390 px. Card payments are on only on this spec's own server
 * (support/card-server.ts).
 */

const stamp = Date.now().toString(36);

test.describe.configure({ mode: 'serial' });

const cards = cardServerForFile('pay');

for (const width of [1280, 390]) {
  test(`${width} px: pay a patch order's deposit by card, then the statement`, async ({
    browser,
  }, testInfo) => {
    test.setTimeout(180_000);
    const { api, base, stripe } = cards;
    const email = `pay-${width}-${stamp}@example.test`;
    const password = 'pay-pass-1';
    const registered = await api.post('/api/v1/user/register', {
      data: { username: `Pay ${width} ${stamp}`, email, password },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    const token = await apiToken(api, email, password);
    const title = `Team patch ${width} ${stamp}`;
    const order = await placeOrder(api, token, 'Patches', {
      orderTitle: title,
      patchCategory: 'Embroidery Patch',
      backing: 'Velcro',
      designSize: { height: 3, width: 3 },
      quantity: 50,
      estimatedDeliveryDate: localDay(30),
      designColors: [],
      otherInstructions: '',
    });
    // The server's figures: the published price and its 50% deposit.
    const price = order.price as { amountCents: number; depositDueCents: number; paidCents: number };
    expect(price.amountCents).toBeGreaterThan(0);
    expect(price.depositDueCents).toBe(Math.ceil(price.amountCents / 2));
    expect(price.paidCents).toBe(0);
    const deposit = formatMoney(price.depositDueCents, 'USD');
    const balanceCents = price.amountCents - price.depositDueCents;

    const page = await pageWithToken(browser, token, { viewport: { width, height: 900 } });
    const orderUrl = `${base}/clientpanel/orders/Patches/${order._id}`;
    await page.goto(orderUrl);
    const payDeposit = page.getByRole('button', { name: `Pay deposit ${deposit}` });
    await expect(payDeposit).toBeVisible();
    await expectAccessible(page, `the order page with its Pay deposit button (${width})`);
    await page.screenshot({ path: testInfo.outputPath(`pay-order-${width}.png`), fullPage: true });

    // To the checkout page (the fake's), which shows what the server asked it to charge.
    await payDeposit.click();
    await expect(page).toHaveURL(new RegExp(`^${stripe.url}/pay/cs_test_\\w+$`));
    await expect(page.getByRole('heading', { name: 'Test checkout' })).toBeVisible();
    await expect(page.getByText(`Order #${order.number} — deposit`)).toBeVisible();
    await expect(page.getByText(`Total USD ${(price.depositDueCents / 100).toFixed(2)}`)).toBeVisible();
    await page.getByRole('button', { name: 'Pay' }).click();

    // Back on the order page once the webhook has recorded the payment.
    await expect(page).toHaveURL((url) => url.href.startsWith(orderUrl));
    await expect(page.getByText('Payment received — thank you')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: /^Pay deposit/ })).toHaveCount(0);
    await expect(
      page.getByRole('button', { name: `Pay balance ${formatMoney(balanceCents, 'USD')}` }),
    ).toBeVisible();
    await expectAccessible(page, `the order page after paying (${width})`);
    await page.screenshot({ path: testInfo.outputPath(`paid-order-${width}.png`), fullPage: true });
    const sessions = [...stripe.sessions.values()].filter((s) => s.metadata?.orderId === order._id);
    expect(sessions).toHaveLength(1);
    expect(sessions[0].amount_total).toBe(price.depositDueCents);

    // The statement: the balance left on the order, and the card payment with its receipt.
    await page.goto(`${base}/clientpanel/statement`);
    await expect(page.getByRole('heading', { name: 'Statement' })).toBeVisible();
    const owed = page.getByRole('region', { name: 'What you owe' });
    const row = owed.getByRole('row', { name: new RegExp(`#${order.number}`) });
    await expect(row).toContainText(title);
    await expect(row.getByRole('cell').nth(1)).toHaveText(formatMoney(price.amountCents, 'USD'));
    await expect(row.getByRole('cell').nth(2)).toHaveText(deposit);
    await expect(row.getByRole('cell').nth(3)).toHaveText(formatMoney(balanceCents, 'USD'));
    await expect(owed.getByRole('row', { name: /Total owed/ })).toContainText(
      formatMoney(balanceCents, 'USD'),
    );
    await expect(
      owed.getByRole('button', { name: `Pay all ${formatMoney(balanceCents, 'USD')}` }),
    ).toBeVisible();
    const payments = page.getByRole('region', { name: 'Payments' });
    await expect(payments.getByRole('listitem')).toHaveCount(1);
    await expect(payments.getByRole('listitem')).toContainText(`Order #${order.number}`);
    await expect(payments.getByRole('listitem')).toContainText(deposit);
    const receipt = payments.getByRole('link', {
      name: new RegExp(`^Receipt for ${deposit.replace('$', '\\$')}`),
    });
    await expect(receipt).toBeVisible();
    const receiptPdf = await api.get((await receipt.getAttribute('href'))!);
    expect(receiptPdf.status()).toBe(200);
    expect(receiptPdf.headers()['content-type']).toContain('application/pdf');
    await expectAccessible(page, `the Statement page (${width})`);
    await page.screenshot({ path: testInfo.outputPath(`statement-${width}.png`), fullPage: true });
    await page.context().close();
  });
}
