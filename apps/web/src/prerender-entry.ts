/*
 * The build's server entry (vite build --ssr): the prerender plugin loads the bundle made from it
 * to render every public page and write its metadata, sitemap.xml and robots.txt; the bundle stays
 * in dist/.ssr/, where the API server loads it to render each page with the shop's current settings
 * (backend/src/middleware/prerendered-pages.ts).
 */
export { BUILD_SHOP_DETAILS, CSS_SAMPLE_SHOP_DETAILS, prerenderPage } from '@stitchdesk/ui/app/prerender.tsx';
export {
  htmlFileOf,
  NOT_FOUND_PATH,
  pageHeadTags,
  documentTitle,
  PUBLIC_PAGES,
  robotsTxt,
  sitemapXml,
} from '@stitchdesk/ui/site/public-pages.ts';
