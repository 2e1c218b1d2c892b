import { expect, test } from '@playwright/test';
import { formatMoney, heldFilesNotice } from '@stitchdesk/shared';
import { encode } from '@stitchdesk/stitch/test/encoder';
import { sampleDesign } from '@stitchdesk/stitch/test/designs';
import { E2E_ADMIN } from '../support/admin.ts';
import { apiToken, newClientToken, pageWithToken } from '../support/accounts.ts';
import { cardServerForFile } from '../support/card-server.ts';
import { bearer, deliverAsStaff, placeOrder } from '../support/orders.ts';
import { expectAccessible, localDay } from './fixtures.ts';

/**
 * Issue 35 items 2, 4 and 5 in a browser: a client pays a patch order's deposit by card (the order
 * page's "Pay deposit" → the checkout page → back to the order page, "Payment received — thank
 * you"), then the Statement page shows the balance left and the payment with its receipt; staff
 * refund part of it from the staff order page (one refund call at Stripe) and the client's payment
 * history shows the refund beside the payment. Item 7's hold: with "hold finished files until paid"
 * on, a delivered order's files are shown but not offered until its balance is paid by card, and
 * then download. Axe and screenshots at 1280 and 390 px.
 *
 * Card payments are on only on this spec's own server (support/card-server.ts).
 */

const stamp = Date.now().toString(36);

test.describe.configure({ mode: 'serial' });

const cards = cardServerForFile('pay');

for (const width of [1280, 390]) {
  test(`${width} px: pay a patch order's deposit by card, then the statement and a card refund`, async ({
    browser,
  }, testInfo) => {
    test.setTimeout(180_000);
    const { api, base, stripe } = cards;
    const token = await newClientToken(api, {
      username: `Pay ${width} ${stamp}`,
      email: `pay-${width}-${stamp}@example.test`,
      password: 'pay-pass-1',
    });
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

    // Staff refund $10.00 of the card payment from the staff order page: through Stripe, once.
    const intent = sessions[0].payment_intent as string;
    const refundCalls = () =>
      stripe.requests.filter(
        (r) => r.method === 'POST' && r.path === '/v1/refunds' && r.body.payment_intent === intent,
      );
    const adminToken = await apiToken(api, E2E_ADMIN.email, E2E_ADMIN.password);
    const staff = await pageWithToken(browser, adminToken, { viewport: { width, height: 900 } });
    await staff.goto(`${base}/staff/orders/${order._id}`);
    const ledger = staff.getByRole('region', { name: 'Payments' }).getByRole('list', { name: 'Payments' });
    await expect(
      ledger.getByRole('link', { name: `Receipt for the ${deposit} Card payment (PDF)` }),
    ).toBeVisible();
    await ledger.getByRole('button', { name: `Refund the ${deposit} Card payment` }).click();
    const form = staff.getByRole('form', { name: 'Refund' });
    await form.getByLabel('Amount to refund (US dollars)').fill('10');
    await form.getByLabel('Reason (the client reads it)').fill('One patch arrived torn');
    await form.getByRole('button', { name: 'Refund…' }).click();
    await expect(form.getByRole('alert')).toContainText('Refund $10.00 to the client’s card through Stripe?');
    expect(refundCalls()).toHaveLength(0);
    await form.getByRole('button', { name: 'Confirm refund' }).click();
    await expect(ledger).toContainText('Refund $10.00');
    await expect(ledger).toContainText('Card, through Stripe');
    expect(refundCalls()).toHaveLength(1);
    expect(refundCalls()[0].body).toMatchObject({ amount: '1000' });
    await expectAccessible(staff, `the staff order page after a card refund (${width})`);
    await staff.screenshot({ path: testInfo.outputPath(`staff-card-refund-${width}.png`), fullPage: true });
    await staff.context().close();

    // The client's order page: the card payment with its receipt, the refund on a line of its own.
    await page.goto(orderUrl);
    const history = page.getByRole('region', { name: 'Payment history' });
    const lines = history.getByRole('list', { name: 'Payments and refunds' }).getByRole('listitem');
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(0)).toContainText(`Card${deposit}Receipt`);
    await expect(lines.nth(1)).toContainText('Refund · Card-$10.00One patch arrived torn');
    const historyReceipt = await api.get(
      (await lines
        .nth(0)
        .getByRole('link', { name: /^Receipt for/ })
        .getAttribute('href'))!,
    );
    expect(historyReceipt.headers()['content-type']).toContain('application/pdf');
    // The refund took the order back under its deposit: the $10.00 given back is due again.
    await expect(page.getByRole('button', { name: `Pay deposit ${formatMoney(1000, 'USD')}` })).toBeVisible();
    // However Stripe's own charge.refunded may follow, the refund stays one line, and one call.
    await page.waitForTimeout(1000);
    await page.reload();
    await expect(lines).toHaveCount(2);
    expect(refundCalls()).toHaveLength(1);
    await expectAccessible(page, `the order page with a card refund (${width})`);
    await page.screenshot({ path: testInfo.outputPath(`card-refund-order-${width}.png`), fullPage: true });
    await page.context().close();
  });
}

/** The admin turns "hold finished files until paid" on or off on this spec's server. */
async function holdFilesUntilPaid(on: boolean): Promise<void> {
  const { api } = cards;
  const adminToken = await apiToken(api, E2E_ADMIN.email, E2E_ADMIN.password);
  const current = await api.get('/api/v1/staff/settings', { headers: bearer(adminToken) });
  expect(current.status(), await current.text()).toBe(200);
  const { settings } = (await current.json()) as { settings: Record<string, unknown> };
  const saved = await api.put('/api/v1/staff/settings', {
    headers: bearer(adminToken),
    data: { ...settings, holdFilesUntilPaid: on },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

for (const width of [1280, 390]) {
  test(`${width} px: finished files held until paid open once the balance is paid by card`, async ({
    browser,
  }, testInfo) => {
    test.setTimeout(180_000);
    const { api, base, stripe } = cards;
    await holdFilesUntilPaid(true);
    const token = await newClientToken(api, {
      username: `Held ${width} ${stamp}`,
      email: `held-${width}-${stamp}@example.test`,
      password: 'held-pass-1',
    });
    const order = await placeOrder(api, token, 'Digitizing', {
      orderTitle: `Crest ${width} ${stamp}`,
      designName: 'Crest',
      otherInstructions: '',
      designCategory: 'Left Chest',
      // The sample design's own size (51 stitches, 44.5 × 78.0 mm), so the delivery needs no confirming.
      designSize: { height: 3.07, width: 1.75 },
    });
    await deliverAsStaff(api, order._id, { name: 'crest.dst', bytes: encode('DST', sampleDesign()) });
    const own = await api.get(`/api/v1/order/getorder/${order._id}`, { headers: bearer(token) });
    const delivered = (await own.json()) as { filesHeld: boolean; price: { balanceCents: number } };
    expect(delivered.filesHeld).toBe(true);
    const balance = formatMoney(delivered.price.balanceCents, 'USD');

    const page = await pageWithToken(browser, token, {
      viewport: { width, height: 900 },
      acceptDownloads: true,
    });
    const orderUrl = `${base}/clientpanel/orders/Digitizing/${order._id}`;
    await page.goto(orderUrl);
    await expect(page.getByText(heldFilesNotice(balance))).toBeVisible();
    const payBalance = page.getByRole('button', { name: `Pay balance ${balance}` });
    await expect(payBalance).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download Files' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Download approval sheet of crest.dst' })).toBeDisabled();
    await expectAccessible(page, `the order page with its files held (${width})`);
    await page.screenshot({ path: testInfo.outputPath(`held-order-${width}.png`), fullPage: true });

    await payBalance.click();
    await expect(page).toHaveURL(new RegExp(`^${stripe.url}/pay/cs_test_\\w+$`));
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL((url) => url.href.startsWith(orderUrl));
    await expect(page.getByText('Payment received — thank you')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(heldFilesNotice(balance))).toHaveCount(0);
    const download = page.getByRole('button', { name: 'Download Files' });
    await expect(download).toBeEnabled();
    await expectAccessible(page, `the order page with its files released (${width})`);
    await page.screenshot({ path: testInfo.outputPath(`released-order-${width}.png`), fullPage: true });
    // The ZIP is made from the files themselves: each answers now.
    const [saved] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(saved.suggestedFilename()).toBe('downloaded_files.zip');
    await page.context().close();
    await holdFilesUntilPaid(false);
  });
}
