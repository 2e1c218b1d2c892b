import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import { expect, test } from '@playwright/test';
import type { Order } from '@stitchdesk/shared';
import { call, createClient, deliver, signInAdmin } from './support/api.ts';
import { expectNoSeriousViolations } from '@stitchdesk/shared/test/axe';
import { attachDesktopHost, type DesktopHost } from './support/desktop-host.ts';
import { chooseArtworkFolder, signInToPanel } from './support/panel.ts';

const ICON = path.resolve(import.meta.dirname, '../build/icon-256.png');
const ARTWORK = ['acme_logo.png', 'bakery-badge.png', 'city team.png'];
const TITLES = ['acme logo', 'bakery badge', 'city team'];

let host: DesktopHost | null = null;
test.afterEach(async () => {
  await host?.close();
  host = null;
});

const listOrNothing = (folder: string) => readdir(folder).catch(() => [] as string[]);

test('hot folder journey: a preset folder turns dropped files into orders, and a delivery lands on disk', async ({
  page,
}) => {
  const client = await createClient();
  const artwork = await mkdtemp(path.join(os.tmpdir(), 'stitchdesk-hot-folder-'));
  const deliveries = await mkdtemp(path.join(os.tmpdir(), 'stitchdesk-deliveries-'));
  host = await attachDesktopHost(page, { deliveriesFolder: deliveries });

  await signInToPanel(page, client);

  // Choose the folder (the OS picker answers with the temp folder) and download deliveries on their own.
  await chooseArtworkFolder(page, host, artwork);
  await expect(page.getByText(artwork)).toBeVisible();
  // A controlled checkbox: it shows the new state once main has stored it.
  await page.getByLabel('Download new deliveries automatically').click();
  await expect(page.getByLabel('Download new deliveries automatically')).toBeChecked();

  // Create a preset from the digitizing form.
  await page.goto('/clientpanel/neworder/digitizing');
  await page.getByLabel('Order Title').fill('Preset source');
  await page.getByLabel('Design Category').selectOption('Left Chest');
  await page.getByLabel('Design Width (inches)').fill('3.5');
  await page.getByLabel('Design Height (inches)').fill('2');
  await page.getByRole('button', { name: 'Save as preset' }).click();
  await page.getByLabel('Preset name').fill('Caps: left chest');
  await page.getByRole('button', { name: 'Save preset' }).click();

  // The app makes the preset's folder (named after it, sanitised).
  const presetFolder = path.join(artwork, 'Caps left chest');
  await expect.poll(() => listOrNothing(artwork)).toContain('Caps left chest');

  // Copy three artwork files into it: the tray offers them as three orders.
  // Different bytes per file, or the content ledger would (rightly) refuse the 2nd and 3rd as duplicates.
  for (const [index, name] of ARTWORK.entries())
    await writeFile(
      path.join(presetFolder, name),
      Buffer.concat([await readFile(ICON), Buffer.from([index])]),
    );
  const tray = page.getByRole('region', { name: 'Incoming artwork' });
  const placeAll = tray.getByRole('button', { name: 'Place all (3)' });
  await expect(placeAll).toBeVisible();

  // The tray with files waiting, at desktop and phone widths (the sidebar is a menu on phones).
  await expectNoSeriousViolations(page, 'the tray with preset-folder files, 1280 px');
  await tray.screenshot({ path: test.info().outputPath('tray-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(placeAll).toBeVisible();
  await expectNoSeriousViolations(page, 'the tray with preset-folder files, 390 px');
  await tray.screenshot({ path: test.info().outputPath('tray-390.png') });
  await page.setViewportSize({ width: 1280, height: 720 });

  await placeAll.focus();
  await page.keyboard.press('Enter');
  await expect(tray.getByText('Placed 3 of 3')).toBeVisible({ timeout: 60_000 });

  // The files moved to Placed/<day>/ and nothing is left in the preset folder.
  const placedRoot = path.join(artwork, 'Placed');
  const [day] = await readdir(placedRoot);
  expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect((await readdir(path.join(placedRoot, day))).sort()).toEqual([...ARTWORK].sort());
  expect(await readdir(presetFolder)).toEqual([]);

  // Three orders in My Orders and on the server, with the preset's fields.
  await page.goto('/clientpanel');
  for (const title of TITLES) await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
  const orders = await call<Order[]>('/order/getorder', { token: client.token });
  expect(orders).toHaveLength(3);
  expect(orders.map((order) => order.digitizing?.orderTitle).sort()).toEqual(TITLES);
  for (const order of orders) {
    expect(order.digitizing?.designCategory).toBe('Left Chest');
    expect(order.digitizing?.attachment).toHaveLength(1);
  }

  // Staff deliver one order; its ZIP lands in the deliveries folder without a click.
  const delivered = orders.find((order) => order.digitizing?.orderTitle === 'acme logo')!;
  await deliver(await signInAdmin(), delivered._id, { name: 'acme.dst', bytes: Buffer.from('stitches') });
  const zipPath = path.join(deliveries, 'acme logo', 'downloaded_files.zip');
  await expect
    .poll(() => listOrNothing(path.join(deliveries, 'acme logo')), { timeout: 30_000 })
    .toEqual(['downloaded_files.zip']);
  const zip = await JSZip.loadAsync(await readFile(zipPath));
  expect(Object.keys(zip.files)).toEqual(['acme.dst']);
  expect(await zip.file('acme.dst')!.async('string')).toBe('stitches');
  expect(host.revealed).toEqual([]);
});
