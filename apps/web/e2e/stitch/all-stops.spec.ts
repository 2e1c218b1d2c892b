import { expect, test } from '@playwright/test';
import { manyStopsDst } from '@stitchdesk/stitch/test/many-stops';
import { gotoApp } from '../support/app.ts';
import { newClientToken, signedInPage } from '../support/accounts.ts';
import { expectNoSeriousViolations } from '../site/accessibility.ts';

/**
 * A twelve-colour design: the order answer lists its first stops, and the client's "Show all 12
 * stops" fetches the rest, each with the thread of their chart.
 */
test('a client lists every stop of a twelve-colour design on their order page', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const client = {
    username: `Stops ${stamp}`,
    email: `stops-${stamp}@example.test`,
    password: 'client-password-1',
  };
  const auth = { Authorization: `Bearer ${await newClientToken(request, client)}` };
  const uploaded = await request.post('/api/v1/uploads', {
    headers: auth,
    multipart: {
      file: {
        name: 'twelve.dst',
        mimeType: 'application/octet-stream',
        buffer: Buffer.from(manyStopsDst(12, 6)),
      },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { url, name } = await uploaded.json();
  const placed = await request.post('/api/v1/order/createorder/Digitizing', {
    headers: auth,
    data: {
      digitizing: {
        orderTitle: `Twelve colours ${stamp}`,
        designName: 'Twelve colours',
        otherInstructions: '',
        designCategory: 'Left Chest',
        designSize: { height: 1, width: 1 },
        attachment: [{ url, name }],
      },
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const orderId: string = (await placed.json()).order._id;

  const page = await signedInPage(browser, client);
  await gotoApp(page, `/clientpanel/orders/Digitizing/${orderId}`);
  const card = page.getByRole('article', { name: 'Stitch file twelve.dst' });
  const stops = card.getByRole('list', { name: 'Colour sequence of twelve.dst' }).getByRole('listitem');
  await expect(stops).toHaveCount(4);
  await expect(card.getByText('and 8 more stops')).toBeVisible();

  const show = card.getByRole('button', { name: 'Show all 12 stops of twelve.dst' });
  await show.focus();
  await page.keyboard.press('Enter');
  await expect(stops).toHaveCount(12);
  await expect(stops.nth(11)).toContainText('Stop 12');
  await expect(stops.nth(11)).toContainText(/ΔE \d+\.\d/);
  await expect(card.getByRole('button', { name: 'Show fewer stops of twelve.dst' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expectNoSeriousViolations(page, 'the order page with every stop listed');
  await page.context().close();
});
