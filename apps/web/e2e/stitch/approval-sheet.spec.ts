import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { encode } from '@stitchdesk/stitch/test/encoder';
import { sampleDesign } from '@stitchdesk/stitch/test/designs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { gotoApp } from '../support/app.ts';
import { signedInPage } from '../support/accounts.ts';
import { registerClient } from '../workflow/fixtures.ts';
import { placeOrder, upload } from '../support/orders.ts';
import { E2E_ADMIN } from '../support/admin.ts';
import { expectNoSeriousViolations } from '@stitchdesk/shared/test/axe';

/**
 * A stitch file from delivery to approval: staff deliver a DST whose size is off the order's (so
 * the console asks for a confirmation), the client sees its preview, facts and colour sequence and
 * downloads the approval sheet, whose text the test reads back from the PDF.
 */

// A real Tajima file written by the stitch package's test encoder: 51 stitches in three colour
// blocks, 44.5 × 78.0 mm (1.75 × 3.07 in).
const DST = Buffer.from(encode('DST', sampleDesign()));
const WIDTHS = [390, 1280];

/** Axe (serious/critical) and a full-page screenshot at each width, back at 1280 px afterwards. */
async function checkAtWidths(page: Page, where: string, shot: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousViolations(page, `${where} at ${width} px`);
    await page.screenshot({ path: test.info().outputPath(`${shot}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function pdfText(file: string): Promise<string> {
  const standardFontDataUrl = path.join(
    path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
    'standard_fonts/',
  );
  const doc = await getDocument({ data: new Uint8Array(await readFile(file)), standardFontDataUrl }).promise;
  expect(doc.numPages).toBe(1);
  const content = await (await doc.getPage(1)).getTextContent();
  return content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
}

test('staff deliver a DST, the client sees it and downloads its approval sheet', async ({
  browser,
  request,
}) => {
  // Two browser contexts, axe at two widths on two pages and a PDF built in the page: on the
  // shared two-core machine this takes about a minute, the default limit.
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const client = await registerClient(request, 'Stitch');
  const title = `Crest ${stamp}`;

  const token = client.token;
  const uploaded = await upload(request, token, {
    name: 'sketch.dst',
    mimeType: 'application/octet-stream',
    buffer: DST,
  });
  expect(uploaded.body.stitch).toMatchObject({ format: 'DST', stitches: 51, colors: 3 });
  const { _id: orderId, number: orderNumber } = await placeOrder(
    request,
    token,
    'Digitizing',
    {
      orderTitle: title,
      designName: 'Club crest',
      otherInstructions: 'Left chest',
      designCategory: 'Left Chest',
      designSize: { height: 3, width: 2 },
    },
    uploaded,
  );

  // Staff: the client's DST shows with its facts; the delivered one is checked against 2 × 3 in.
  const staff = await signedInPage(browser, E2E_ADMIN);
  await gotoApp(staff, `/staff/orders/${orderId}`);
  await expect(
    staff
      .getByRole('list', { name: "Client's stitch files" })
      .getByRole('article', { name: 'Stitch file sketch.dst' }),
  ).toBeVisible();
  await staff.getByRole('button', { name: 'Move to In Progress' }).click();
  await expect(staff.getByRole('button', { name: 'Move to Completed' })).toBeDisabled();
  await staff
    .getByLabel('Choose files to deliver')
    .setInputFiles([{ name: 'crest.dst', mimeType: 'application/octet-stream', buffer: DST }]);
  const toDeliver = staff.getByRole('list', { name: 'Files to deliver' });
  await expect(
    toDeliver.getByText(
      /^Size differs from the order by more than 5%: 1\.75 × 3\.07 in stitched, 2\.00 × 3\.00 in ordered/,
    ),
  ).toBeVisible();
  await expect(staff.getByRole('button', { name: 'Deliver 1 file' })).toBeDisabled();
  await checkAtWidths(staff, 'the staff order page with a flagged stitch file', 'staff-deliver');
  await toDeliver.getByRole('checkbox', { name: /^Deliver crest\.dst anyway/ }).check();
  await staff.getByRole('button', { name: 'Deliver 1 file' }).click();
  // The order is not paid: releasing it asks first, and the confirmation goes in the history.
  await staff
    .getByRole('alertdialog', { name: 'Money is still owed' })
    .getByRole('button', { name: 'Continue with balance owed' })
    .click();
  await expect(staff.getByText('No further moves from Completed.')).toBeVisible();
  // The confirmation is in the history (the entry names who delivered).
  await expect(
    staff.getByRole('region', { name: 'History' }).getByText(/Size difference confirmed for crest\.dst/),
  ).toBeVisible();
  await staff.context().close();

  // The client: the delivered DST with its preview, facts and colour sequence.
  const page = await signedInPage(browser, client, { acceptDownloads: true });
  await gotoApp(page, `/clientpanel/orders/Digitizing/${orderId}`);
  const card = page
    .getByRole('list', { name: 'Delivered stitch files' })
    .getByRole('article', { name: 'Stitch file crest.dst' });
  await expect(card).toBeVisible();
  const preview = card.getByRole('img', { name: 'Stitch preview of crest.dst' });
  await expect
    .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(card.getByRole('definition')).toHaveText([
    'DST',
    '51',
    '3',
    '2',
    // Two long moves of three DST jumps each; the jumps spelling a trim are read as the trim.
    '6',
    '44.5 × 78.0 mm (1.75 × 3.07 in)',
    // The client's machines are the default ones: 800 stitches a minute.
    '30 s at 800 stitches/min',
    /^\d+\.\d{2} m top, \d+\.\d{2} m bobbin$/,
  ]);
  await expect(
    card.getByRole('list', { name: 'Colour sequence of crest.dst' }).getByRole('listitem'),
  ).toHaveCount(3);
  await expect(card.getByText(/^DST files carry no thread colours/)).toBeVisible();
  await card.getByRole('button', { name: 'Zoom in' }).click();
  await card.getByRole('button', { name: 'Play sew-out' }).click();
  await expect(card.getByRole('slider', { name: 'Stitches sewn' })).toBeVisible();
  await checkAtWidths(page, 'the client order page with a delivered stitch file', 'client-order');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'Download approval sheet of crest.dst' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('crest-dst-approval-sheet.pdf');
  const text = await pdfText(await download.path());
  for (const expected of [
    'Stitchdesk',
    title,
    `Order #${orderNumber}`,
    'Club crest',
    'crest.dst',
    'DST',
    '51',
    'W 44.5 x H 78.0 mm',
    'W 1.75 x H 3.07 in',
    // The same sew-out as the order page.
    '30 s',
    'at 800 stitches/min',
    'Approved as shown',
  ]) {
    expect(text, `approval sheet text: ${text}`).toContain(expected);
  }
  // People read the order's number; its id stays in URLs.
  expect(text).not.toContain(orderId);
  await page.context().close();
});
