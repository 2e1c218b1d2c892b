import { expect, test } from '@playwright/test';
import { formatDate } from '@stitchdesk/shared';
import { adminToken, expectAccessible } from './fixtures.ts';
import { apiToken, pageWithToken } from '../support/accounts.ts';
import { cardServerForFile } from '../support/card-server.ts';
import { bearer } from '../support/orders.ts';

/**
 * Issue 35 item 6 in the panel: a client on a Gold digitizing plan (sold offline, set by the admin)
 * sees what is left this month on the Plans page, and the order form says the order will be
 * covered before Place Order; a client buys a plan by card (on a server of its own with cards on)
 * and sees it active, what it was charged with its receipt, and no second one on sale. Axe and
 * screenshots at 390 and 1280 px.
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
    // Arranged offline: nothing charged by card.
    const payments = page.getByRole('region', { name: 'Plan payments' });
    await expect(payments.getByText(/^No card payments for plans yet/)).toBeVisible();
    await expect(payments.getByRole('listitem')).toHaveCount(0);
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

test.describe('bought by card', () => {
  const cards = cardServerForFile('plans');

  for (const width of [1280, 390]) {
    test(`${width} px: buy a plan by card, see what it was charged, and no second one`, async ({
      browser,
    }, testInfo) => {
      test.setTimeout(120_000);
      const { api, base, stripe } = cards;
      const email = `plans-card-${width}-${stamp}@example.test`;
      const password = 'plans-pass-1';
      const registered = await api.post('/api/v1/user/register', {
        data: { username: `Plans card ${width} ${stamp}`, email, password },
      });
      expect(registered.status(), await registered.text()).toBe(201);
      const token = await apiToken(api, email, password);

      const page = await pageWithToken(browser, token, { viewport: { width, height: 900 } });
      const plansUrl = `${base}/clientpanel/profile/plans`;
      await page.goto(plansUrl);
      const payments = page.getByRole('region', { name: 'Plan payments' });
      await expect(payments.getByText(/^No card payments for plans yet/)).toBeVisible();

      await page.getByRole('button', { name: 'Buy Gold digitizing plan' }).click();
      await expect(page).toHaveURL(new RegExp(`^${stripe.url}/pay/cs_test_\\w+$`));
      await expect(page.getByText('Gold digitizing plan')).toBeVisible();
      await expect(page.getByText('Total USD 800.00')).toBeVisible();
      await page.getByRole('button', { name: 'Pay' }).click();

      await expect(page).toHaveURL((url) => url.href.startsWith(plansUrl));
      await expect(page.getByText('Your Gold plan is active.')).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('heading', { name: 'Digitizing — Gold' })).toBeVisible();
      await expect(page.getByText('80 of 80 left chests left this month')).toBeVisible();
      // What it was charged: today, the month it pays for, the amount, Stripe's receipt.
      const row = payments.getByRole('listitem');
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(formatDate(new Date()));
      await expect(row).toContainText('Gold digitizing plan ·');
      await expect(row).toContainText('$800.00');
      const receipt = row.getByRole('link', { name: /^Receipt for \$800\.00 on / });
      await expect(receipt).toHaveAttribute('href', new RegExp(`^${stripe.url}/invoice/in_\\w+$`));
      // On the plan: no second digitizing plan on sale, and the API says why.
      await expect(page.getByRole('button', { name: /^Buy .* digitizing plan$/ })).toHaveCount(0);
      await expect(page.getByRole('button', { name: /^Buy .* vector art plan$/ })).toHaveCount(4);
      const again = await api.post('/api/v1/user/plans/checkout', {
        headers: bearer(token),
        data: { service: 'digitizing', plan: 'Diamond' },
      });
      expect(again.status()).toBe(409);
      expect(((await again.json()) as { message: string }).message).toMatch(
        /^You already have the Gold digitizing plan, renewing on [A-Z][a-z]{2} \d{1,2}, \d{4}/,
      );
      await expectAccessible(page, `the Plans page with a card plan (${width})`);
      await page.screenshot({ path: testInfo.outputPath(`plans-card-${width}.png`), fullPage: true });

      // A checkout left with Cancel is given up: another plan of the service can be bought at once.
      await page.getByRole('button', { name: 'Buy Silver vector art plan' }).click();
      await expect(page).toHaveURL(new RegExp(`^${stripe.url}/pay/cs_test_\\w+$`));
      const left = page.url().split('/pay/')[1];
      await page.getByRole('link', { name: 'Cancel' }).click();
      await expect(page.getByText('Checkout cancelled: nothing was charged.')).toBeVisible();
      await expect.poll(() => stripe.sessions.get(left)?.status).toBe('expired');
      await page.getByRole('button', { name: 'Buy Gold vector art plan' }).click();
      await expect(page).toHaveURL(new RegExp(`^${stripe.url}/pay/cs_test_\\w+$`));
      await expect(page.getByText('Gold vector art plan')).toBeVisible();
      await page.context().close();
    });
  }
});
