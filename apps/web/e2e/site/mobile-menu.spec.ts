import { expect, test } from '@playwright/test';
import { gotoApp } from '../support/app.ts';
import { expectNoSeriousViolations } from '@stitchdesk/shared/test/axe';

test.use({ viewport: { width: 390, height: 844 } });

test('at 390 px the menu slides in, locks page scrolling and closes on the close icon or a link', async ({
  page,
}) => {
  await gotoApp(page, '/');
  const openButton = page.getByRole('button', { name: 'Open menu' });
  await expect(openButton).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }),
  ).toBeHidden();
  const bodyOverflow = () => page.evaluate(() => getComputedStyle(document.body).overflow);

  await openButton.click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  expect(await bodyOverflow()).toBe('hidden');
  // The page behind does not move while the menu is open.
  await page.mouse.wheel(0, 800);
  await page.waitForTimeout(200);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  for (const name of ['Home', 'About US', 'Services', 'Pricing', "FAQ's", 'Login', 'Register'])
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, 'the open mobile menu');

  await menu.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();
  expect(await bodyOverflow()).not.toBe('hidden');
  await page.mouse.wheel(0, 800);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

  await openButton.click();
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Pricing' }).click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Simple, flat-rate pricing' })).toBeVisible();
  expect(await bodyOverflow()).not.toBe('hidden');
  // The route change scrolled the new page to the top.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
