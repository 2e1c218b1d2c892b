import { expect, test } from '@playwright/test';
import { manyStopsDst } from '@stitchdesk/stitch/test/many-stops';
import { gotoApp } from '../support/app.ts';
import { expectNoSeriousViolations } from '@stitchdesk/shared/test/axe';
import { signIn } from '../support/accounts.ts';
import { clientWithDelivery } from '../support/stitch-orders.ts';

/**
 * A twelve-colour design delivered: the order answer lists its first stops, and the client's
 * "Show all 12 stops" fetches the rest, each with the thread of their chart.
 */
test('a client lists every stop of a twelve-colour design on their order page', async ({ page, request }) => {
  test.setTimeout(90_000);
  const client = await clientWithDelivery(request, { name: 'twelve.dst', bytes: manyStopsDst(12, 6) });
  await signIn(page, client.email, client.password);
  await gotoApp(page, client.orderPath);
  const card = page.getByRole('article', { name: 'Stitch file twelve.dst' });
  const stops = card.getByRole('list', { name: 'Colour sequence of twelve.dst' }).getByRole('listitem');
  await expect(stops).toHaveCount(4);
  await expect(card.getByText('and 8 more stops')).toBeVisible();

  const show = card.getByRole('button', { name: 'Show all 12 stops of twelve.dst' });
  await show.focus();
  await page.keyboard.press('Enter');
  await expect(stops).toHaveCount(12);
  await expect(stops.nth(11)).toContainText('Stop 12');
  // The thread of their chart by brand, code and name: a client never reads a colour difference.
  await expect(stops.nth(11)).toContainText(/Brother \d+ \S/);
  await expect(stops.nth(11)).not.toContainText('ΔE');
  await expect(card.getByRole('button', { name: 'Show fewer stops of twelve.dst' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expectNoSeriousViolations(page, 'the order page with every stop listed');
});
