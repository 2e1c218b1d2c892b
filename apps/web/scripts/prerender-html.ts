import { TOKEN_STORAGE_KEY } from '@stitchdesk/shared/api';
import { FIRST_PAINT_SCRIPT } from '@stitchdesk/shared/first-paint';
import { PRERENDERED_ROOT_END } from '@stitchdesk/shared/served-page';

/** What one prerendered page puts into the built index.html. */
export interface PageParts {
  path: string;
  /** React's HTML of the app for this path. */
  appHtml: string;
  /** The document title, as text. */
  title: string;
  /** The page's own head tags (description, canonical, Open Graph, Twitter), as HTML. */
  headTags: string;
  /** The URL of the script that starts the app after the first paint (bootScript). */
  bootUrl: string;
}

const ROOT = /<div id="root">[\s\S]*?<\/div>/;
/** index.html's note on the loading line, which a prerendered page does not show. */
const ROOT_COMMENT = /\s*<!--[^]*?-->(?=\s*<div id="root">)/;
const HEAD = /<head>/;
const TITLE = /<title>[\s\S]*?<\/title>/;
const DESCRIPTION = /<meta\s+name="description"[\s\S]*?\/>/;
const NOSCRIPT = /\s*<noscript>[\s\S]*?<\/noscript>/;
/**
 * Without JavaScript a browser draws its own controls on every <video>; the site's only one (the
 * home hero's) is decoration and its poster the same picture, so such a page hides it.
 */
const NO_SCRIPT_STYLE = '<noscript><style>video{display:none}</style></noscript>';
const ENTRY_SCRIPT = /\s*<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/;
const MODULE_PRELOADS = /\s*<link rel="modulepreload"[^>]*>/g;

/** The URL of the app's entry module in the built index.html. */
export function entryUrlOf(template: string): string {
  const url = ENTRY_SCRIPT.exec(template)?.[1];
  if (!url) throw new Error('index.html has no module script');
  return url;
}

/** Events that tell a person is there and may act: the app starts at the first of them. */
export const APP_START_EVENTS = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'wheel',
  'scroll',
  'focusin',
];
/** Without such a sign, the app starts this long after the page has loaded, when the browser is idle. */
export const APP_IDLE_START_MS = 4000;

/**
 * The script a prerendered page loads instead of the entry. The page is whole without the app:
 * its links are links, and what a person does before the app has taken over is caught by the
 * first-paint script and replayed (@stitchdesk/shared/first-paint). So hydrating (the main thread's
 * one long piece of work on a public page) waits for a reason: the first sign of a person
 * (APP_START_EVENTS), a stored session (the header then offers the dashboard, after the first
 * paint), or, failing both, an idle moment APP_IDLE_START_MS after load, for what only the app
 * shows unasked (the hero's video). Starting inserts the full stylesheet and imports the entry;
 * neither competes with the HTML for the first paint (see deferStylesheets). The stylesheet waits
 * with the app: inserted after the first paint on its own, its style recalculation and the web
 * font's relayout were most of what still blocked `/` (median Lighthouse 95, TBT 270 ms, against
 * 100 and 0 ms with it here); until then the page shows the system font. A page opened hidden
 * starts at once.
 */
export function bootScript(entryUrl: string, stylesheets: readonly string[] = []): string {
  return [
    'let started = false;',
    'const start = () => {',
    '  if (started) return;',
    '  started = true;',
    `  for (const type of ${JSON.stringify(APP_START_EVENTS)}) removeEventListener(type, start, true);`,
    ...stylesheets.map(
      (href) =>
        `  document.head.append(Object.assign(document.createElement('link'), { rel: 'stylesheet', crossOrigin: 'anonymous', href: ${JSON.stringify(href)} }));`,
    ),
    `  import(${JSON.stringify(entryUrl)});`,
    '};',
    `for (const type of ${JSON.stringify(APP_START_EVENTS)}) addEventListener(type, start, { capture: true, passive: true });`,
    'const signedIn = () => {',
    '  try {',
    `    return Boolean(localStorage.getItem(${JSON.stringify(TOKEN_STORAGE_KEY)}));`,
    '  } catch {',
    '    return false;',
    '  }',
    '};',
    'const whenIdle = () =>',
    `  setTimeout(() => ('requestIdleCallback' in window ? requestIdleCallback(start, { timeout: 2000 }) : start()), ${APP_IDLE_START_MS});`,
    "if (document.visibilityState !== 'visible') start();",
    'else if (signedIn()) requestAnimationFrame(() => setTimeout(start, 0));',
    "else if (document.readyState === 'complete') whenIdle();",
    "else addEventListener('load', whenIdle, { once: true });",
    '',
  ].join('\n');
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The built index.html with the page in #root (named by `data-prerendered`, which mount.tsx reads to
 * hydrate, and closed by PRERENDERED_ROOT_END, where the server finds its end to render it again), the first-paint script first in <head> (it catches what a person does before the app
 * has taken over, @stitchdesk/shared/first-paint), its title and head tags in place of the site-wide ones, the boot script in place of the
 * entry and its preloads, and without the "needs JavaScript" notice, which a prerendered page
 * makes untrue. Throws if the template has changed
 * shape, so a build never ships an empty page.
 */
export function injectPage(template: string, page: PageParts): string {
  for (const [name, pattern] of [
    ['#root', ROOT],
    ['<head>', HEAD],
    ['<title>', TITLE],
    ['description', DESCRIPTION],
    ['module script', ENTRY_SCRIPT],
  ] as const) {
    if (!pattern.test(template)) throw new Error(`index.html has no ${name} to prerender into`);
  }
  return template
    .replace(NOSCRIPT, '')
    .replace(HEAD, () => `<head>\n    <script>${FIRST_PAINT_SCRIPT}</script>`)
    .replace(TITLE, () => `<title>${escapeText(page.title)}</title>`)
    .replace(DESCRIPTION, () => `${page.headTags}\n    ${NO_SCRIPT_STYLE}`)
    .replace(ROOT_COMMENT, '')
    .replace(MODULE_PRELOADS, '')
    .replace(ENTRY_SCRIPT, () => `\n    <script type="module" src="${page.bootUrl}"></script>`)
    .replace(
      ROOT,
      () => `<div id="root" data-prerendered="${page.path}">${page.appHtml}</div>${PRERENDERED_ROOT_END}`,
    );
}

const STYLESHEET = /<link rel="stylesheet"[^>]*\bhref="([^"]+)"[^>]*>/g;

/** The stylesheets a built page links, in order. */
export function stylesheetsOf(html: string): string[] {
  return [...html.matchAll(STYLESHEET)].map((match) => match[1]);
}

/**
 * A page whose own CSS is inlined (Beasties) links the full stylesheet only inside <noscript>; with
 * JavaScript the boot script inserts it. A <link> in the body still holds the first paint whenever
 * the parser reaches it before that paint, as it does on a page small enough to arrive in one piece
 * (/pricing).
 */
export function deferStylesheets(html: string): string {
  return html.replace(STYLESHEET, (link) => `<noscript>${link}</noscript>`);
}
