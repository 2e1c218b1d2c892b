import { expect, test } from '@playwright/test';
import { formatDate, formatMoney } from '@stitchdesk/shared';
import {
  E2E_ADMIN,
  expectAccessible,
  localDay,
  placeOrder,
  registerClient,
  signedInPage,
  valueOf,
  WIDTHS,
} from './fixtures.ts';

/**
 * Issue 35 item 5 in a browser, at 390 and 1280 px with axe: staff record a manual payment on the
 * staff order page and refund part of it (the reason is required, and a confirmation says where the
 * money goes); the client's order page then lists the payment and the refund, each on its own line
 * with its day, method in words and the refund's reason, and the balance the refund leaves.
 */
for (const width of WIDTHS) {
  test(`${width} px: staff refund part of a manual payment; the client sees it in the history`, async ({
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const client = await registerClient(request, `Refund ${width}`);
    const title = `Refunded patches ${width} ${Date.now().toString(36)}`;
    const order = await placeOrder(request, client.token, 'Patches', {
      orderTitle: title,
      patchCategory: 'Embroidery Patch',
      backing: 'Velcro',
      designSize: { height: 3, width: 3 },
      quantity: 50,
      estimatedDeliveryDate: localDay(30),
      designColors: [],
      otherInstructions: '',
    });
    const priceCents = (order.price as { amountCents: number }).amountCents;
    expect(priceCents).toBeGreaterThan(7500);
    const usd = (cents: number) => formatMoney(cents, 'USD');
    const today = formatDate(new Date());

    // Staff record $75.00 received by bank transfer.
    const staff = await signedInPage(browser, E2E_ADMIN, width);
    await staff.goto(`/staff/orders/${order._id}`);
    const payments = staff.getByRole('region', { name: 'Payments' });
    await payments.getByLabel('Amount received (US dollars)').fill('75');
    await payments.getByLabel('Method').selectOption('bank-transfer');
    await payments.getByLabel('Reference (optional)').fill('Staff-only TR-5521');
    await payments.getByRole('button', { name: 'Record payment' }).click();
    const ledger = payments.getByRole('list', { name: 'Payments' });
    await expect(ledger).toContainText('$75.00');
    // A payment recorded by hand has no receipt link.
    await expect(ledger.getByRole('link', { name: /Receipt/ })).toHaveCount(0);

    // Refund $20.00 of it: without a reason the form says one is needed and sends nothing.
    await ledger.getByRole('button', { name: 'Refund the $75.00 Bank transfer payment' }).click();
    const form = payments.getByRole('form', { name: 'Refund' });
    const amount = form.getByLabel('Amount to refund (US dollars)');
    await expect(amount).toHaveValue('75.00');
    await amount.fill('20');
    await form.getByRole('button', { name: 'Refund…' }).click();
    await expect(form.getByText('Say why the money is given back: the client reads it.')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Confirm refund' })).toHaveCount(0);
    await form.getByLabel('Reason (the client reads it)').fill('Two patches were missing');
    await form.getByRole('button', { name: 'Refund…' }).click();
    await expect(form.getByRole('alert')).toHaveText(/Record that \$20\.00 was given back to the client\?/);
    await expectAccessible(staff, `the staff refund confirmation (${width})`);
    await form.getByRole('button', { name: 'Confirm refund' }).click();
    await expect(ledger).toContainText('Refund $20.00');
    await expect(ledger).toContainText('Two patches were missing');
    await expect(ledger).toContainText('$20.00 refunded');
    await expect(form).toHaveCount(0);
    await expectAccessible(staff, `the staff order page after a refund (${width})`);
    await staff.screenshot({ path: testInfo.outputPath(`staff-refund-${width}.png`), fullPage: true });
    await staff.context().close();

    // The client's order page: both lines, the refund's reason, not staff's reference, the new balance.
    const panel = await signedInPage(browser, client, width);
    await panel.goto(`/clientpanel/orders/Patches/${order._id}`);
    const history = panel.getByRole('region', { name: 'Payment history' });
    const lines = history.getByRole('list', { name: 'Payments and refunds' }).getByRole('listitem');
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(0)).toHaveText(`${today}Bank transfer${usd(7500)}`);
    await expect(lines.nth(1)).toHaveText(
      `${today}Refund · Bank transfer-${usd(2000)}Two patches were missing`,
    );
    await expect(history).not.toContainText('TR-5521');
    const price = panel.getByRole('region', { name: 'Price and payments' });
    await expect(valueOf(price, 'Paid')).toHaveText(usd(5500));
    await expect(valueOf(price, 'Balance')).toHaveText(usd(priceCents - 5500));
    await expectAccessible(panel, `the client's order page with a refund (${width})`);
    await panel.screenshot({ path: testInfo.outputPath(`client-refund-${width}.png`), fullPage: true });
    // Nothing sticks out sideways on a phone.
    const wide = await panel.evaluate(() => document.documentElement.scrollWidth);
    expect(wide).toBeLessThanOrEqual(width);
    await panel.context().close();
  });
}
