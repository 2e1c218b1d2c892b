import { expect, test, type Locator } from '@playwright/test';
import {
  bearer,
  checkAtWidths,
  E2E_ADMIN,
  makePng,
  placeOrder,
  registerClient,
  signedInPage,
} from './fixtures.ts';

/** Writes `text` in the thread's `box` with a one-colour picture, sends it, and sees the picture in the thread. */
async function sendWithPicture(
  thread: Locator,
  box: string,
  text: string,
  picture: { name: string; rgb: [number, number, number] },
) {
  await thread.getByLabel(box).fill(text);
  await thread
    .getByLabel('Pictures or files (optional)')
    .setInputFiles([{ name: picture.name, mimeType: 'image/png', buffer: makePng(48, picture.rgb) }]);
  await thread.getByRole('button', { name: 'Send message' }).click();
  await expect(thread.getByRole('img', { name: picture.name })).toBeVisible();
}

/**
 * Issue 26: a client and the shop exchange messages with pictures on an order; My Orders marks the
 * order that waits for the client; the invoice opens by its link; the client orders it again
 * through the form, fields and artwork carried over.
 */
test('messages with a picture both ways, My Orders’ marker, the invoice, and Order again', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const client = await registerClient(request, 'Message Client');
  const title = `Crest ${Date.now().toString(36)}`;
  const order = await placeOrder(request, client.token, 'Digitizing', {
    orderTitle: title,
    designCategory: 'Left Chest',
    designSize: { height: 3, width: 4 },
    otherInstructions: 'Navy thread',
  });

  // The client writes with a picture.
  const panel = await signedInPage(browser, client);
  await panel.goto(`/clientpanel/orders/Digitizing/${order._id}`);
  const clientThread = panel.getByRole('region', { name: 'Messages' });
  await sendWithPicture(clientThread, 'Message to the shop', 'Can the red be darker? See the picture.', {
    name: 'red.png',
    rgb: [200, 20, 20],
  });

  // Staff see it marked new, with the picture, and answer with one.
  const staff = await signedInPage(browser, E2E_ADMIN);
  await staff.goto(`/staff/orders/${order._id}`);
  const staffThread = staff.getByRole('region', { name: 'Messages' });
  await expect(staffThread.getByText('Can the red be darker? See the picture.')).toBeVisible();
  await expect(staffThread.getByText('New', { exact: true })).toBeVisible();
  await expect(staffThread.getByRole('img', { name: 'red.png' })).toBeVisible();
  await sendWithPicture(staffThread, 'Message to the client', 'Here is the darker red.', {
    name: 'darker.png',
    rgb: [120, 10, 10],
  });
  await checkAtWidths(staff, 'the staff order page with messages', 'staff-messages');
  await staff.context().close();

  // My Orders marks the order as waiting for the client, and "Needs me" keeps it.
  await panel.goto('/clientpanel');
  const row = panel.getByRole('row').filter({ has: panel.getByRole('link', { name: title, exact: true }) });
  await expect(row.getByText(/Action needed: reply to a message/)).toBeVisible();
  await expect(row.getByText(/^Due /)).toBeVisible();
  await panel.getByLabel(/Needs me/).check();
  await expect(row).toBeVisible();
  await checkAtWidths(panel, 'My Orders with an order that needs the client', 'my-orders');
  await panel.getByLabel(/Needs me/).uncheck();

  // The reply is on the order page, marked new; the invoice opens by its link.
  await row.getByRole('link', { name: title, exact: true }).click();
  const thread = panel.getByRole('region', { name: 'Messages' });
  await expect(thread.getByText('Here is the darker red.')).toBeVisible();
  await expect(thread.getByText('New', { exact: true })).toBeVisible();
  await expect(thread.getByRole('img', { name: 'darker.png' })).toBeVisible();
  const invoice = panel.getByRole('link', { name: 'Download invoice (PDF)' });
  const invoiceUrl = await invoice.getAttribute('href');
  const pdf = await request.get(invoiceUrl!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await checkAtWidths(panel, 'the client order page with messages', 'client-messages');

  // Order again: the form starts from this order, the client changes the title and places it.
  await panel.getByRole('link', { name: 'Order again' }).click();
  await expect(panel.getByLabel('Order Title')).toHaveValue(title);
  await expect(panel.getByText('artwork.png')).toBeVisible();
  await panel.getByLabel('Order Title').fill(`${title} again`);
  await panel.getByRole('button', { name: 'Place Order' }).click();
  await expect(panel.getByRole('heading', { name: 'Your Order is Confirmed' })).toBeVisible();
  const list = await request.get('/api/v1/order/getorder', { headers: bearer(client.token) });
  const again = (
    (await list.json()) as {
      digitizing: { orderTitle: string; attachment: unknown[]; otherInstructions: string };
    }[]
  )
    .map((o) => o.digitizing)
    .find((block) => block.orderTitle === `${title} again`);
  expect(again).toMatchObject({ otherInstructions: 'Navy thread' });
  expect(again!.attachment).toHaveLength(1);
  await panel.context().close();
});
