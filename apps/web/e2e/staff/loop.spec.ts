import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signedInPage } from '../support/accounts.ts';
import { placeOrder, registerClient } from '../workflow/fixtures.ts';
import JSZip from 'jszip';
import { expectAccessible } from '../panel/fixtures.ts';
import { E2E_ADMIN, makePdf, makePng } from './fixtures.ts';

/**
 * The whole order loop across both sides: a client places an order, staff start it and deliver two
 * files through the console, and the client is notified, sees the completed order with both
 * previews and downloads the delivered files as downloaded_files.zip.
 */

const PNG = makePng(64, [47, 111, 237]);
const PDF = makePdf('Stitchdesk delivery proof');

test('a client order goes through the staff console and comes back completed with its files', async ({
  browser,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const client = await registerClient(request, 'Loop Client');
  const title = `Loop logo ${stamp}`;

  // The client registers and places a digitizing order through the API, as the panel does.
  const clientToken = client.token;
  const { _id: orderId } = await placeOrder(request, clientToken, 'Digitizing', {
    orderTitle: title,
    otherInstructions: 'Left chest, three colours',
    designCategory: 'Left Chest',
    designSize: { height: 3.5, width: 4 },
  });

  // Staff: sign in on the same login page and work the order in the console.
  const staff = await signedInPage(browser, E2E_ADMIN);
  if (!new URL(staff.url()).pathname.startsWith('/staff')) await staff.goto('/staff');
  await expect(staff.getByRole('heading', { name: 'Order queue' })).toBeVisible();
  await staff.getByLabel('Search').fill(title);
  await staff.getByRole('button', { name: 'Search' }).click();
  await staff.getByRole('link', { name: title }).click();
  await expect(staff).toHaveURL(new RegExp(`/staff/orders/${orderId}$`));
  await expect(staff.getByRole('img', { name: 'artwork.png' })).toBeVisible();

  await staff.getByRole('button', { name: 'Move to In Progress' }).click();
  await expect(staff.getByRole('button', { name: 'Move to Completed' })).toBeDisabled();
  await staff.getByLabel('Choose files to deliver').setInputFiles([
    { name: 'final.png', mimeType: 'image/png', buffer: PNG },
    { name: 'final.pdf', mimeType: 'application/pdf', buffer: PDF },
  ]);
  await expect(staff.getByRole('progressbar', { name: 'Upload progress of final.png' })).toBeVisible();
  await staff.getByRole('button', { name: 'Deliver 2 files' }).click();
  // The order is not paid: releasing it asks first, and the confirmation goes in the history.
  await staff
    .getByRole('alertdialog', { name: 'Money is still owed' })
    .getByRole('button', { name: 'Continue with balance owed' })
    .click();
  await expect(staff.getByText('No further moves from Completed.')).toBeVisible();
  await expect(staff.getByRole('img', { name: 'final.png' })).toBeVisible();
  await expect(staff.getByRole('link', { name: 'View PDF final.pdf' })).toBeVisible();
  const history = staff.getByRole('region', { name: 'History' });
  await expect(history.getByText('In Progress → Completed')).toBeVisible();
  await expectAccessible(staff, 'the staff order page');
  await staff.context().close();

  // The client: notified, sees the completed order with both previews, downloads both files.
  const page = await signedInPage(browser, client, { acceptDownloads: true });
  await page.goto('/clientpanel');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(
    page
      .getByRole('region', { name: 'Notifications' })
      .getByText(`Your order ${title} is completed — your files are ready`),
  ).toBeVisible();

  await page.goto(`/clientpanel/orders/Digitizing/${orderId}`);
  await expect(page.getByRole('heading', { name: 'Congratulation Your Order Completed' })).toBeVisible();
  const preview = page.getByRole('list', { name: 'Completed files' }).getByRole('img', { name: 'final.png' });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
  await expect(page.getByRole('link', { name: 'View PDF final.pdf' })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Files' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('downloaded_files.zip');
  const zip = await JSZip.loadAsync(await readFile(await download.path()));
  expect(Object.keys(zip.files).sort()).toEqual(['final.pdf', 'final.png']);
  expect(Buffer.from(await zip.file('final.png')!.async('uint8array')).equals(PNG)).toBe(true);
  expect(Buffer.from(await zip.file('final.pdf')!.async('uint8array')).equals(PDF)).toBe(true);
  await page.context().close();
});
