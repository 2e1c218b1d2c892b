import { mkdirSync } from 'node:fs';
import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import { expectAccessible } from '../panel/fixtures.ts';
import { pageWithToken } from '../support/accounts.ts';
import { waitForApp } from '../support/app.ts';
import { E2E_ADMIN } from './fixtures.ts';

/**
 * The admin's Settings page, on a phone and a desktop: it loads the settings, is keyboard-reachable
 * and axe-clean, saves a new business name and phone, and the public site shows them on its next
 * load: in the HTML the server sends and after the app has hydrated it, with a clean console.
 */

const SHOTS = '/tmp/shots/shop35';
mkdirSync(SHOTS, { recursive: true });

function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'warning' || message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

for (const [index, viewport] of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
].entries()) {
  test(`the admin saves the business name and phone and the site shows them at ${viewport.width} px`, async ({
    browser,
    request,
  }) => {
    const businessName = `Loom House ${viewport.width}`;
    const phone = `+1 217 40${index} 0${viewport.width}`;
    const login = await request.post('/api/v1/user/login', { data: E2E_ADMIN });
    expect(login.status()).toBe(200);
    const { token } = (await login.json()) as { token: string };

    const page = await pageWithToken(browser, token, { viewport });
    await page.goto('/staff');
    await page
      .getByRole('navigation', { name: 'Staff console' })
      .getByRole('link', { name: 'Settings' })
      .click();
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    const name = page.getByLabel('Business name');
    await expect(name).not.toHaveValue('');
    await expectAccessible(page, 'the settings page');
    await page.screenshot({ path: `${SHOTS}/settings-${viewport.width}.png`, fullPage: true });

    // Keyboard: from the name to the next field, and a wrong value is named under its field.
    await name.focus();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Contact e-mail')).toBeFocused();
    await page.getByLabel('Super Rush fee ($)').fill('fifteen');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByLabel('Super Rush fee ($)')).toHaveAccessibleDescription(
      'Enter the Super Rush fee in dollars, such as 15.00 (0 for none)',
    );
    await expectAccessible(page, 'the settings page with an error');

    await name.fill(businessName);
    await page.getByLabel('Contact phone').fill(phone);
    await page.getByLabel('Contact e-mail').fill('orders@loom-house.test');
    await page.getByLabel('Super Rush fee ($)').fill('15.00');
    await page.getByLabel('Contact phone').press('Enter');
    await expect(page.getByText('Settings saved')).toBeVisible();
    await page.context().close();

    // The HTML the server sends already has them, and nothing made up.
    const served = await (await request.get('/faq')).text();
    expect(served).toContain(businessName);
    expect(served).toContain(phone);
    expect(served).not.toContain('stitchdesk.example');
    expect(served).not.toMatch(/\b555\b/);

    // A visitor's next load: the footer and the FAQ's contact line, before and after hydration.
    const visitor = await browser.newPage({ viewport });
    const problems = collectProblems(visitor);
    await visitor.goto('/faq');
    const footer = visitor.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: phone })).toHaveAttribute('href', /^tel:\+1217/);
    await expect(footer).toContainText(`${businessName}. All rights reserved.`);
    await waitForApp(visitor);
    await visitor.waitForLoadState('networkidle');
    await expect(footer.getByRole('link', { name: phone })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'orders@loom-house.test' })).toBeVisible();
    await expect(footer).toContainText(`${businessName}. All rights reserved.`);
    await expect(visitor.getByText('Still have a question?')).toContainText(phone);
    expect(problems).toEqual([]);
    await footer.scrollIntoViewIfNeeded();
    await visitor.screenshot({ path: `${SHOTS}/faq-footer-${viewport.width}.png`, fullPage: true });
    await visitor.close();
  });
}
