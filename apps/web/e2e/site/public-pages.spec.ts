import { expect, test, type Page } from '@playwright/test';
import { gotoApp } from '../support/app.ts';
import { expectNoSeriousViolations } from '@stitchdesk/shared/test/axe';

/**
 * Every public route renders the spec's texts inside the header and footer of the site, and none has
 * a serious or critical accessibility violation (axe).
 */

async function expectSiteFrame(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  for (const column of ['Quick Links', 'Services', 'Contact Us'])
    await expect(footer.getByRole('heading', { name: column })).toBeVisible();
}

async function open(page: Page, path: string, heading: string | RegExp) {
  await gotoApp(page, path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expectSiteFrame(page);
}

/** A card of a price list: the list item under its heading. */
function priceCard(page: Page, heading: string) {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: heading, exact: true }) });
}

/** Each plan's card shows its price and what it includes. */
async function expectPlans(
  page: Page,
  plans: readonly (readonly [plan: string, price: string, includes: string])[],
) {
  for (const [plan, price, includes] of plans) {
    const card = priceCard(page, plan);
    await expect(card).toContainText(price);
    await expect(card).toContainText(includes);
  }
}

test.describe('public pages', () => {
  test('home: hero with GET FREE QUOTE, services, testimonials, top seller, book your next project', async ({
    page,
  }) => {
    await open(page, '/', /Embroidery files that stitch out/);
    await expect(page.getByRole('link', { name: 'GET FREE QUOTE' })).toHaveAttribute('href', '/getquote');

    const video = page.locator('video');
    await expect(video).toHaveAttribute('poster', '/media/hero-poster.jpg');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThan(0);
    expect(await video.evaluate((v: HTMLVideoElement) => [v.playbackRate, v.muted, v.loop])).toEqual([
      0.4,
      true,
      true,
    ]);

    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    const order = ['We Offer Best Services', 'What Our Clients Say', 'Top Seller', 'Book Your Next Project'];
    expect(headings.filter((text) => order.includes(text))).toEqual(order);

    const services = page.getByRole('region', { name: 'We Offer Best Services' });
    for (const [title, path] of [
      ['Embroidery Digitizing', '/services/digitizing'],
      ['Vector Art', '/services/vector'],
      ['Custom Patches', '/services/patches'],
    ]) {
      await expect(services.getByRole('link', { name: new RegExp(title) })).toHaveAttribute('href', path);
    }

    const carousel = page.getByRole('region', { name: 'Client testimonials' });
    await expect(carousel.getByText('Sarah Mitchell')).toBeVisible();
    await carousel.getByRole('button', { name: 'Previous' }).click();
    await expect(carousel.getByText("James O'Connor")).toBeVisible();
    await carousel.getByRole('button', { name: 'Next' }).click();
    await expect(carousel.getByText('Sarah Mitchell')).toBeVisible();
    await expect(carousel.getByRole('button', { name: /^Show testimonial from/ })).toHaveCount(4);

    await expect(page.getByRole('region', { name: 'Top Seller' }).getByRole('img')).toHaveCount(3);
    const book = page.getByRole('region', { name: 'Book Your Next Project' });
    for (const point of ['Flexible Options', 'Competitive Pricing Structures', 'Value for Money'])
      await expect(book.getByRole('heading', { name: point })).toBeVisible();
    await expect(book.getByRole('complementary')).toBeVisible();

    await expectNoSeriousViolations(page, '/');
  });

  test('header turns frosted past 10 px of scroll', async ({ page }) => {
    await open(page, '/faq', 'Frequently Asked Questions');
    const header = page.locator('header');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 10));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    expect(await header.evaluate((h) => getComputedStyle(h).backdropFilter)).toContain('blur');
  });

  test('about us: counters reach 10+, 1547+ and 999+', async ({ page }) => {
    await open(page, '/aboutus', 'The people behind Stitchdesk');
    const counters = page.getByTestId('counter-value');
    await counters.first().scrollIntoViewIfNeeded();
    await expect(counters).toHaveText(['10+', '1547+', '999+'], { timeout: 10_000 });
    await expectNoSeriousViolations(page, '/aboutus');
  });

  test("FAQ's: five items, one open at a time, the open one closes on click", async ({ page }) => {
    await open(page, '/faq', 'Frequently Asked Questions');
    const faq = page.getByRole('region', { name: 'Questions and answers' });
    const questions = faq.getByRole('button');
    await expect(questions).toHaveCount(5);
    await expect(faq.getByText(/Revisions are free until you are satisfied/)).toBeVisible();

    await questions.nth(3).click();
    await expect(
      faq.getByText('the minimum for custom patches is 10 pieces', { exact: false }),
    ).toBeVisible();
    await expect(faq.getByText(/Revisions are free until you are satisfied/)).toBeHidden();
    await expect(questions.nth(3)).toHaveAttribute('aria-expanded', 'true');

    await questions.nth(3).click();
    for (let i = 0; i < 5; i++) await expect(questions.nth(i)).toHaveAttribute('aria-expanded', 'false');

    await questions.nth(1).click();
    await expect(faq.getByText(/completed within about an hour.*Super Rush/)).toBeVisible();
    await questions.nth(2).click();
    await expect(
      faq.getByText(/4 business days of production plus 3 to 4 business days of shipping/),
    ).toBeVisible();
    await questions.nth(4).click();
    await expect(faq.getByText(/50% advance payment of the total agreed amount/)).toBeVisible();
    await expectNoSeriousViolations(page, '/faq');
  });

  test('get quote: Name, Email, Select Service and Message', async ({ page }) => {
    await open(page, '/getquote', 'Get a Free Quote');
    await expect(page.getByLabel('Name')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
    await expect(page.getByLabel('Select Service')).toHaveValue('digitizing');
    await expect(page.getByLabel('Select Service').locator('option')).toHaveText([
      'digitizing',
      'vector',
      'Custom-Apparel',
      'Custom-Patches',
    ]);
    await expect(page.getByLabel('Message')).toBeVisible();
    await expectNoSeriousViolations(page, '/getquote');
  });

  test('login and register: their fields, and empty fields refused without a request', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });

    await open(page, '/login', 'Login');
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByLabel('Password')).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please fill in all fields');
    await expectNoSeriousViolations(page, '/login');

    await open(page, '/register', 'Register');
    await expect(page.getByLabel('Username')).toBeVisible();
    await expect(page.getByLabel('Email Address')).toHaveAttribute('type', 'text');
    await expect(page.getByLabel('Password')).toHaveAttribute('type', 'password');
    await page.getByLabel('Username').fill('Someone');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please fill in all fields');
    await expectNoSeriousViolations(page, '/register');
    expect(posts).toEqual([]);
  });

  test('services: the overview and each service with its offerings and Place Orders', async ({ page }) => {
    await open(page, '/services', /Everything between your idea/);
    await expectNoSeriousViolations(page, '/services');

    const services = [
      [
        'digitizing',
        'Embroidery Digitizing',
        'Digitizing',
        ['Left Chest', 'Hat and Cap', 'Jacket Back', '3D Puff', 'Applique Cut'],
      ],
      [
        'vector',
        'Vector Art',
        'Vector',
        [
          'Raster to Vector',
          'DTF and DTG Vectors',
          'Color Separations',
          'Halftone Vectors',
          'Mockups and Proofs',
        ],
      ],
      [
        'patches',
        'Custom Patches',
        'Patches',
        ['Embroidery', 'Woven Patches and Tags', 'Leather', 'Chenille', 'Sublimation', 'PVC'],
      ],
    ] as const;
    for (const [slug, title, label, offerings] of services) {
      await open(page, `/services/${slug}`, title);
      const list = page.getByRole('region', { name: `${title} Services` });
      await expect(list.getByRole('heading', { level: 3 })).toHaveText([...offerings]);
      const placeOrders = page.getByRole('link', { name: 'Place Orders' });
      expect(await placeOrders.count()).toBeGreaterThan(0);
      for (const link of await placeOrders.all())
        await expect(link).toHaveAttribute('href', `/clientpanel/neworder/${label}`);
      await expectNoSeriousViolations(page, `/services/${slug}`);
    }
  });

  test('pricing: the overview and the three price lists with every figure', async ({ page }) => {
    await open(page, '/pricing', 'Simple, flat-rate pricing');
    await expectNoSeriousViolations(page, '/pricing');

    await open(page, '/pricing/vector', 'Vector Art Pricing');
    for (const text of [
      'Regular',
      '$10',
      'Standard',
      '$15',
      'DTF, DTG, separations',
      'Complex',
      '$25',
      'Halftone, detailed, engraving',
    ])
      await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
    await expectPlans(page, [
      ['Silver', '$500', '50 designs'],
      ['Gold', '$800', '100 designs'],
      ['Diamond', '$1,000', '150 designs'],
      ['Platinum', '$2,000', 'Personal designer, unlimited designs'],
    ]);
    await expectNoSeriousViolations(page, '/pricing/vector');

    await open(page, '/pricing/digitizing', 'Embroidery Digitizing Pricing');
    for (const [name, price] of [
      ['Standard left chest, caps, hats', '$10'],
      ['3D puff and applique left chest and caps', '$12'],
      ['Jacket backs', '$30'],
      ['Jacket back digitizing', '$25 to $30'],
    ]) {
      const card = priceCard(page, name);
      await expect(card).toContainText(price);
    }
    await expectPlans(page, [
      ['Silver', '$500', '50 left chests and 10 jacket backs'],
      ['Gold', '$800', '80 left chests and 15 jacket backs'],
      ['Diamond', '$1,000', '120 left chests and 30 jacket backs'],
      ['Platinum', '$2,000', 'Unlimited'],
    ]);
    await expect(page.getByText('Flat rates, unlimited stitches').first()).toBeVisible();
    await expectNoSeriousViolations(page, '/pricing/digitizing');

    await open(page, '/pricing/patches', 'Custom Patches Pricing');
    await expect(page.getByText('Up to 6 inches, free shipping').first()).toBeVisible();
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveText([
      /Quantity\s*Embroidery, chenille, woven, leather\s*Sublimation and PVC/,
      /10 pcs\s*\$90\s*\$110/,
      /25 pcs\s*\$110\s*\$130/,
      /50 pcs\s*\$150\s*\$180/,
      /100 pcs\s*\$190\s*\$220/,
      /200 pcs\s*\$250\s*\$280/,
    ]);
    await expectNoSeriousViolations(page, '/pricing/patches');
  });

  test('unknown service types and unknown paths lead to the not-found page', async ({ page }) => {
    for (const path of ['/services/embroidery', '/pricing/apparel']) {
      await gotoApp(page, path);
      await expect(page).toHaveURL(/\/not-found$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Uh-oh!' })).toBeVisible();
      await expect(page.getByText("We can't find that page.")).toBeVisible();
    }
    await open(page, '/this/does/not/exist', 'Uh-oh!');
    await expect(page).toHaveURL(/\/this\/does\/not\/exist$/);
    await expectNoSeriousViolations(page, '/not-found');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
