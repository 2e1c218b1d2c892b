import { access, mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import { expect, test } from '@playwright/test';
import { createClient, createOrderWithAttachment } from './api.ts';
import { APP_DIR, launchApp, newProfile, signIn, skipWithoutElectron } from './app.ts';

skipWithoutElectron();

const ARTWORK = path.join(APP_DIR, 'build', 'icon-256.png');
const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

test('saves the attachments ZIP into the deliveries folder without overwriting', async () => {
  const user = await createClient();
  const orderId = await createOrderWithAttachment(user, {
    title: 'E2E Caps',
    filePath: ARTWORK,
    fileName: 'cap-logo.png',
  });
  const deliveries = await mkdtemp(path.join(os.tmpdir(), 'stitchdesk-deliveries-'));
  const { app, page } = await launchApp(await newProfile({ deliveriesFolder: deliveries }));
  // Revealing the file would open a file manager on the test machine; record it instead.
  await app.evaluate(({ shell }) => {
    const revealed: string[] = [];
    (globalThis as { revealed?: string[] }).revealed = revealed;
    shell.showItemInFolder = (fullPath: string) => void revealed.push(fullPath);
  });
  await signIn(page, user);

  await page.goto(`app://stitchdesk/clientpanel/orders/Digitizing/${orderId}`);
  const download = page.getByRole('button', { name: 'Download ZIP' });
  await download.click();
  const first = path.join(deliveries, 'E2E Caps', 'attachments.zip');
  await expect.poll(() => exists(first), { timeout: 15_000 }).toBe(true);

  const zip = await JSZip.loadAsync(await readFile(first));
  expect(Object.keys(zip.files)).toEqual(['cap-logo.png']);
  expect(Buffer.from(await zip.file('cap-logo.png')!.async('uint8array'))).toEqual(await readFile(ARTWORK));

  await expect(download).toBeEnabled();
  await download.click();
  await expect
    .poll(() => exists(path.join(deliveries, 'E2E Caps', 'attachments (2).zip')), { timeout: 15_000 })
    .toBe(true);
  expect(await app.evaluate(() => (globalThis as { revealed?: string[] }).revealed)).toEqual([
    first,
    path.join(deliveries, 'E2E Caps', 'attachments (2).zip'),
  ]);
  await app.close();
});
