/*
 * The build's server entry (vite build --ssr): scripts/prerender.ts loads the bundle made from it
 * to render every public page and write its metadata, sitemap.xml and robots.txt.
 */
export { prerenderPage } from '@stitchdesk/ui/app/prerender.tsx';
export {
  htmlFileOf,
  NOT_FOUND_PATH,
  pageHeadTags,
  documentTitle,
  PUBLIC_PAGES,
  robotsTxt,
  sitemapXml,
} from '@stitchdesk/ui/site/public-pages.ts';
