import { stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PublicShopSettings } from '@stitchdesk/shared';
import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';

/** Where apps/web's prerender plugin leaves the page renderer in the build (SSR_DIR there). */
const RENDERER_FILE = path.join('.ssr', 'prerender-entry.mjs');
/** A score of pages, each kept for the settings they were rendered with; a change makes new keys. */
const KEPT_PAGES = 200;

interface RendererModule {
  prerenderPage(pathname: string, shopDetails: PublicShopSettings): Promise<string>;
}

function isRendererModule(value: unknown): value is RendererModule {
  return typeof (value as { prerenderPage?: unknown } | null)?.prerenderPage === 'function';
}

export interface PageRenderer {
  /** #root's HTML of the public page `pathname` with `details`, or null when the build has no renderer. */
  render(pathname: string, details: PublicShopSettings): Promise<string | null>;
}

/**
 * Renders the public pages again with the shop's current settings, with the same React tree and
 * renderer the build prerendered them with (the bundle the build keeps in dist/.ssr/).
 *
 * Rendered rather than substituted: the settings change the page's shape, not only its words (a
 * shop without a phone has no phone line, the address has one to six lines, each social icon is
 * there only when linked), so text put into the build's HTML could not be what the app renders, and
 * hydration would then replace it. Rendering with the same tree and the same details the app is
 * given (served-page.ts) makes them one. A page is rendered once per set of settings and kept.
 */
export function pageRenderer(distDir: string, logger?: Logger): PageRenderer {
  const file = path.join(distDir, RENDERER_FILE);
  let loading: Promise<RendererModule | null> | null = null;
  const kept = new LRUCache<string, Promise<string | null>>({ max: KEPT_PAGES });

  const load = () => {
    loading ??= (async () => {
      if (!(await stat(file).catch(() => null))?.isFile()) {
        logger?.warn({ file }, 'web app: no page renderer in the build; public pages go out as built');
        return null;
      }
      const loaded: unknown = await import(pathToFileURL(file).href).catch((error: unknown) => {
        logger?.error(
          { err: error, file },
          'web app: the page renderer does not load; public pages go out as built',
        );
        return null;
      });
      if (loaded === null) return null;
      if (!isRendererModule(loaded)) {
        logger?.error(
          { file },
          'web app: the page renderer exports no prerenderPage(); public pages go out as built',
        );
        return null;
      }
      return loaded;
    })();
    return loading;
  };

  return {
    render(pathname, details) {
      const key = `${pathname}\n${JSON.stringify(details)}`;
      let page = kept.get(key);
      if (!page) {
        page = load().then((renderer) => (renderer ? renderer.prerenderPage(pathname, details) : null));
        // A failed render is tried again on the next request rather than kept.
        page.catch(() => kept.delete(key));
        kept.set(key, page);
      }
      return page;
    },
  };
}
