import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Context, Middleware } from 'koa';
import send from 'koa-send';
import { notFound } from '../errors.ts';
import { isApiPath } from './security-headers.ts';

/** Vite's hashed build output: a new deploy gets new names, so a cached copy is never stale. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** The page that names the current hashed files: always revalidated, so a deploy shows at once. */
export const INDEX_CACHE = 'no-cache';
/** Everything else in the build (hero video, poster, favicon) keeps its name across deploys. */
export const PUBLIC_FILE_CACHE = 'public, max-age=86400';

const INDEX_FILE = 'index.html';

function cacheControlFor(relativePath: string): string {
  if (relativePath.startsWith('assets/')) return IMMUTABLE_CACHE;
  if (relativePath === INDEX_FILE) return INDEX_CACHE;
  return PUBLIC_FILE_CACHE;
}

/** Sends one file of the build; a file that is missing (or outside the build) is a plain 404. */
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
    const status = (error as { status?: number }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) throw notFound('Not found');
    throw error;
  }
}

/**
 * `app.use(serveWebApp('apps/web/dist'))` — serves the built web app after the API routes.
 * GET and HEAD only, never under /api. A path with an extension is a file of the build (404 when
 * missing); any other path is a client-side route and gets index.html (the SPA fallback).
 * Conditional requests are answered 304 from Last-Modified, which matters for the revalidated page.
 */
export function serveWebApp(distDir: string): Middleware {
  const root = path.resolve(distDir);
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || isApiPath(ctx.path)) {
      await next();
      return;
    }
    const file = path.posix.extname(ctx.path) ? ctx.path : `/${INDEX_FILE}`;
    await sendFile(ctx, root, file);
    if (ctx.status === 200 && ctx.fresh) {
      if (ctx.body instanceof Readable) ctx.body.destroy();
      ctx.status = 304;
    }
  };
}
