import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { encode } from '@stitchdesk/stitch/test/encoder';
import { sampleDesign } from '@stitchdesk/stitch/test/designs';
import { JANOME_CHART } from '@stitchdesk/stitch';
import JSZip from 'jszip';
import { gotoApp } from '../support/app.ts';
import { signedInPage } from '../support/accounts.ts';
import { registerClient } from '../workflow/fixtures.ts';
import { bearer, deliverAsStaff, placeOrder } from '../support/orders.ts';
import { expectNoSeriousViolations } from '@stitchdesk/shared/test/axe';

/**
 * Machine-ready deliveries: a client whose machines take PES and JEF (Janome threads, 4 needles),
 * staff deliver a DST, and the client's "Download Files" ZIP holds the DST, its PES and JEF
 * conversions and the production worksheet, whose text (poppler's pdftotext) names the needles
 * and the Janome thread codes.
 */

// 51 stitches in three colour blocks, 44.5 × 78.0 mm (1.75 × 3.07 in).
const DST = Buffer.from(encode('DST', sampleDesign()));

function pdfText(bytes: Uint8Array): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'worksheet-'));
  writeFileSync(path.join(dir, 'w.pdf'), bytes);
  execFileSync('pdftotext', ['-layout', path.join(dir, 'w.pdf'), path.join(dir, 'w.txt')]);
  return readFileSync(path.join(dir, 'w.txt'), 'utf8');
}

test('a PES + JEF client gets a delivered DST as DST, PES, JEF and a worksheet', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const client = await registerClient(request, 'Machines');
  const title = `Cap logo ${stamp}`;
  const token = client.token;
  const { _id: orderId } = await placeOrder(request, token, 'Digitizing', {
    orderTitle: title,
    designName: 'Cap logo',
    otherInstructions: 'Cap frame, tear-away backing',
    designCategory: 'Left Chest',
    designSize: { height: 3.07, width: 1.75 },
  });

  // The client sets their machines on the Profile page, by the labels.
  const page = await signedInPage(browser, client, { acceptDownloads: true });
  await gotoApp(page, '/clientpanel/profile');
  const machines = page.getByRole('region', { name: 'Machines' });
  await machines.getByRole('checkbox', { name: /^PES/ }).check();
  await machines.getByRole('checkbox', { name: /^JEF/ }).check();
  await machines.getByRole('checkbox', { name: /^DST/ }).uncheck();
  await machines.getByLabel('Needles').fill('4');
  await machines.getByLabel('Thread brand').selectOption('janome');
  await machines.getByRole('button', { name: 'Save machines' }).click();
  await expect(page.getByText('Machine settings saved')).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousViolations(page, `the profile's Machines section at ${width} px`);
    await page.screenshot({ path: test.info().outputPath(`profile-machines-${width}.png`), fullPage: true });
  }
  const profile = await (
    await request.get('/api/v1/user/machine-profile', { headers: bearer(token) })
  ).json();
  expect(profile).toMatchObject({ formats: ['PES', 'JEF'], needles: 4, threadChart: 'janome' });

  // Staff deliver a DST (not paid: delivering anyway is confirmed, as the console asks staff to).
  await deliverAsStaff(request, orderId, { name: 'cap-logo.dst', bytes: DST });

  // The client downloads the delivery.
  await gotoApp(page, `/clientpanel/orders/Digitizing/${orderId}`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Files' }).click(),
  ]);
  const zip = await JSZip.loadAsync(readFileSync(await download.path()));
  const names = Object.keys(zip.files).sort();
  expect(names).toEqual(['cap-logo-worksheet.pdf', 'cap-logo.dst', 'cap-logo.jef', 'cap-logo.pes']);
  expect(
    Buffer.from(await zip.file('cap-logo.pes')!.async('uint8array'))
      .subarray(0, 4)
      .toString('latin1'),
  ).toBe('#PES');
  const text = pdfText(await zip.file('cap-logo-worksheet.pdf')!.async('uint8array'));
  for (const expected of [
    'Production worksheet',
    `Client: ${client.username}`,
    'Cap logo',
    'Needle',
    'on 4 needles',
    'Cap frame, tear-away backing',
    'W 44.5 x H 78.0 mm',
  ])
    expect(text, text).toContain(expected);
  // Each stop names a Janome thread by its code.
  const codes = JANOME_CHART.threads.map((t) => t.code);
  const rows = text.split('\n').filter((line) => /^\s*\d+\s+\d+\s+Janome /.test(line));
  expect(rows.length, text).toBe(3);
  for (const row of rows) expect(codes).toContain(row.match(/Janome (\S+)/)![1]);
  expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}|[0-9a-f]{8}-[0-9a-f]{4}-/);
  await page.context().close();
});
