import { expect, test, type Page } from '@playwright/test';
import { newClient, newClientDetails } from './public-routes.ts';

/**
 * Issue 29, item 1: on a phone (CPU slowed down 4×, a slow mobile network) a person acts the
 * instant a control is visible, before the app has taken over the prerendered page, and what they
 * did takes effect. The page's boot script (which loads the app) is held back until the test has
 * acted, so every action lands in the window before the app, however fast this machine is; each
 * test checks that the app really was not there yet. No password may ever appear in a URL.
 */

test.use({ viewport: { width: 390, height: 844 } });
test.setTimeout(120_000);

/** 4× CPU slowdown, 150 ms round trips, 1.6 Mbit/s down and 750 kbit/s up. */
async function slowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

/** True once React holds #root (hydrateRoot has run). */
function appInControl(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
  });
}

/**
 * Opens `path` on a slow phone with the app's boot script held back, and collects every request
 * URL. `startApp()` checks the app has not taken over yet, then lets the boot script through.
 */
async function openBeforeTheApp(page: Page, path: string) {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/boot-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await slowPhone(page);
  await page.goto(path, { waitUntil: 'commit' });
  return {
    urls,
    async startApp() {
      expect(await appInControl(page), 'the test acted before the app had taken over').toBe(false);
      release();
    },
  };
}

function expectNoPasswordInUrls(urls: readonly string[], password: string): void {
  expect(urls.filter((url) => decodeURIComponent(url).includes(password))).toEqual([]);
  expect(urls.filter((url) => /[?&]password=/.test(url))).toEqual([]);
}

test('login: e-mail and password typed and Enter pressed at once end signed in', async ({
  page,
  request,
}) => {
  const client = await newClient(request, 'FirstPaint');
  const visit = await openBeforeTheApp(page, '/login');
  await page.getByLabel('Email').fill(client.email);
  await page.getByLabel('Password').fill(client.password);
  await page.getByLabel('Password').press('Enter');
  // Told to wait, on the same page, with what they typed still there.
  await expect(page.getByRole('status').filter({ hasText: 'One moment…' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Email')).toHaveValue(client.email);
  await visit.startApp();

  await expect(page.getByText('Login successfull!')).toBeVisible({ timeout: 60_000 });
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  // The header's account actions (inside the phone menu at this width) say so.
  await expect(page.getByRole('link', { name: 'Go to Dashboard', includeHidden: true })).toBeAttached();
  await expect(page.getByText('One moment…')).toHaveCount(0);
  expectNoPasswordInUrls(visit.urls, client.password);
});

test('register: the form sent at once creates the account and goes to Login', async ({ page, request }) => {
  const client = newClientDetails('FirstPaintNew');
  const visit = await openBeforeTheApp(page, '/register');
  await page.getByLabel('Username').fill(client.username);
  await page.getByLabel('Email Address').fill(client.email);
  await page.getByLabel('Password').fill(client.password);
  await page.getByRole('button', { name: 'Register' }).click();
  await visit.startApp();

  await expect(page.getByText('Registration successful!')).toBeVisible({ timeout: 60_000 });
  await expect(page).toHaveURL(/\/login$/);
  const login = await request.post('/api/v1/user/login', {
    data: { email: client.email, password: client.password },
  });
  expect(login.status()).toBe(200);
  expectNoPasswordInUrls(visit.urls, client.password);
});

test('quote: the form sent at once is delivered', async ({ page }) => {
  const visit = await openBeforeTheApp(page, '/getquote');
  await page.getByLabel('Name').fill('Quick Visitor');
  await page.getByLabel('Email').fill('quick-visitor@example.test');
  await page.getByLabel('Select Service').selectOption('vector');
  await page.getByLabel('Message').fill('A left-chest logo, 3.5 inches wide, for 40 polo shirts.');
  const sent = page.waitForRequest(
    (req) => req.method() === 'POST' && new URL(req.url()).pathname.endsWith('/api/v1/quotes'),
  );
  await page.getByRole('button', { name: 'Send Message' }).click();
  await visit.startApp();

  const body = (await sent).postDataJSON() as Record<string, string>;
  expect(body).toMatchObject({
    name: 'Quick Visitor',
    email: 'quick-visitor@example.test',
    services: 'vector',
    message: 'A left-chest logo, 3.5 inches wide, for 40 polo shirts.',
  });
  await expect(page.getByText('Message sent successfully!').first()).toBeVisible({ timeout: 60_000 });
  await expect(page).toHaveURL(/\/$/);
});

test('FAQ: a question tapped at once opens', async ({ page }) => {
  const visit = await openBeforeTheApp(page, '/faq');
  const faq = page.getByRole('region', { name: 'Questions and answers' });
  await faq.getByRole('button').nth(3).click();
  await visit.startApp();

  await expect(faq.getByRole('button').nth(3)).toHaveAttribute('aria-expanded', 'true', { timeout: 60_000 });
  await expect(faq.getByText('the minimum for custom patches is 10 pieces', { exact: false })).toBeVisible();
  await expect(faq.getByText(/Revisions are free until you are satisfied/)).toBeHidden();
});

test('home: the carousel arrows tapped at once move it, in order', async ({ page }) => {
  const visit = await openBeforeTheApp(page, '/');
  const carousel = page.getByRole('region', { name: 'Client testimonials' });
  await carousel.getByRole('button', { name: 'Next' }).click();
  await carousel.getByRole('button', { name: 'Next' }).click();
  await carousel.getByRole('button', { name: 'Previous' }).click();
  await visit.startApp();

  await expect(carousel.getByRole('group', { name: '2 of 4' })).toBeVisible({ timeout: 60_000 });
});

test('the phone menu tapped at once opens', async ({ page }) => {
  const visit = await openBeforeTheApp(page, '/pricing');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await visit.startApp();

  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible({ timeout: 60_000 });
});
