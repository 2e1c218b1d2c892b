import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  apiToken,
  bearer,
  checkAtWidths,
  E2E_ADMIN,
  placeOrder,
  registerClient,
  signedInPage,
  valueOf,
} from './fixtures.ts';

/** Saves the shop's settings with `terms` changed; answers the settings as they were. */
async function setTerms(request: APIRequestContext, token: string, terms: object): Promise<object> {
  const current = (await (
    await request.get('/api/v1/staff/settings', { headers: bearer(token) })
  ).json()) as {
    settings: object;
  };
  const saved = await request.put('/api/v1/staff/settings', {
    headers: bearer(token),
    data: { ...current.settings, ...terms },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return current.settings;
}

/**
 * Issue 13, journey (b): a Super Rush digitizing order goes to the top of the staff queue, above a
 * normal one placed before it, and shows its countdown; the Rush only filter keeps it alone. Issue
 * 35: with the shop's $15.00 Super Rush fee and 8.25 % sales tax, the form shows "+ $15.00" and an
 * estimate with both, and the order page lists the work, Super Rush, subtotal and tax.
 */
test('a Super Rush order tops the queue above an older normal one, with its countdown', async ({
  browser,
  request,
}) => {
  // Four pages checked with axe at two widths each.
  test.setTimeout(180_000);
  const adminToken = await apiToken(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const before = await setTerms(request, adminToken, {
    superRushFeeCents: 1500,
    taxRatePercent: 8.25,
    taxLabel: 'Sales tax',
  });
  try {
    const client = await registerClient(request, 'Rush Client');
    const stamp = Date.now().toString(36);
    const block = (orderTitle: string, superRush: boolean) => ({
      orderTitle,
      designCategory: 'Left Chest',
      designSize: { height: 3, width: 4 },
      otherInstructions: '',
      superRush,
    });
    const normal = await placeOrder(request, client.token, 'Digitizing', block(`Normal cap ${stamp}`, false));
    const rush = await placeOrder(request, client.token, 'Digitizing', block(`Rush cap ${stamp}`, true));
    expect(rush.superRush).toBe(true);
    expect(normal.superRush).toBe(false);
    // $10.00 + $15.00, and 8.25 % of $25.00 (206.25 cents → $2.06)
    expect(rush.price).toMatchObject({ subtotalCents: 2500, taxCents: 206, amountCents: 2706 });
    expect(normal.price).toMatchObject({ subtotalCents: 1000, taxCents: 83, amountCents: 1083 });

    const staff = await signedInPage(browser, E2E_ADMIN);
    await staff.goto(`/staff?q=${encodeURIComponent(stamp)}`);
    const rows = staff.getByRole('table', { name: 'Orders' }).getByRole('row');
    await expect(rows).toHaveCount(3); // the header row and the two orders
    await expect(rows.nth(1)).toContainText(`Rush cap ${stamp}`);
    await expect(rows.nth(1)).toContainText('Super Rush');
    await expect(rows.nth(1)).toContainText(/due in (\d+ h)?( ?\d+ min)?/);
    await expect(rows.nth(2)).toContainText(`Normal cap ${stamp}`);
    await expect(rows.nth(2)).not.toContainText('Super Rush');
    await checkAtWidths(staff, 'the staff queue with a Super Rush order', 'staff-queue');

    await staff.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Rush only' }).click();
    await expect(staff).toHaveURL(/flag=rush/);
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(`Rush cap ${stamp}`);

    // The staff order page: the lines above the total, and the form asks for the work's price.
    await staff.goto(`/staff/orders/${rush._id}`);
    const staffPrice = staff.getByRole('region', { name: 'Price' });
    await expect(valueOf(staffPrice, 'Super Rush')).toHaveText('$15.00');
    await expect(valueOf(staffPrice, 'Total')).toHaveText('$27.06');
    await expect(staffPrice.getByLabel('New work price (US dollars)')).toBeVisible();

    // The client sees the Super Rush mark, the due time and the price in parts on the order page.
    const panel = await signedInPage(browser, client);
    await panel.goto(`/clientpanel/orders/Digitizing/${rush._id}`);
    await expect(panel.locator('span').filter({ hasText: /^Super Rush$/ })).toBeVisible();
    await expect(panel.getByText(/^Due by:/)).toBeVisible();
    const box = panel.getByRole('region', { name: 'Price and payments' });
    await expect(valueOf(box, 'Work')).toHaveText('$10.00');
    await expect(valueOf(box, 'Super Rush')).toHaveText('$15.00');
    await expect(valueOf(box, 'Subtotal')).toHaveText('$25.00');
    await expect(valueOf(box, 'Sales tax \\(8\\.25%\\)')).toHaveText('$2.06');
    await expect(valueOf(box, 'Total')).toHaveText('$27.06');
    await checkAtWidths(panel, 'a Super Rush order with its fee and tax', 'rush-order-price');

    // The form shows the fee beside the checkbox, and the estimate adds it and the tax.
    await panel.goto('/clientpanel/neworder/digitizing');
    await expect(panel.getByText('+ $15.00')).toBeVisible();
    await panel.getByLabel('Design Category').selectOption('Left Chest');
    await panel.getByRole('checkbox', { name: 'Super Rush' }).check();
    const estimate = panel.getByRole('region', { name: 'Instant estimate' });
    await expect(estimate).toContainText('$27.06');
    await expect(valueOf(estimate, 'Super Rush')).toHaveText('$15.00');
    await checkAtWidths(panel, 'the digitizing form with the Super Rush fee', 'rush-order-form');
    await staff.context().close();
    await panel.context().close();
  } finally {
    await setTerms(request, adminToken, before);
  }
});
