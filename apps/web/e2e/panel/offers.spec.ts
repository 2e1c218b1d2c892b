import { expect, test } from '@playwright/test';
import { adminToken, expectAccessible } from './fixtures.ts';
import { newClientToken, pageWithToken } from '../support/accounts.ts';
import { bearer } from '../support/orders.ts';

/**
 * Issue 36 item 5 in the panel: a visitor asks for a quote, staff answer it with an offer, the
 * visitor registers with that e-mail and accepts the offer on /clientpanel/offers (the offer
 * e-mail's link), reaching the order placed at the offered price. Axe and screenshots at 390 and 1280 px.
 */

const stamp = Date.now().toString(36);
const SHOTS = '/tmp/shots/offersui36';

test.describe.configure({ mode: 'serial' });

for (const width of [1280, 390]) {
  test(`${width} px: a quote answered with an offer, accepted in the panel`, async ({ browser, request }) => {
    const email = `offers-${width}-${stamp}@example.test`;
    const password = 'offers-pass-1';
    const title = `Club crest ${width}`;

    const asked = await request.post('/api/v1/quotes', {
      data: {
        name: `Offer Visitor ${width}`,
        email,
        services: 'digitizing',
        message: 'A crest for our club jackets, about 4 inches wide.',
      },
    });
    expect(asked.status(), await asked.text()).toBe(201);

    const admin = await adminToken(request);
    expect(admin, 'the run’s admin signs in').not.toBeNull();
    const listed = await request.get('/api/v1/staff/quotes?pageSize=100', { headers: bearer(admin!) });
    expect(listed.status(), await listed.text()).toBe(200);
    const quote = ((await listed.json()) as { quotes: { id: string; email: string }[] }).quotes.find(
      (q) => q.email === email,
    );
    expect(quote, 'the quote request is listed for staff').toBeDefined();
    const replied = await request.post(`/api/v1/staff/quotes/${quote!.id}/reply`, {
      headers: bearer(admin!),
      data: {
        message: 'Thank you — here is our price for the crest.',
        offer: {
          service: 'digitizing',
          title,
          amountCents: 31050,
          instructions: 'Six colours, 4 inches wide',
        },
      },
    });
    expect(replied.status(), await replied.text()).toBe(201);

    const token = await newClientToken(request, {
      username: `Offer Client ${width} ${stamp}`,
      email,
      password,
    });
    const page = await pageWithToken(browser, token, { viewport: { width, height: 900 } });
    await page.goto('/clientpanel/offers');
    const card = page.getByRole('region', { name: title });
    await expect(card).toBeVisible();
    await expect(card.getByText('$310.50', { exact: true })).toBeVisible();
    await expect(card.getByText('Six colours, 4 inches wide')).toBeVisible();
    await expect(card.getByText('Open', { exact: true })).toBeVisible();
    await expect(page.locator('main')).not.toContainText(/\d{4}-\d{2}-\d{2}T|[0-9a-f]{8}-[0-9a-f]{4}-/);
    await expectAccessible(page, `the Offers page (${width})`);
    await page.screenshot({ path: `${SHOTS}/offers-open-${width}.png`, fullPage: true });

    await card.getByRole('button', { name: 'Accept offer $310.50' }).click();
    await expect(card.getByText(/Offer accepted: your order is placed/)).toBeVisible();
    const orderLink = card.getByRole('link', { name: /^#\d+$/ }).first();
    await expect(orderLink).toBeVisible();
    await expect(card.getByText('Accepted', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: /Accept offer/ })).toHaveCount(0);
    await expectAccessible(page, `the accepted offer (${width})`);
    await page.screenshot({ path: `${SHOTS}/offers-accepted-${width}.png`, fullPage: true });

    await orderLink.click();
    await expect(page).toHaveURL(/\/clientpanel\/orders\/Digitizing\//);
    const priceBox = page.getByRole('region', { name: 'Price and payments' });
    await expect(priceBox.getByText('$310.50').first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/offer-order-${width}.png`, fullPage: true });
    await page.context().close();
  });
}
