import { expect, test } from '@playwright/test';
import { adminToken, expectAccessible } from './fixtures.ts';
import { apiToken, pageWithToken } from '../support/accounts.ts';
import { bearer } from '../support/orders.ts';

/**
 * Issue 35 item 6 in the panel: a client on a Gold digitizing plan (sold offline, set by the admin)
 * sees what is left this month on the Plans page, and the order form says the order will be
 * covered before Place Order. Axe and screenshots at 390 and 1280 px.
 */

const stamp = Date.now().toString(36);

test.describe.configure({ mode: 'serial' });

for (const width of [1280, 390]) {
  test(`${width} px: the Plans page and the order form's coverage line`, async ({
    browser,
    request,
  }, testInfo) => {
    const email = `plans-${width}-${stamp}@example.test`;
    const password = 'plans-pass-1';
    // The account's id is in the registration's answer (`user.id`); the profile read carries none.
    const registered = await request.post('/api/v1/user/register', {
      data: { username: `Plans ${width} ${stamp}`, email, password },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    const clientId = ((await registered.json()) as { user: { id: string } }).user.id;
    const token = await apiToken(request, email, password);
    const admin = await adminToken(request);
    expect(admin, 'the run’s admin signs in').not.toBeNull();
    const today = new Date().toISOString().slice(0, 10);
    const put = await request.put(`/api/v1/staff/clients/${clientId}/plans/digitizing`, {
      headers: bearer(admin!),
      data: { plan: 'Gold', periodStart: today },
    });
    expect(put.status(), await put.text()).toBe(200);

    const page = await pageWithToken(browser, token, { viewport: { width, height: 900 } });
    await page.goto('/clientpanel/profile/plans');
    await expect(page.getByRole('heading', { name: 'Monthly plans' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Digitizing — Gold' })).toBeVisible();
    await expect(page.getByText('80 of 80 left chests left this month')).toBeVisible();
    await expect(page.getByText('15 of 15 jacket backs left this month')).toBeVisible();
    await expect(page.getByText('120 left chests and 30 jacket backs')).toBeVisible();
    await expectAccessible(page, `the Plans page (${width})`);
    await page.screenshot({ path: testInfo.outputPath(`plans-${width}.png`), fullPage: true });

    await page.goto('/clientpanel/neworder/Digitizing');
    await page.getByLabel('Design category').selectOption('Left Chest');
    const line = page.getByText('Covered by your Gold plan — 80 of 80 left chests left this month');
    await expect(line.first()).toBeVisible();
    await page.getByLabel('Design category').selectOption('Jacket Back');
    await expect(
      page.getByText('Covered by your Gold plan — 15 of 15 jacket backs left this month').first(),
    ).toBeVisible();
    await expectAccessible(page, `the order form's coverage line (${width})`);
    await page.screenshot({ path: testInfo.outputPath(`order-form-${width}.png`), fullPage: true });
    await page.context().close();
  });
}
