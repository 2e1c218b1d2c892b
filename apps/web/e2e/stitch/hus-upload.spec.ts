import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { sampleDesign } from '@stitchdesk/stitch/test/designs';
import { encode } from '@stitchdesk/stitch/test/encoder';
import { expectNoSeriousViolations } from '@stitchdesk/shared/test/axe';
import JSZip from 'jszip';
import { gotoApp } from '../support/app.ts';
import { signedInPage } from '../support/accounts.ts';
import { bearer, deliverAsStaff } from '../support/orders.ts';
import { registerClient } from '../workflow/fixtures.ts';

/**
 * A Husqvarna/Viking client (issue 37): the HUS they attach to an order is read like the older
 * formats (preview, facts, colour sequence in their thread brand), and a HUS that staff deliver
 * comes as the formats of the client's machines. On a phone the thread names are whole.
 */

// 51 stitches in three colour blocks, 44.5 × 78.0 mm (1.75 × 3.07 in), from the test encoder (the HUS layout, LZH-compressed).
const HUS = Buffer.from(encode('HUS', sampleDesign()));

/** Every thread line of the colour sequence fits its box: nothing is cut off or ellipsised. */
async function threadLinesFit(page: Page, name: string): Promise<string[]> {
  const list = page.getByRole('list', { name: `Colour sequence of ${name}` }).first();
  await expect(list).toBeVisible();
  return list
    .locator('li span.block')
    .evaluateAll((spans) =>
      spans
        .filter((span) => span.scrollWidth > span.clientWidth + 1 || span.textContent!.includes('…'))
        .map((span) => span.textContent ?? ''),
    );
}

test('a HUS attached by the client shows its preview and facts, and a delivered HUS comes in their formats', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const client = await registerClient(request, 'Viking');
  const saved = await request.put('/api/v1/user/machine-profile', {
    headers: bearer(client.token),
    data: { formats: ['PES', 'VP3'], needles: 6, threadChart: 'janome' },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  const page = await signedInPage(browser, client, { acceptDownloads: true });
  await gotoApp(page, '/clientpanel/neworder/digitizing');
  await page.getByLabel('Order Title').fill(`Viking patch ${stamp}`);
  await page.getByLabel('Design Category').selectOption('Left Chest');
  await page.getByLabel('Design Width (inches)').fill('1.75');
  await page.getByLabel('Design Height (inches)').fill('3.07');
  await page
    .getByLabel('Files')
    .setInputFiles([{ name: 'viking.hus', mimeType: 'application/octet-stream', buffer: HUS }]);
  await expect(page.getByText('viking.hus')).toBeVisible();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.getByRole('link', { name: /#\d+/ }).first().click();
  await expect(page).toHaveURL(/\/clientpanel\/orders\/Digitizing\//);
  const orderPath = new URL(page.url()).pathname;
  const orderId = orderPath.split('/').at(-1)!;

  // Read as a stitch file: drawn, counted and named in the client's thread brand.
  const attached = page
    .getByRole('list', { name: 'Attached stitch files' })
    .getByRole('article', { name: 'Stitch file viking.hus' });
  await expect(attached.getByRole('img', { name: 'Stitch preview of viking.hus' })).toBeVisible();
  await expect(attached.getByText('51', { exact: true })).toBeVisible();
  const sequence = attached.getByRole('list', { name: 'Colour sequence of viking.hus' });
  await expect(sequence.getByRole('listitem')).toHaveCount(3);
  await expect(sequence.getByText(/^Janome \S+ /).first()).toBeVisible();
  // A client reads brand, code and name: never a hex code or a colour distance.
  expect(await sequence.innerText()).not.toMatch(/#[0-9a-f]{6}|ΔE/i);

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await threadLinesFit(page, 'viking.hus'), `thread names cut off at ${width} px`).toEqual([]);
    await expectNoSeriousViolations(page, `the order with a HUS at ${width} px`);
    await page.screenshot({ path: test.info().outputPath(`hus-order-${width}.png`), fullPage: true });
  }

  // Staff deliver a HUS; the client's ZIP holds it, its PES and VP3 and the worksheet.
  await deliverAsStaff(request, orderId, { name: 'viking-final.hus', bytes: HUS }, { confirmQuality: true });
  await gotoApp(page, orderPath);
  await expect(
    page.getByRole('list', { name: 'Delivered stitch files' }).getByRole('article', {
      name: 'Stitch file viking-final.hus',
    }),
  ).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Files' }).click(),
  ]);
  const zip = await JSZip.loadAsync(readFileSync((await download.path())!));
  expect(Object.keys(zip.files).sort()).toEqual([
    'viking-final-worksheet.pdf',
    'viking-final.hus',
    'viking-final.pes',
    'viking-final.vp3',
  ]);
  const pes = await zip.file('viking-final.pes')!.async('uint8array');
  expect(Buffer.from(pes.subarray(0, 4)).toString('latin1')).toBe('#PES');
  const vp3 = await zip.file('viking-final.vp3')!.async('uint8array');
  expect(Buffer.from(vp3.subarray(0, 5)).toString('latin1')).toBe('%vsm%');
  await page.context().close();
});
