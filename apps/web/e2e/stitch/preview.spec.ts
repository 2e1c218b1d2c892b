import { expect, test, type Locator, type Page } from '@playwright/test';
import { encode } from '@stitchdesk/stitch/test/encoder';
import { expectNoSeriousViolations } from '@stitchdesk/shared/test/axe';
import { signIn } from '../support/accounts.ts';
import { clientWithDelivery, NAVY, patchDesign } from '../support/stitch-orders.ts';

/**
 * The stitch preview a client trusts: a delivered PES drawn in its threads' own colours (navy
 * reads navy), with the hoop, the millimetre grid and the quality check's places marked on demand,
 * and a sew-out that plays in a still frame.
 */

const PES = encode('PES', patchDesign());

/** The canvas's pixels as RGBA, read in the page. */
async function pixels(canvas: Locator): Promise<{ width: number; height: number; data: number[] }> {
  return canvas.evaluate((element: HTMLCanvasElement) => {
    const ctx = element.getContext('2d')!;
    const image = ctx.getImageData(0, 0, element.width, element.height);
    return { width: image.width, height: image.height, data: Array.from(image.data) };
  });
}

/** The most common opaque colour in the canvas's top left quarter (where the navy fill lies). */
function dominantColour({ width, height, data }: { width: number; height: number; data: number[] }) {
  const counts = new Map<string, number>();
  for (let y = 0; y < height / 2; y++)
    for (let x = 0; x < width / 2; x++) {
      const at = (y * width + x) * 4;
      if (data[at + 3] < 255) continue;
      const hex = `#${[0, 1, 2].map((c) => data[at + c].toString(16).padStart(2, '0')).join('')}`;
      counts.set(hex, (counts.get(hex) ?? 0) + 1);
    }
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0][0];
}

async function shots(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousViolations(page, `${name} at ${width} px`);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

test('the preview draws true colours, a hoop, a grid and marked findings, and plays in a still frame', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const client = await clientWithDelivery(request, { name: 'patch.pes', bytes: PES });
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, client.email, client.password);
  await page.goto(client.orderPath);
  const card = page
    .getByRole('list', { name: 'Delivered stitch files' })
    .getByRole('article', { name: 'Stitch file patch.pes' });
  await expect(card).toBeVisible();

  // The hoop is the client's (the default profile's 180 × 130 mm), the grid every 10 mm.
  await card.getByRole('button', { name: 'Hoop' }).click();
  await expect(card.getByRole('button', { name: 'Hoop' })).toHaveAttribute('aria-pressed', 'true');
  const canvas = card.getByRole('img', { name: 'Stitch preview of patch.pes' });
  await expect(canvas).toBeVisible();
  await expect(card.getByTestId('hoop')).toHaveAttribute('width', '180');
  await card.getByRole('button', { name: 'Hoop' }).click();
  await card.getByRole('button', { name: 'Grid' }).click();
  await expect(card.getByTestId('grid').getByText('20', { exact: true }).first()).toBeAttached();

  // Drawn as thread in its own colour: the navy fill reads navy, not a pale blue.
  await expect.poll(async () => dominantColour(await pixels(canvas))).toBe(NAVY);

  // The short stitches the quality check found are marked, and each place can be picked.
  const findings = card.getByRole('list', { name: 'Quality check of patch.pes' });
  const mark = findings.getByRole('button', { name: /^Mark on the preview: .*shorter than 0\.3 mm/ });
  await mark.click();
  await expect(mark).toHaveAttribute('aria-pressed', 'true');
  const places = card.getByRole('list', { name: 'Marked places of patch.pes' });
  await expect(places.getByRole('button')).not.toHaveCount(0);
  await places.getByRole('button').first().focus();
  await expect(card.locator('[data-testid="marker"][data-active="true"]')).toHaveCount(1);
  await card.getByRole('button', { name: 'Hoop' }).click();
  await shots(page, 'preview-hoop-grid-marks');
  await expect(page.locator('body')).not.toContainText(
    /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}|\d{4}-\d{2}-\d{2}T|\b[0-9a-f]{40,64}\b/,
  );

  // The sew-out: what is drawn only grows, in the frame of the whole design.
  await page.setViewportSize({ width: 390, height: 900 });
  await card.getByRole('button', { name: 'Hoop' }).click();
  const frame = await canvas.getAttribute('data-frame');
  await card.getByRole('button', { name: /^(Play|Replay) sew-out$/ }).click();
  const playing = card.getByRole('img', { name: /^patch\.pes sewn out to stitch/ });
  await expect(playing).toBeVisible();
  // The first frames may come before the first stitch is painted (a slow runner shows an empty
  // canvas for a moment): the early picture is the first one, mid-play, with thread on it.
  let early = await pixels(playing);
  await expect
    .poll(async () => {
      early = await pixels(playing);
      return early.data.filter((value, at) => at % 4 === 3 && value > 0).length;
    })
    .toBeGreaterThan(0);
  await expect
    .poll(async () => Number(await card.getByRole('slider', { name: 'Stitches sewn' }).inputValue()))
    .toBeGreaterThan(250);
  const later = await pixels(card.locator('canvas'));
  expect(await card.locator('canvas').getAttribute('data-frame')).toBe(frame);
  expect([later.width, later.height]).toEqual([early.width, early.height]);
  let drawn = 0;
  let kept = 0;
  for (let at = 3; at < early.data.length; at += 4) {
    if (early.data[at] === 0) continue;
    drawn++;
    if (later.data[at] > 0) kept++;
  }
  expect(drawn).toBeGreaterThan(0);
  // Every pixel drawn early is still drawn later: nothing moved or re-zoomed.
  expect(kept).toBe(drawn);
  await context.close();
});
