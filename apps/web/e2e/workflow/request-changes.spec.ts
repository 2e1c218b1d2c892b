import { expect, test } from '@playwright/test';
import {
  apiToken,
  checkAtWidths,
  E2E_ADMIN,
  localDay,
  makePng,
  placeOrder,
  registerClient,
  signedInPage,
  staffPost,
  upload,
} from './fixtures.ts';

/**
 * Issue 13, journey (c): the client asks for changes to a proof, with a comment; the order goes to
 * Revision Requested and the comment stays with the proof.
 */
test('requesting changes on a proof sends the order to Revision Requested', async ({ browser, request }) => {
  const client = await registerClient(request, 'Changes Client');
  const title = `Chenille patch ${Date.now().toString(36)}`;
  const order = await placeOrder(request, client.token, 'Patches', {
    orderTitle: title,
    patchCategory: 'Chenille Patch',
    backing: 'Iron on',
    designSize: { height: 3, width: 3 },
    quantity: 25,
    estimatedDeliveryDate: localDay(30),
    designColors: [],
    otherInstructions: '',
  });

  // Staff start it and send a proof (through the API: the console's side is journey (a)).
  const admin = await apiToken(request, E2E_ADMIN.email, E2E_ADMIN.password);
  await staffPost(request, admin, `${order._id}/status`, { status: 'In Progress', note: '' });
  const proof = await upload(request, admin, {
    name: 'chenille-proof.png',
    mimeType: 'image/png',
    buffer: makePng(48, [200, 60, 60]),
  });
  await staffPost(request, admin, `${order._id}/proofs`, { fileIds: [proof.id], note: 'First draft' });

  const panel = await signedInPage(browser, client, 390);
  await panel.goto(`/clientpanel/orders/Patches/${order._id}`);
  const proofs = panel.getByRole('region', { name: 'Proofs' });
  await expect(proofs.getByRole('img', { name: 'chenille-proof.png' })).toBeVisible();
  await proofs.getByRole('button', { name: 'Request changes' }).click();
  // The comment is required: sending without one says so and sends nothing.
  await proofs.getByRole('button', { name: 'Send change request' }).click();
  await expect(proofs.getByText('Please say what should change.')).toBeVisible();
  await proofs.getByLabel('What should change? (required)').fill('Make the letters gold, please.');
  await checkAtWidths(panel, 'the change request form', 'client-changes');
  await proofs.getByRole('button', { name: 'Send change request' }).click();
  await expect(proofs).toContainText('Changes requested');
  await expect(proofs).toContainText('Make the letters gold, please.');
  await expect(panel.getByText('Revision Requested').first()).toBeVisible();
  await panel.context().close();
});
