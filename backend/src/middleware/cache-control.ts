import type { Middleware } from 'koa';

export const PERSONAL = 'private, no-store';

/**
 * `Cache-Control: private, no-store` on every answer under `prefix` (the API), errors included,
 * unless the route says otherwise (the public OpenAPI document, a signed file URL). Nearly every API
 * answer is someone's own: their orders, presets, notifications, or, for staff, other people's; no
 * browser or proxy cache may keep a copy for whoever uses the machine next (an attack run found
 * GET /user/presets without any Cache-Control). An answer with an ETag still answers 304 to a
 * client that kept its own copy and sends If-None-Match (the notification poll).
 */
export function personalUnder(prefix: string): Middleware {
  return (ctx, next) => {
    if (ctx.path.startsWith(prefix)) ctx.set('Cache-Control', PERSONAL);
    return next();
  };
}
