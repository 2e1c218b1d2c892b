import { readFile, stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Context, Middleware } from 'koa';
import send from 'koa-send';
import { createHash } from 'node:crypto';
import {
  isPrivateAreaPath,
  PUBLIC_URL_PLACEHOLDER,
  withRootContent,
  withShopDetails,
  type PublicShopSettings,
} from '@stitchdesk/shared';
import type { Logger } from 'pino';
import { pageRenderer, type PageRenderer } from './prerendered-pages.ts';
import { notFound } from '../errors.ts';
import { answerCompressedPage } from './compressed-page.ts';
import { isApiPath } from './security-headers.ts';
import { isRecord } from '@stitchdesk/shared';

/** Vite's hashed build output: a new deploy gets new names, so a cached copy is never stale. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** The pages that name the current hashed files: always revalidated, so a deploy shows at once. */
export const INDEX_CACHE = 'no-cache';
/** Everything else in the build (hero video, poster, favicon, sitemap) keeps its name across deploys. */
export const PUBLIC_FILE_CACHE = 'public, max-age=86400';

/** The app without a page in it, for the signed-in areas (written by apps/web's prerender plugin). */
const SHELL_FILE = 'shell.html';
/** The prerendered not-found page: the body of every 404 for a page. */
const NOT_FOUND_PAGE = '/not-found';
/** Files of the build that carry PUBLIC_URL_PLACEHOLDER (canonical URLs, sitemap, robots.txt). */
const TEXT_TYPES = new Set(['.html', '.xml', '.txt']);

function cacheControlFor(relativePath: string): string {
  if (relativePath.startsWith('assets/')) return IMMUTABLE_CACHE;
  if (relativePath.endsWith('.html')) return INDEX_CACHE;
  return PUBLIC_FILE_CACHE;
}

/** Sends one binary file of the build; a file that is missing (or outside the build) is a plain 404. */
async function sendFile(ctx: Context, root: string, file: string): Promise<void> {
  try {
    await send(ctx, file, {
      root,
      // Dotfiles (.vite/manifest.json and the like) are build internals, not pages.
      hidden: false,
      setHeaders: (res: ServerResponse, absolutePath: string) => {
        const relative = path.relative(root, absolutePath).split(path.sep).join('/');
        res.setHeader('Cache-Control', cacheControlFor(relative));
      },
    });
  } catch (error) {
    // koa-send answers 404 for a missing file and 400/403 for a malformed or escaping path; its own
    // messages carry absolute server paths, so every such case is reported as a bare 404.
    const status = isRecord(error) ? error.status : undefined;
    if (typeof status === 'number' && status >= 400 && status < 500) throw notFound('Not found');
    throw error;
  }
}

/** The file a URL path names inside the build, or null for a malformed, hidden or escaping path. */
function fileInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const segments = decoded.split('/').filter(Boolean);
  if (segments.some((segment) => segment.startsWith('.') || /[\\\0]/.test(segment))) return null;
  const file = path.resolve(root, ...segments);
  return file.startsWith(root + path.sep) ? file : null;
}

interface Site {
  root: string;
  publicUrl: string;
  /** The shop's public details now; absent: pages go out as built. */
  shopDetails?: () => Promise<PublicShopSettings>;
  renderer: PageRenderer;
}

const PRERENDERED_PATH = /<div id="root" data-prerendered="([^"]*)"/;

/**
 * An HTML page with the shop's current details: a prerendered page rendered again with them
 * (prerendered-pages.ts) and, on every page, the details themselves for the app to hydrate with
 * (served-page.ts). When the build has no renderer the page goes as built and without the details,
 * so the app reads them after hydrating instead of hydrating a tree that differs from the HTML.
 */
async function withCurrentDetails(html: string, site: Site, details: PublicShopSettings): Promise<string> {
  const prerendered = PRERENDERED_PATH.exec(html)?.[1];
  if (prerendered === undefined) return withShopDetails(html, details);
  const appHtml = await site.renderer.render(prerendered, details);
  const rendered = appHtml === null ? null : withRootContent(html, appHtml);
  return rendered === null ? html : withShopDetails(rendered, details);
}

/**
 * Sends a text file of the build with the site's public URL in place of the placeholder, and an
 * HTML page with the shop's current details. Resolves false when there is no such file. Conditional
 * requests get 304 (200s only): from an ETag of the file and the details for a page with them, so a
 * saved change shows on the next load; from Last-Modified otherwise.
 */
async function sendText(ctx: Context, site: Site, file: string, status: number): Promise<boolean> {
  const { root, publicUrl } = site;
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return false;
  const text = await readFile(file, 'utf8');
  // Without the database the page still goes out, as built: the app reads the details once it can.
  const details =
    path.extname(file) === '.html' ? await site.shopDetails?.().catch(() => undefined) : undefined;
  // The same bytes for everyone until the file or the details change: compressed once (compressed-page.ts).
  const version = `${file}\n${info.mtimeMs}\n${info.size}\n${publicUrl}\n${details ? JSON.stringify(details) : ''}`;
  ctx.status = status;
  ctx.type = path.extname(file);
  if (details) ctx.etag = createHash('sha256').update(version).digest('base64url').slice(0, 27);
  else ctx.lastModified = info.mtime;
  ctx.set('Cache-Control', cacheControlFor(path.relative(root, file).split(path.sep).join('/')));
  if (status === 200 && ctx.fresh) {
    ctx.status = 304;
    return true;
  }
  const filled = text.replaceAll(PUBLIC_URL_PLACEHOLDER, publicUrl);
  await answerCompressedPage(
    ctx,
    details ? await withCurrentDetails(filled, site, details) : filled,
    version,
  );
  return true;
}

/**
 * The page for a path without an extension: its prerendered HTML (`/faq` → faq/index.html) with
 * 200, the shell for the signed-in areas with 200, and the prerendered not-found page with 404 for
 * anything else — /not-found itself included, and /services/xyz, whose app then goes on to
 * /not-found in the browser as the spec says.
 */
async function sendPage(ctx: Context, site: Site): Promise<void> {
  const { root } = site;
  const pathname = ctx.path.length > 1 ? ctx.path.replace(/\/+$/, '') : '/';
  if (isPrivateAreaPath(pathname)) {
    if (await sendText(ctx, site, path.join(root, SHELL_FILE), 200)) return;
  } else if (pathname !== NOT_FOUND_PAGE) {
    const file = fileInside(root, `${pathname}/index.html`);
    if (file && (await sendText(ctx, site, file, 200))) return;
  }
  const notFoundFile = path.join(root, NOT_FOUND_PAGE, 'index.html');
  if (await sendText(ctx, site, notFoundFile, 404)) return;
  throw notFound('Not found');
}

/**
 * `app.use(serveWebApp('apps/web/dist', { publicUrl, shopDetails }))` — serves the built web app
 * after the API routes. GET and HEAD only, never under /api. A path with an extension is a file of
 * the build (404 when missing); any other path is a page (sendPage). The prerendered pages,
 * sitemap.xml and robots.txt are built with PUBLIC_URL_PLACEHOLDER and get `publicUrl` (PUBLIC_URL)
 * here; the pages are rendered with `shopDetails()` (the settings' public part, read per request).
 */
export function serveWebApp(
  distDir: string,
  {
    publicUrl,
    shopDetails,
    logger,
  }: { publicUrl: string; shopDetails?: () => Promise<PublicShopSettings>; logger?: Logger },
): Middleware {
  const root = path.resolve(distDir);
  const site: Site = { root, publicUrl, shopDetails, renderer: pageRenderer(root, logger) };
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || isApiPath(ctx.path)) {
      await next();
      return;
    }
    const extension = path.posix.extname(ctx.path);
    if (!extension) {
      await sendPage(ctx, site);
      return;
    }
    if (TEXT_TYPES.has(extension)) {
      const file = fileInside(root, ctx.path);
      if (file && (await sendText(ctx, site, file, 200))) return;
      throw notFound('Not found');
    }
    await sendFile(ctx, root, ctx.path);
    if (ctx.status === 200 && ctx.fresh) {
      if (ctx.body instanceof Readable) ctx.body.destroy();
      ctx.status = 304;
    }
  };
}
