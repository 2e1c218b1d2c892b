import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expectAccessible, makePng } from './fixtures.ts';
import { newClientToken, pageWithToken } from '../support/accounts.ts';

/**
 * Issue 15 items 1–2 against the real API: save the new-order form as a preset, use it on a fresh
 * form, place three orders from three files (one per file), and find all three in My Orders. Axe
 * and screenshots at 390 and 1280 px.
 */

const stamp = Date.now().toString(36);
const PRESET = `Left chest ${stamp}`;
const FILES = ['acme-logo', 'back_print', 'sleeve.final'].map((stem, i) => ({
  name: `${stem}-${stamp}.png`,
  mimeType: 'image/png',
  buffer: makePng(24 + i, [30 * i, 90, 200]),
}));

test.describe.configure({ mode: 'serial' });

async function signedInPage(browser: Browser, request: APIRequestContext, width: number): Promise<Page> {
  const email = `presets-${width}-${stamp}@example.test`;
  const password = 'presets-pass-1';
  const token = await newClientToken(request, { username: `Presets ${width} ${stamp}`, email, password });
  return pageWithToken(browser, token, { viewport: { width, height: 900 } });
}

async function fillDigitizingFields(page: Page) {
  await page.getByLabel('Design Category').selectOption('Left Chest');
  await page.getByLabel('Design Width (inches)').fill('3.5');
  await page.getByLabel('Design Height (inches)').fill('2.25');
  await page.getByLabel('Instructions').fill('Navy thread, keep it small');
}

test('1280 px: save a preset, use it, place three orders one per file, all in My Orders', async ({
  browser,
  request,
}, testInfo) => {
  const page = await signedInPage(browser, request, 1280);
  await page.goto('/clientpanel/neworder/Digitizing');
  await expect(page.getByRole('heading', { name: 'New Digitizing Order' })).toBeVisible();
  await expect(page.getByText('No Digitizing presets yet', { exact: false })).toBeVisible();

  await fillDigitizingFields(page);
  await page.getByRole('button', { name: 'Save as preset' }).click();
  await page.getByLabel('Preset name').fill(PRESET);
  await page.getByRole('button', { name: 'Save preset' }).click();
  await expect(page.getByText(`Preset “${PRESET}” saved`)).toBeVisible();
  await page.getByRole('button', { name: 'Manage presets' }).click();
  await expect(page.getByRole('list', { name: 'Your presets' })).toContainText(PRESET);
  await expectAccessible(page, 'new-order form with presets (1280)');
  await page.screenshot({ path: testInfo.outputPath('presets-1280.png'), fullPage: true });

  // A fresh form: the preset fills it, the title typed before stays.
  await page.reload();
  await page.getByLabel('Order Title').fill('Kept title');
  await page.getByLabel('Saved preset').selectOption({ label: PRESET });
  await page.getByRole('button', { name: 'Use preset' }).click();
  await expect(page.getByLabel('Design Category')).toHaveValue('Left Chest');
  await expect(page.getByLabel('Design Width (inches)')).toHaveValue('3.5');
  await expect(page.getByLabel('Design Height (inches)')).toHaveValue('2.25');
  await expect(page.getByLabel('Instructions')).toHaveValue('Navy thread, keep it small');
  await expect(page.getByLabel('Order Title')).toHaveValue('Kept title');

  await page.getByLabel('Files').setInputFiles(FILES);
  await page.getByRole('button', { name: 'Place 3 orders, one per file' }).click();
  await expect(page.getByRole('heading', { name: '3 orders, one per file' })).toBeVisible();
  await expect(page.getByLabel(`Title for ${FILES[0].name}`)).toHaveValue(`acme logo ${stamp}`);
  await expect(page.getByLabel(`Title for ${FILES[2].name}`)).toHaveValue(`sleeve final ${stamp}`);
  await page.getByLabel(`Title for ${FILES[1].name}`).fill(`Back print ${stamp}`);
  await expectAccessible(page, 'one order per file: titles (1280)');

  await page.getByRole('button', { name: 'Place 3 orders' }).click();
  await expect(page.getByText('Placed 3 of 3 orders')).toBeVisible({ timeout: 30_000 });
  const rows = page.getByRole('list', { name: 'Orders, one per file' }).getByRole('listitem');
  await expect(rows).toHaveCount(3);
  await expect(page.getByRole('link', { name: `View “Back print ${stamp}”` })).toBeVisible();
  await expectAccessible(page, 'one order per file: summary (1280)');
  await page.screenshot({ path: testInfo.outputPath('per-file-1280.png'), fullPage: true });

  await page.getByRole('link', { name: 'Go to My Orders' }).click();
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
  for (const title of [`acme logo ${stamp}`, `Back print ${stamp}`, `sleeve final ${stamp}`])
    await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();

  // The server holds exactly three orders, each with its own file and the preset's fields.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const orders = (await (
    await request.get('/api/v1/order/getorder', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as {
    digitizing: { orderTitle: string; designCategory: string; attachment: { name: string }[] };
  }[];
  expect(orders).toHaveLength(3);
  for (const order of orders) {
    expect(order.digitizing.designCategory).toBe('Left Chest');
    expect(order.digitizing.attachment).toHaveLength(1);
  }
  expect(orders.map((o) => o.digitizing.attachment[0].name).sort()).toEqual(FILES.map((f) => f.name).sort());
  await page.context().close();
});

test('390 px: the presets and the per-file list are usable and accessible on a phone', async ({
  browser,
  request,
}, testInfo) => {
  const page = await signedInPage(browser, request, 390);
  await page.goto('/clientpanel/neworder/Digitizing');
  await fillDigitizingFields(page);
  await page.getByRole('button', { name: 'Save as preset' }).click();
  await page.getByLabel('Preset name').fill(PRESET);
  await page.getByLabel('Preset name').press('Enter');
  await expect(page.getByText(`Preset “${PRESET}” saved`)).toBeVisible();
  await page.getByRole('button', { name: 'Manage presets' }).click();
  await page.getByRole('button', { name: `Delete “${PRESET}”` }).click();
  await expect(page.getByRole('group', { name: `Delete “${PRESET}”?` })).toBeVisible();
  await expectAccessible(page, 'new-order form with presets (390)');
  await page.screenshot({ path: testInfo.outputPath('presets-390.png'), fullPage: true });
  await page
    .getByRole('group', { name: `Delete “${PRESET}”?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('You have no presets yet.')).toBeVisible();

  await page.getByLabel('Files').setInputFiles(FILES.slice(0, 2));
  await page.getByRole('button', { name: 'Place 2 orders, one per file' }).click();
  await expect(page.getByRole('heading', { name: '2 orders, one per file' })).toBeVisible();
  await expectAccessible(page, 'one order per file: titles (390)');
  await page.screenshot({ path: testInfo.outputPath('per-file-390.png'), fullPage: true });
  await page.context().close();
});
