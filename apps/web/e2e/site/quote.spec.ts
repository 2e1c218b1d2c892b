import { expect, test } from '@playwright/test';
import { gotoApp } from '../support/app.ts';

test('a quote request reaches the real API: success message, toast and back home', async ({ page }) => {
  await gotoApp(page, '/getquote');
  await page.getByLabel('Name').fill('Grace Hopper');
  await page.getByLabel('Email').fill(`grace-${Date.now().toString(36)}@example.test`);
  await page.getByLabel('Select Service').selectOption({ label: 'Custom-Apparel' });
  await page
    .getByLabel('Message')
    .fill('Forty embroidered team hoodies with a left chest logo, navy, sizes S to 2XL.');

  const request = page.waitForRequest((r) => r.url().endsWith('/api/v1/quotes') && r.method() === 'POST');
  const response = page.waitForResponse((r) => r.url().endsWith('/api/v1/quotes'));
  await page.getByRole('button', { name: 'Send Message' }).click();
  expect((await request).postDataJSON()).toMatchObject({
    name: 'Grace Hopper',
    services: 'apparel',
    website: '',
  });
  expect((await response).status()).toBe(201);

  await expect(
    page.getByRole('status').filter({ hasText: 'Message sent successfully!' }).first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('heading', { level: 1, name: /Embroidery files that stitch out/ }),
  ).toBeVisible();
});

test('a malformed e-mail is refused in the form, before any request', async ({ page }) => {
  let sent = false;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/v1/quotes')) sent = true;
  });
  await gotoApp(page, '/getquote');
  await page.getByLabel('Name').fill('Grace Hopper');
  await page.getByLabel('Email').fill('not-an-address');
  await page.getByLabel('Message').fill('Hello');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/getquote$/);
  expect(sent).toBe(false);
});
