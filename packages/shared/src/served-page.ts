import type { PublicShopSettings } from './schemas/shop-settings.ts';

/*
 * How a served public page carries the shop's public details (docs/architecture.md §Request
 * pipeline, the web app): the server renders the page with the current settings and writes them
 * beside #root as JSON, which the app reads before it hydrates, so the hydrated tree is the one the
 * HTML shows.
 */

/** Id of the `<script type="application/json">` holding the public settings. */
export const SHOP_DETAILS_SCRIPT_ID = 'shop-details';

/** Written by the build right after a prerendered page's #root, so the server can find its end. */
export const PRERENDERED_ROOT_END = '<!--/#root-->';

/**
 * The JSON data block of `details`. A data block runs nothing (CSP has no say over it); `<` is
 * escaped so no text in it can close the element.
 */
export function shopDetailsScript(details: PublicShopSettings): string {
  const json = JSON.stringify(details).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SHOP_DETAILS_SCRIPT_ID}">${json}</script>`;
}

const ROOT_START = /<div id="root"[^>]*>/;

/**
 * `html` (a prerendered page) with `appHtml` as the content of its #root, or null when the page has
 * no #root closed by PRERENDERED_ROOT_END (a build of another shape).
 */
export function withRootContent(html: string, appHtml: string): string | null {
  const start = ROOT_START.exec(html);
  if (!start) return null;
  const from = start.index + start[0].length;
  const end = html.indexOf(`</div>${PRERENDERED_ROOT_END}`, from);
  if (end < 0) return null;
  return html.slice(0, from) + appHtml + html.slice(end);
}

/** `html` with the details' data block just before #root (where the app reads it), or as it is without #root. */
export function withShopDetails(html: string, details: PublicShopSettings): string {
  const start = ROOT_START.exec(html);
  if (!start) return html;
  return html.slice(0, start.index) + shopDetailsScript(details) + html.slice(start.index);
}
