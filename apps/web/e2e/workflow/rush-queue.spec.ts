import { expect, test } from '@playwright/test';
import { apiToken, checkAtWidths, E2E_ADMIN, placeOrder, registerClient, signedInPage } from './fixtures.ts';

/**
 * Issue 13, journey (b): a Super Rush digitizing order goes to the top of the staff queue, above a
 * normal one placed before it, and shows its countdown; the Rush only filter keeps it alone.
 */
test('a Super Rush order tops the queue above an older normal one, with its countdown', async ({
  browser,
  request,
}) => {
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
  expect(await apiToken(request, E2E_ADMIN.email, E2E_ADMIN.password)).toBeTruthy();

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

  // The client sees the Super Rush mark and the due time on the order page.
  const panel = await signedInPage(browser, client);
  await panel.goto(`/clientpanel/orders/Digitizing/${rush._id}`);
  await expect(panel.getByText('Super Rush')).toBeVisible();
  await expect(panel.getByText(/^Due by:/)).toBeVisible();
  await staff.context().close();
  await panel.context().close();
});
