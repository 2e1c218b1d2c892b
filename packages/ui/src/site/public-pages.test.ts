import { describe, expect, it } from 'vitest';
import {
  documentTitle,
  htmlFileOf,
  pageHeadTags,
  PUBLIC_PAGES,
  robotsTxt,
  sitemapXml,
  type PublicPage,
} from './public-pages.ts';

const ORIGIN = 'https://shop.example';
const SPEC_PATHS = [
  '/',
  '/aboutus',
  '/faq',
  '/getquote',
  '/login',
  '/register',
  '/services',
  '/services/digitizing',
  '/services/vector',
  '/services/patches',
  '/pricing',
  '/pricing/digitizing',
  '/pricing/vector',
  '/pricing/patches',
  '/not-found',
];
/** Pages opened from e-mailed links (issue 36), beside the spec's. */
const ACCOUNT_LINK_PATHS = ['/forgot-password', '/reset-password', '/confirm-email', '/accept-invitation'];

describe('PUBLIC_PAGES', () => {
  it('holds every public route of the spec once, and no signed-in area', () => {
    expect(PUBLIC_PAGES.map((page) => page.path).sort()).toEqual(
      [...SPEC_PATHS, ...ACCOUNT_LINK_PATHS].sort(),
    );
  });

  it('gives each page its own title and a description', () => {
    const titles = PUBLIC_PAGES.map((page) => documentTitle(page.title));
    expect(new Set(titles).size).toBe(PUBLIC_PAGES.length);
    for (const page of PUBLIC_PAGES) expect(page.description.length, page.path).toBeGreaterThan(20);
  });

  it('names titles as the tab shows them', () => {
    expect(documentTitle("FAQ's")).toBe("FAQ's · Stitchdesk");
    expect(documentTitle()).toBe('Stitchdesk — Embroidery digitizing, vector art and custom patches');
  });

  it('places each page in its own index.html', () => {
    expect(htmlFileOf('/')).toBe('index.html');
    expect(htmlFileOf('/pricing/vector')).toBe('pricing/vector/index.html');
  });
});

describe('pageHeadTags()', () => {
  const pricing = PUBLIC_PAGES.find((page) => page.path === '/pricing')!;

  it('has the description, canonical URL, Open Graph and Twitter card of the page', () => {
    const tags = pageHeadTags(pricing, ORIGIN);
    expect(tags).toContain(`<meta name="description" content="${pricing.description}" />`);
    expect(tags).toContain('<link rel="canonical" href="https://shop.example/pricing" />');
    expect(tags).toContain('<meta property="og:title" content="Pricing · Stitchdesk" />');
    expect(tags).toContain('<meta property="og:url" content="https://shop.example/pricing" />');
    expect(tags).toContain('<meta property="og:image" content="https://shop.example/og-image.png" />');
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(tags).toContain('<meta name="twitter:title" content="Pricing · Stitchdesk" />');
  });

  it('escapes what it puts in attributes', () => {
    const page: PublicPage = {
      path: '/faq',
      title: 'Q&A "quoted" <b>',
      description: "It's <here>",
      listed: true,
    };
    const tags = pageHeadTags(page, ORIGIN);
    expect(tags).toContain('content="Q&amp;A &quot;quoted&quot; &lt;b&gt; · Stitchdesk"');
    expect(tags).toContain('content="It&#39;s &lt;here&gt;"');
    expect(tags).not.toMatch(/<b>|<here>/);
  });

  it("preloads the home page's hero poster, its largest paint, and nothing elsewhere", () => {
    const home = pageHeadTags(
      PUBLIC_PAGES.find((page) => page.path === '/')!,
      ORIGIN,
    );
    expect(home).toContain(
      '<link rel="preload" as="image" href="/media/hero-poster.jpg" fetchpriority="high" />',
    );
    expect(pageHeadTags(pricing, ORIGIN)).not.toContain('rel="preload"');
  });

  it('keeps the not-found page out of search results', () => {
    const tags = pageHeadTags(
      PUBLIC_PAGES.find((page) => page.path === '/not-found')!,
      ORIGIN,
    );
    expect(tags).toContain('<meta name="robots" content="noindex" />');
    expect(tags).not.toContain('rel="canonical"');
  });
});

describe('sitemapXml() and robotsTxt()', () => {
  it('lists every public page but the not-found page, absolute', () => {
    const locations = [...sitemapXml(ORIGIN).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(
      SPEC_PATHS.filter((path) => path !== '/not-found').map((path) => `${ORIGIN}${path}`),
    );
    expect(sitemapXml(ORIGIN)).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
  });

  it('allows the site, disallows the signed-in areas and names the sitemap', () => {
    expect(robotsTxt(ORIGIN)).toBe(
      'User-agent: *\nAllow: /\nDisallow: /clientpanel\nDisallow: /staff\n\nSitemap: https://shop.example/sitemap.xml\n',
    );
  });
});
