import { expect, test } from '@playwright/test';
import {
  checkAtWidths,
  E2E_ADMIN,
  localDay,
  makePdf,
  makePng,
  registerClient,
  signedInPage,
  valueOf,
} from './fixtures.ts';

/**
 * Issue 13, journey (a), with issue 26's order page: a client orders 50 embroidery patches in the
 * panel; staff see the published price ($150), the due countdown, and the checklist production
 * waits on (proof approved ✗, deposit paid ✗ $75.00 owed) with the button disabled; they record a
 * $75 deposit and send a proof; the client approves it and the dates appear; staff then take the
 * order through In Production, ship it with a UPS tracking number and complete it without files;
 * the client sees the tracking link.
 */
test('patch order: price, deposit, proof, approval, dates, production to completion', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const client = await registerClient(request, 'Patch Client');
  const title = `Club patch ${Date.now().toString(36)}`;

  // The client orders through the panel's form.
  const panel = await signedInPage(browser, client);
  await panel.goto('/clientpanel/neworder/Patches');
  await panel.getByLabel('Order Title').fill(title);
  await panel.getByLabel('Patch Category').selectOption('Embroidery Patch');
  await panel.getByLabel('Backing').selectOption('Velcro');
  await panel.getByLabel('Design Width (inches)').fill('3');
  await panel.getByLabel('Design Height (inches)').fill('3');
  await panel.getByLabel('Quantity').fill('50');
  // Asking for a date sooner than production plus shipping can meet, to see the page say so.
  await panel.getByLabel('Delivery Date').fill(localDay(1));
  await panel
    .getByLabel('Files')
    .setInputFiles([{ name: 'patch.png', mimeType: 'image/png', buffer: makePng(32, [30, 90, 200]) }]);
  // Where the patches go (issue 36): a new address, typed in the form.
  const shipTo = panel.getByRole('group', { name: 'Ship to' });
  await shipTo.getByLabel('A new address').check();
  await shipTo.getByLabel('Full name').fill('Pat Receiver');
  await shipTo.getByLabel('Address line 1').fill('500 Market Street');
  await shipTo.getByLabel('City').fill('San Francisco');
  await shipTo.getByLabel('State or region (optional)').fill('CA');
  await shipTo.getByLabel('Postal code').fill('94105');
  await shipTo.getByLabel('Country').selectOption('US');
  await checkAtWidths(panel, 'the patches form with a new ship-to address', 'patches-ship-to');
  await panel.getByRole('button', { name: 'Place Order' }).click();
  await expect(panel.getByRole('heading', { name: 'Your Order is Confirmed' })).toBeVisible();

  // Staff find it and see the price from the table.
  const staff = await signedInPage(browser, E2E_ADMIN);
  await staff.goto(`/staff?q=${encodeURIComponent(title)}`);
  await staff.getByRole('link', { name: title }).click();
  await expect(staff).toHaveURL(/\/staff\/orders\/[0-9a-f-]{36}$/);
  const orderPath = new URL(staff.url()).pathname;
  const orderId = orderPath.split('/').pop()!;
  const price = staff.getByRole('region', { name: 'Price' });
  await expect(valueOf(price, 'Price')).toHaveText('$150.00');
  await expect(valueOf(price, 'Deposit due')).toHaveText('$75.00');

  // The header keeps the clock; production shows what it waits on, and cannot be pressed yet.
  const header = staff.locator('header', { has: staff.getByRole('heading', { level: 1 }) });
  await expect(header).toContainText(/#\d+/);
  await expect(header).toContainText(/due in \d|Overdue by \d/);
  await expect(header).toContainText('Deposit due: $75.00');
  await staff.getByRole('button', { name: 'Move to In Progress' }).click();
  const status = staff.getByRole('region', { name: 'Status' });
  const checklist = status.getByRole('list', { name: 'What In Production needs' });
  await expect(checklist).toContainText('Proof approved');
  await expect(checklist).toContainText('Deposit paid');
  await expect(checklist).toContainText('$75.00 owed');
  await expect(status.getByRole('button', { name: 'Move to In Production' })).toBeDisabled();

  // A $75 deposit, in dollars, by bank transfer.
  const payments = staff.getByRole('region', { name: 'Payments' });
  await payments.getByLabel('Amount received (US dollars)').fill('75');
  await payments.getByLabel('Method').selectOption('bank-transfer');
  await payments.getByLabel('Reference (optional)').fill(`TR-${orderId.slice(0, 8)}`);
  await payments.getByRole('button', { name: 'Record payment' }).click();
  await expect(payments.getByRole('list', { name: 'Payments' })).toContainText('$75.00');
  await expect(price.getByText('Deposit due')).toHaveCount(0);
  await expect(checklist).not.toContainText('owed');

  // The proof: a picture and a PDF with a note.
  const proofs = staff.getByRole('region', { name: 'Proofs' });
  await proofs.getByLabel(/Proof files/).setInputFiles([
    { name: 'proof.png', mimeType: 'image/png', buffer: makePng(64, [20, 160, 90]) },
    { name: 'proof.pdf', mimeType: 'application/pdf', buffer: makePdf('Patch proof') },
  ]);
  await proofs.getByLabel('Note for the client (optional)').fill('Thread colours as agreed.');
  await proofs.getByRole('button', { name: 'Send proof to the client' }).click();
  const orderHeader = staff.locator('header', { has: staff.getByRole('heading', { level: 1 }) });
  await expect(orderHeader.getByText('Awaiting Approval', { exact: true })).toBeVisible();
  await expect(staff.getByRole('region', { name: 'Status' }).getByRole('alert')).toHaveCount(0);
  await expect(proofs.getByRole('img', { name: 'proof.png' })).toBeVisible();
  await checkAtWidths(staff, 'the staff order page with a proof', 'staff-order');

  // The client sees the proof, price, paid and balance, and approves.
  await panel.goto(`/clientpanel/orders/Patches/${orderId}`);
  const priceBox = panel.getByRole('region', { name: 'Price and payments' });
  await expect(valueOf(priceBox, 'Price')).toHaveText('$150.00');
  await expect(valueOf(priceBox, 'Paid')).toHaveText('$75.00');
  await expect(valueOf(priceBox, 'Balance')).toHaveText('$75.00');
  await expect(priceBox).not.toContainText('deposit due');
  // For goods the due time is the day they ship.
  await expect(panel.getByText(/^Ships by:/)).toBeVisible();
  await expect(panel.getByText(/^Due by:/)).toHaveCount(0);
  const clientProofs = panel.getByRole('region', { name: 'Proofs' });
  await expect(clientProofs.getByRole('img', { name: 'proof.png' })).toBeVisible();
  await expect(clientProofs.getByRole('link', { name: 'View PDF proof.pdf' })).toBeVisible();
  await expect(clientProofs).toContainText('Thread colours as agreed.');
  await checkAtWidths(panel, 'the client order page with a proof to approve', 'client-proof');
  await clientProofs.getByRole('button', { name: 'Approve proof' }).click();
  await panel.getByRole('button', { name: 'Yes, approve the proof' }).click();
  await expect(clientProofs).toContainText('Approved');
  const dates = panel.getByRole('region', { name: 'Delivery dates' });
  await expect(dates).toContainText('Estimated ship date');
  await expect(dates).toContainText('Estimated delivery');
  await expect(dates.getByRole('note')).toContainText('later than the date you asked for');
  await checkAtWidths(panel, 'the client order page after approval', 'client-approved');

  // Staff: production once the checklist is met, shipping with tracking, completion without files.
  await staff.reload();
  await expect(checklist).not.toContainText('No proof');
  await staff.getByRole('button', { name: 'Move to In Production' }).click();
  await expect(status.getByRole('button', { name: 'Move to Shipped' })).toBeDisabled();
  await status.getByLabel('Carrier').selectOption('UPS');
  await expect(staff.getByRole('region', { name: 'Ship to' })).toContainText('500 Market Street');
  await expect(status).toContainText('Ships to: Pat Receiver, 500 Market Street, San Francisco, CA, 94105');
  await status.getByLabel('Tracking number').fill('1Z999AA10123456784');
  await checkAtWidths(staff, 'the staff order page before shipping', 'staff-order-shipping');
  await status.getByRole('button', { name: 'Move to Shipped' }).click();
  // $75 is still owed: staff confirm shipping anyway, and again for completing.
  const owed = staff.getByRole('alertdialog', { name: 'Money is still owed' });
  await expect(owed).toContainText('This order still has $75.00 owed');
  await owed.getByRole('button', { name: 'Continue with balance owed' }).click();
  await expect(status.getByRole('button', { name: 'Move to Completed' })).toBeEnabled();
  await status.getByRole('button', { name: 'Move to Completed' }).click();
  await owed.getByRole('button', { name: 'Continue with balance owed' }).click();
  await expect(staff.getByText('No further moves from Completed.')).toBeVisible();
  const history = staff.getByRole('region', { name: 'History' });
  await expect(history.getByText('In Production → Shipped')).toBeVisible();
  await expect(history).toContainText('Shipped with UPS, tracking 1Z999AA10123456784');
  await expect(history.getByText('Shipped → Completed')).toBeVisible();
  await expect(history.getByText(/Continued with \$75\.00 owed/)).toHaveCount(2);
  // A proof's approval names its files by hash: shortened, with a copy button, never the whole 64 digits.
  await expect(history).toContainText(/sha256:[0-9a-f]{8}…/);
  await expect(history).not.toContainText(/[0-9a-f]{64}/);
  const wide = await staff.evaluate(() => document.documentElement.scrollWidth);
  expect(wide).toBeLessThanOrEqual(1280);
  await checkAtWidths(staff, 'the completed staff order page', 'staff-order-completed');
  await staff.goto('/staff');
  await checkAtWidths(staff, 'the staff queue', 'staff-queue');

  await panel.reload();
  const shipment = panel.getByRole('region', { name: 'Shipment' });
  await expect(shipment).toContainText('1Z999AA10123456784');
  await expect(shipment.getByRole('link', { name: /Track your parcel with UPS/ })).toHaveAttribute(
    'href',
    'https://www.ups.com/track?tracknum=1Z999AA10123456784',
  );
  await expect(panel.getByText(/^Ships by:|^Due by:/)).toHaveCount(0);
  await checkAtWidths(panel, 'the client order page with its shipment', 'client-shipped');
  await panel.reload();
  await expect(panel.getByText('Completed').first()).toBeVisible();
  await staff.context().close();
  await panel.context().close();
});
