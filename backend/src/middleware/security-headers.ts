import { createHash } from 'node:crypto';
import type { Middleware } from 'koa';
import helmet from 'koa-helmet';
import { FIRST_PAINT_SCRIPT } from '@stitchdesk/shared/first-paint';

/**
 * Headers for API answers (JSON, and the files clients uploaded), as the OWASP REST guidance lists
 * them. Helmet's full set is for pages: most of it (referrer, opener, DNS prefetch, origin-agent
 * cluster…) means nothing on JSON, and a 304 poll paid more for those headers than for its own work.
 */
export const API_SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  // Nothing in an answer may load or run anything, even an uploaded SVG or HTML file opened on its own.
  ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
  ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
  // The desktop app (another origin) shows signed file URLs in <img>, also under cross-origin isolation.
  ['Cross-Origin-Resource-Policy', 'cross-origin'],
];

/**
 * The one inline script the pages may run, by its hash: the prerendered pages' first-paint script,
 * which must run before the first paint without waiting for a file (@stitchdesk/shared/first-paint).
 */
export const FIRST_PAINT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(FIRST_PAINT_SCRIPT).digest('base64')}'`;

/** Helmet's headers for the web app's pages and files, with the CSP those pages need. */
const pageHeaders = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", FIRST_PAINT_SCRIPT_SOURCE],
      styleSrc: ["'self'", "'unsafe-inline'"],
      // blob: for previews of files picked but not yet uploaded.
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
  },
  // As before the API got its own set: the site's public images may be shown from another origin.
  crossOriginResourcePolicy: { policy: 'cross-origin' },
});

/** Paths the API owns (its 404s are JSON), as opposed to the web app's pages. */
export function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

/**
 * The API's short set under /api, helmet's full set everywhere else. Mount it outside the error
 * handler: API headers are added once the answer is known, error answers included, and not to a 304,
 * which only revalidates a stored answer (the browser keeps that answer's headers) and is what
 * clients' polls get nearly every time.
 */
export function securityHeaders(): Middleware {
  return async (ctx, next) => {
    if (!isApiPath(ctx.path)) return pageHeaders(ctx, next);
    await next();
    if (ctx.status === 304 || ctx.headerSent) return;
    for (const [name, value] of API_SECURITY_HEADERS) {
      // A route that states its own policy keeps it (the SVG previews allow their inline styles).
      if (name === 'Content-Security-Policy' && ctx.response.get(name)) continue;
      ctx.set(name, value);
    }
  };
}
