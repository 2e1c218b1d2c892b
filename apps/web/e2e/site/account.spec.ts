import { expect, test } from '@playwright/test';
import { gotoApp } from '../support/app.ts';
import { E2E_ADMIN } from '../support/admin.ts';

test('register, log in, and the header offers Go to Dashboard leading to the client panel', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const account = { username: `Site ${stamp}`, email: `site-${stamp}@example.test`, password: 'site-pass-1' };

  await gotoApp(page, '/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Email Address').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(page.getByText('Registration successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');

  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Login successfull!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

  const dashboard = nav.getByRole('link', { name: 'Go to Dashboard' });
  await expect(dashboard).toHaveAttribute('href', '/clientpanel');
  await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Register' })).toHaveCount(0);
  await dashboard.click();
  await expect(page).toHaveURL(/\/clientpanel$/);
  // The panel has its own layout: the site's header and footer are gone.
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
});

test('an admin signing in lands in the staff console', async ({ page }) => {
  await gotoApp(page, '/login');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/staff$/);
});
