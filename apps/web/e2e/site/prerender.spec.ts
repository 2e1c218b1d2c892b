import { expect, test } from '@playwright/test';
import { DIGITIZING_PRICES, PATCH_PRICES, VECTOR_PRICES } from '@stitchdesk/shared';
import { PUBLIC_ROUTES } from './public-routes.ts';

/**
 * The public pages are prerendered HTML: without JavaScript each shows its header, heading, text
 * and (pricing) every price; each has its own title, description, canonical URL and previews;
 * unknown paths answer 404; sitemap.xml and robots.txt describe the site.
 */

/**
 * The page's HTML with the serialisation choices that mean nothing to a browser taken out: void
 * tags with or without " />", apostrophes as an entity or not (the build re-serialises its pages).
 */
function serialized(html: string): string {
  return html.replace(/\s*\/>/g, '>').replace(/&#(x27|39);/g, "'");
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of PUBLIC_ROUTES) {
    test(`${route.path} shows its heading, text, header and footer`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
      await expect(page.getByText(route.text, { exact: true }).first()).toBeVisible();
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }),
      ).toBeVisible();
      await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'Contact Us' })).toBeVisible();
      await expect(page.getByText('Loading Stitchdesk…')).toHaveCount(0);
    });
  }

  test('the price pages show every price', async ({ page }) => {
    const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;
    const expected: Record<string, number[]> = {
      '/pricing/digitizing': [
        ...DIGITIZING_PRICES.flat.map((row) => row.amount),
        ...DIGITIZING_PRICES.monthly.map((plan) => plan.price),
      ],
      '/pricing/vector': [
        ...VECTOR_PRICES.flat.map((row) => row.amount),
        ...VECTOR_PRICES.monthly.map((plan) => plan.price),
      ],
      '/pricing/patches': PATCH_PRICES.tiers.flatMap((tier) => [tier.standard, tier.printed]),
    };
    for (const [path, amounts] of Object.entries(expected)) {
      await page.goto(path);
      const text = await page.locator('main').innerText();
      for (const amount of amounts)
        expect(text, `${path} shows ${dollars(amount)}`).toContain(dollars(amount));
    }
  });
});

test('each page has its own title, description, canonical URL and link previews', async ({
  request,
  baseURL,
}) => {
  const titles = new Set<string>();
  for (const route of PUBLIC_ROUTES.filter((r) => r.path !== '/not-found')) {
    const html = serialized(await (await request.get(route.path)).text());
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
    expect(title, route.path).toBeTruthy();
    titles.add(title!);
    expect(html, route.path).toMatch(/<meta name="description" content="[^"]{40,}">/);
    expect(html, route.path).toContain(`<link rel="canonical" href="${baseURL}${route.path}">`);
    expect(html, route.path).toContain(`<meta property="og:url" content="${baseURL}${route.path}">`);
    expect(html, route.path).toContain(`<meta property="og:image" content="${baseURL}/og-image.png">`);
    expect(html, route.path).toContain('<meta name="twitter:card" content="summary_large_image">');
  }
  expect(titles.size).toBe(PUBLIC_ROUTES.length - 1);
  const image = await request.get('/og-image.png');
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
});

test('an unknown path answers 404 with the not-found page; the signed-in areas get the app', async ({
  request,
}) => {
  for (const path of ['/this/does/not/exist', '/services/embroidery', '/pricing/apparel']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    const html = serialized(await response.text());
    expect(html, path).toContain('Uh-oh!');
    expect(html, path).toContain("We can't find that page.");
  }
  for (const path of ['/clientpanel', '/clientpanel/profile', '/staff']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).toContain('Loading Stitchdesk…');
  }
});

test('sitemap.xml lists the public pages only; robots.txt closes the signed-in areas', async ({
  request,
  baseURL,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(locations).toEqual(
    PUBLIC_ROUTES.filter((route) => route.path !== '/not-found').map((route) => `${baseURL}${route.path}`),
  );
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /clientpanel');
  expect(robots).toContain('Disallow: /staff');
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});
