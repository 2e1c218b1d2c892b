import { copyFile, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { createClient } from './api.ts';
import { APP_DIR, launchApp, newProfile, signIn, skipWithoutElectron } from './app.ts';

skipWithoutElectron();

const ARTWORK = path.join(APP_DIR, 'build', 'icon-256.png');

test('attaches files dropped into the hot folder to the open new-order form', async () => {
  const user = await createClient();
  const artworkDir = await mkdtemp(path.join(os.tmpdir(), 'stitchdesk-artwork-'));
  const { app, page } = await launchApp(await newProfile());
  await signIn(page, user);

  // The OS folder picker cannot be driven by a test; answer it from the main process instead.
  await app.evaluate(({ dialog }, folder) => {
    dialog.showOpenDialog = async () => ({ canceled: false, filePaths: [folder] });
  }, artworkDir);
  await page.goto('app://stitchdesk/clientpanel/settings');
  await page.getByRole('button', { name: 'Choose artwork folder…' }).click();
  await expect(page.getByText(artworkDir)).toBeVisible();

  // Dropped while no order form is open: waits in the tray.
  await copyFile(ARTWORK, path.join(artworkDir, 'early-logo.png'));
  const tray = page.getByRole('region', { name: 'Incoming artwork', exact: true });
  await expect(tray.getByText('early-logo.png')).toBeVisible({ timeout: 15_000 });

  // Opening a form takes it from the tray.
  await page.goto('app://stitchdesk/clientpanel/neworder/Digitizing');
  const chosen = page.getByRole('list', { name: 'Chosen files' });
  await expect(chosen.getByText('early-logo.png')).toBeVisible({ timeout: 15_000 });

  // Dropped while the form is open: attached straight away; temp files are not.
  await copyFile(ARTWORK, path.join(artworkDir, 'jacket-back.png.crdownload'));
  await copyFile(ARTWORK, path.join(artworkDir, 'jacket-back.png'));
  await expect(chosen.getByText('jacket-back.png', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('jacket-back.png.crdownload')).toHaveCount(0);

  // Each can be removed before submitting.
  await page.getByRole('button', { name: 'Remove early-logo.png' }).click();
  await expect(chosen.getByText('early-logo.png')).toHaveCount(0);
  await expect(chosen.getByText('jacket-back.png', { exact: true })).toBeVisible();
  await app.close();
});
