import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import { waitForApp } from '../support/app.ts';
import { newClientToken, PUBLIC_ROUTES } from './public-routes.ts';

/**
 * With JavaScript: the prerendered pages hydrate without a warning or error in the console (and
 * keep the server's DOM rather than redrawing it), and no route, public or /clientpanel, ever shows
 * an empty #root between the loading line and the page, even on a CPU slowed down 4×.
 */

/** Console warnings and errors, and uncaught errors, from the moment the page opens. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'warning' && message.type() !== 'error') return;
    // The browser reports the 404 status of the not-found page itself; that status is the point.
    const fromNotFoundDocument =
      /status of 404/.test(message.text()) && new URL(message.location().url).pathname === '/not-found';
    if (!fromNotFoundDocument) problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Remembers the page's h1 as the server sent it, before any script has run. */
function rememberServerHeading(page: Page) {
  return page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        (window as unknown as { serverH1: Element | null }).serverH1 = document.querySelector('h1');
    });
  });
}

for (const route of PUBLIC_ROUTES) {
  test(`${route.path} hydrates its prerendered HTML with a clean console`, async ({ page }) => {
    const problems = collectProblems(page);
    await rememberServerHeading(page);
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    // Hydrated: the app answers (the mobile menu button toggles), on the very h1 the server sent.
    const serverHeadingKept = await page.evaluate(
      () => (window as unknown as { serverH1: Element | null }).serverH1 === document.querySelector('h1'),
    );
    expect(serverHeadingKept, 'hydration kept the server DOM').toBe(true);
    await page.setViewportSize({ width: 390, height: 800 });
    await page.getByRole('button', { name: /open menu/i }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(problems).toEqual([]);
  });
}

test('signed in, the header switches to Go to Dashboard after hydration, with a clean console', async ({
  page,
  request,
}) => {
  const token = await newClientToken(request, 'Hydrate');
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
  const problems = collectProblems(page);
  await page.goto('/pricing');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Go to Dashboard' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);
  await page.goto('/clientpanel');
  await expect(page.getByRole('navigation', { name: 'Client panel' })).toBeAttached();
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});

test.describe('on a CPU slowed down 4×', () => {
  test.setTimeout(180_000);

  /**
   * Samples #root on every mutation and every animation frame from before the first byte is
   * parsed; records each moment it is empty (no text at all) once it has had content.
   */
  async function watchRoot(page: Page) {
    await page.addInitScript(() => {
      const state = { samples: 0, hadContent: false, empty: [] as number[] };
      (window as unknown as { rootWatch: typeof state }).rootWatch = state;
      const sample = () => {
        const root = document.getElementById('root');
        if (!root) return;
        state.samples += 1;
        const blank = (root.textContent ?? '').trim() === '';
        if (!blank) state.hadContent = true;
        else if (state.hadContent || document.readyState !== 'loading')
          state.empty.push(Math.round(performance.now()));
      };
      new MutationObserver(sample).observe(document, { childList: true, subtree: true, characterData: true });
      const frame = () => {
        sample();
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
  }

  async function throttle(page: Page) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  }

  async function expectNeverEmpty(page: Page, where: string) {
    const watch = await page.evaluate(
      () => (window as unknown as { rootWatch: { samples: number; empty: number[] } }).rootWatch,
    );
    expect(watch.samples, `${where}: #root was sampled`).toBeGreaterThan(5);
    expect(watch.empty, `${where}: moments (ms) #root was empty`).toEqual([]);
  }

  test('no public route ever shows an empty #root', async ({ page }) => {
    const problems = collectProblems(page);
    await watchRoot(page);
    await throttle(page);
    for (const route of PUBLIC_ROUTES) {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNeverEmpty(page, route.path);
    }
    expect(problems).toEqual([]);
  });

  test('/clientpanel never shows an empty #root, at phone width too', async ({ page, request }) => {
    const token = await newClientToken(request, 'Throttled');
    await page.addInitScript((value) => localStorage.setItem('token', value), token);
    const problems = collectProblems(page);
    await watchRoot(page);
    await throttle(page);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/clientpanel');
      await expect(page.getByRole('link', { name: 'Stitchdesk client panel' }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNeverEmpty(page, `/clientpanel at ${width} px`);
    }
    expect(problems).toEqual([]);
  });
});
