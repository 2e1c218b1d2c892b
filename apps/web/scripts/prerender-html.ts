/** What one prerendered page puts into the built index.html. */
export interface PageParts {
  path: string;
  /** React's HTML of the app for this path. */
  appHtml: string;
  /** The document title, as text. */
  title: string;
  /** The page's own head tags (description, canonical, Open Graph, Twitter), as HTML. */
  headTags: string;
}

const ROOT = /<div id="root">[\s\S]*?<\/div>/;
const TITLE = /<title>[\s\S]*?<\/title>/;
const DESCRIPTION = /<meta\s+name="description"[\s\S]*?\/>/;
const NOSCRIPT = /\s*<noscript>[\s\S]*?<\/noscript>/;

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The built index.html with the page in #root (named by `data-prerendered`, which mount.tsx reads to
 * hydrate), its title and head tags in place of the site-wide ones, and without the "needs
 * JavaScript" notice, which a prerendered page makes untrue. Throws if the template has changed
 * shape, so a build never ships an empty page.
 */
export function injectPage(template: string, page: PageParts): string {
  for (const [name, pattern] of [
    ['#root', ROOT],
    ['<title>', TITLE],
    ['description', DESCRIPTION],
  ] as const) {
    if (!pattern.test(template)) throw new Error(`index.html has no ${name} to prerender into`);
  }
  return template
    .replace(TITLE, () => `<title>${escapeText(page.title)}</title>`)
    .replace(DESCRIPTION, () => page.headTags)
    .replace(NOSCRIPT, '')
    .replace(ROOT, () => `<div id="root" data-prerendered="${page.path}">${page.appHtml}</div>`);
}
