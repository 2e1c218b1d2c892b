import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Order } from '@stitchdesk/shared';
import { call, createClient } from './support/api.ts';
import { attachDesktopHost } from './support/desktop-host.ts';
import { chooseArtworkFolder, signInToPanel } from './support/panel.ts';

/*
 * Limits (issue 15 item 6), run once by hand, not in CI:
 *   HOTFOLDER_MEASURE=1 npm run test:e2e:chromium -w @stitchdesk/desktop
 * 500 files dropped at once into a preset's folder with automatic placing on: all become orders,
 * a few at a time, while the tray shows progress. Prints the times; asserts no duration.
 */
const COUNT = Number(process.env.HOTFOLDER_FILES ?? 500);
const ICON = path.resolve(import.meta.dirname, '../build/icon-256.png');

test(`${COUNT} files dropped at once into a preset folder all become orders`, async ({ page }) => {
  const client = await createClient();
  await call('/user/presets', {
    method: 'POST',
    token: client.token,
    body: JSON.stringify({
      name: 'Bulk caps',
      service: 'Digitizing',
      fields: { designCategory: 'Left Chest', designSize: { height: 2, width: 3 } },
    }),
  });
  const artwork = await mkdtemp(path.join(os.tmpdir(), 'stitchdesk-hot-folder-500-'));
  const host = await attachDesktopHost(page, {
    deliveriesFolder: await mkdtemp(path.join(os.tmpdir(), 'stitchdesk-deliveries-')),
  });
  await signInToPanel(page, client);
  await chooseArtworkFolder(page, host, artwork);
  await page.getByLabel('Place orders from preset folders automatically').click();
  await expect(page.getByLabel('Place orders from preset folders automatically')).toBeChecked();
  const folder = path.join(artwork, 'Bulk caps');
  await expect.poll(() => readdir(artwork).catch(() => [])).toContain('Bulk caps');

  const icon = await readFile(ICON);
  const started = Date.now();
  await Promise.all(
    Array.from({ length: COUNT }, (_, i) =>
      writeFile(
        path.join(folder, `logo-${String(i).padStart(3, '0')}.png`),
        Buffer.concat([icon, Buffer.from(String(i))]),
      ),
    ),
  );
  const tray = page.getByRole('region', { name: 'Incoming artwork' });
  await expect(tray.getByText(/^Placing: \d+ of \d+ placed/)).toBeVisible({ timeout: 60_000 });
  const marks: string[] = [];
  let lastPlaced = -1;
  await expect
    .poll(
      async () => {
        const text = (await tray.getByRole('status').textContent()) ?? '';
        const placed = Number(/(?:Placing: |Placed )(\d+)/.exec(text)?.[1] ?? 0);
        if (placed !== lastPlaced && placed % 50 === 0)
          marks.push(`${placed} placed at ${((Date.now() - started) / 1000).toFixed(1)} s`);
        lastPlaced = placed;
        return text;
      },
      { timeout: 35 * 60_000, intervals: [1000] },
    )
    .toBe(`Placed ${COUNT} of ${COUNT}`);
  const seconds = (Date.now() - started) / 1000;
  const placedDir = path.join(artwork, 'Placed');
  const [day] = await readdir(placedDir);
  expect(await readdir(path.join(placedDir, day))).toHaveLength(COUNT);
  expect(await readdir(folder)).toEqual([]);
  const orders = await call<Order[]>('/order/getorder', { token: client.token });
  expect(orders).toHaveLength(COUNT);
  console.log(`[measure] ${COUNT} files → ${COUNT} orders in ${seconds.toFixed(1)} s\n${marks.join('\n')}`);
  await host.close();
});
