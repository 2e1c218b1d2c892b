import { PRIVATE_AREAS, PUBLIC_SERVICE_SLUGS, type PublicServiceSlug } from '@stitchdesk/shared';
import { BRAND } from '@stitchdesk/shared/brand';
import { HERO_POSTER } from './home/HeroVideo.tsx';
import { SERVICE_CARDS } from './services/service-cards.ts';

/**
 * The public pages prerendered at build (apps/web/scripts/prerender.ts), with what each says about
 * itself to search engines and link previews. The sitemap lists them (not /not-found); the signed-in
 * areas (/clientpanel, /staff) are never here.
 */
export interface PublicPage {
  path: string;
  /** The page's own name; the document title adds the brand (documentTitle). */
  title?: string;
  description: string;
  /** In sitemap.xml. */
  listed: boolean;
  /** An image the page's largest paint needs, fetched before the parser finds it. */
  preloadImage?: string;
}

/** The browser tab's name: "FAQ's · Stitchdesk"; the home page is the brand and its tagline. */
export function documentTitle(title?: string): string {
  return title ? `${title} · ${BRAND.name}` : `${BRAND.name} — ${BRAND.tagline}`;
}

const SERVICE_DESCRIPTIONS: Record<PublicServiceSlug, string> = {
  digitizing:
    'Hand-digitized embroidery files for left chest, caps, jacket backs, 3D puff and appliqué, in every major machine format, usually within the hour.',
  vector:
    'Raster to vector conversion, DTF and DTG vectors, color separations and halftones: print-ready artwork at flat rates.',
  patches:
    'Custom embroidered, woven, chenille, PVC, leather and printed patches at package prices that fall per piece as your quantity grows.',
};

const PRICING_DESCRIPTIONS: Record<PublicServiceSlug, string> = {
  digitizing:
    'Embroidery digitizing prices by design size, published up front, plus monthly plans for shops with steady work.',
  vector: 'Vector art at three flat rates by complexity, and monthly contracts for a steady flow of artwork.',
  patches: 'Custom patch prices for six styles by size and quantity, with the per-piece price at every step.',
};

export const PUBLIC_PAGES: readonly PublicPage[] = [
  // The hero video's poster: a <video> poster is not found by the browser's preload scanner.
  { path: '/', description: BRAND.blurb, listed: true, preloadImage: HERO_POSTER },
  {
    path: '/aboutus',
    title: 'About Us',
    description:
      'Who we are: a team of embroidery digitizers and vector artists preparing production-ready files for print and apparel shops.',
    listed: true,
  },
  {
    path: '/faq',
    title: "FAQ's",
    description:
      'Answers about turnaround, file formats, revisions, payment and orders for embroidery digitizing, vector art and custom patches.',
    listed: true,
  },
  {
    path: '/getquote',
    title: 'Get a Free Quote',
    description:
      'Tell us about your design and get a free quote for digitizing, vector art or custom patches.',
    listed: true,
  },
  {
    path: '/login',
    title: 'Login',
    description: `Sign in to your ${BRAND.name} client panel to place orders, follow them and download your files.`,
    listed: true,
  },
  {
    path: '/register',
    title: 'Register',
    description: `Create your ${BRAND.name} account to order embroidery digitizing, vector art and custom patches.`,
    listed: true,
  },
  // Opened from e-mailed links (?token=…): prerendered like the others, never in the sitemap.
  {
    path: '/forgot-password',
    title: 'Forgot password',
    description: `Ask for a link to choose a new password for your ${BRAND.name} account.`,
    listed: false,
  },
  {
    path: '/reset-password',
    title: 'Reset password',
    description: `Choose a new password for your ${BRAND.name} account.`,
    listed: false,
  },
  {
    path: '/confirm-email',
    title: 'Confirm e-mail',
    description: `Confirm the e-mail address of your ${BRAND.name} account.`,
    listed: false,
  },
  {
    path: '/accept-invitation',
    title: 'Join the team',
    description: `Choose the password of your ${BRAND.name} staff account.`,
    listed: false,
  },
  {
    path: '/services',
    title: 'Services',
    description:
      'Embroidery digitizing, vector art and custom patches, prepared by specialists at flat-rate prices.',
    listed: true,
  },
  ...PUBLIC_SERVICE_SLUGS.map((slug) => ({
    path: `/services/${slug}`,
    title: SERVICE_CARDS[slug].title,
    description: SERVICE_DESCRIPTIONS[slug],
    listed: true,
  })),
  {
    path: '/pricing',
    title: 'Pricing',
    description:
      'Flat-rate prices for embroidery digitizing, vector art and custom patches, and monthly plans — know the cost before you order.',
    listed: true,
  },
  ...PUBLIC_SERVICE_SLUGS.map((slug) => ({
    path: `/pricing/${slug}`,
    title: `${SERVICE_CARDS[slug].title} Pricing`,
    description: PRICING_DESCRIPTIONS[slug],
    listed: true,
  })),
  {
    path: '/not-found',
    title: 'Page not found',
    description: "We can't find that page.",
    listed: false,
  },
];

/** The page every unknown path answers with (status 404). */
export const NOT_FOUND_PATH = '/not-found';

/** The 1200×630 preview image of every page (apps/web/public). */
export const SHARE_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;

/** Where a page's prerendered HTML is, relative to the build: `/` → index.html, `/faq` → faq/index.html. */
export function htmlFileOf(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/**
 * The tags of a page's <head> that are its own: description, canonical URL, Open Graph and Twitter
 * card. `origin` is the site's public URL without a trailing slash.
 */
export function pageHeadTags(page: PublicPage, origin: string): string {
  const title = escapeXml(documentTitle(page.title));
  const description = escapeXml(page.description);
  const url = escapeXml(`${origin}${page.path}`);
  const image = escapeXml(`${origin}${SHARE_IMAGE.path}`);
  return [
    `<meta name="description" content="${description}" />`,
    page.listed ? `<link rel="canonical" href="${url}" />` : '<meta name="robots" content="noindex" />',
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeXml(BRAND.name)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${image}" />`,
    `<meta property="og:image:width" content="${SHARE_IMAGE.width}" />`,
    `<meta property="og:image:height" content="${SHARE_IMAGE.height}" />`,
    `<meta property="og:image:alt" content="${escapeXml(`${BRAND.name} — ${BRAND.tagline}`)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${image}" />`,
    ...(page.preloadImage
      ? [`<link rel="preload" as="image" href="${escapeXml(page.preloadImage)}" fetchpriority="high" />`]
      : []),
  ].join('\n    ');
}

/** sitemap.xml: every listed public page, absolute. */
export function sitemapXml(origin: string): string {
  const urls = PUBLIC_PAGES.filter((page) => page.listed).map(
    (page) => `  <url><loc>${escapeXml(`${origin}${page.path}`)}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: the public site open, the signed-in areas closed, and where the sitemap is. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_AREAS.map((area) => `Disallow: ${area}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
