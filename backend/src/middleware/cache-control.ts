import type { Middleware } from 'koa';

/**
 * `Cache-Control: no-store` on every answer under `prefix`, errors included. The staff console's
 * answers hold other people's data (clients' e-mails, quotes, orders): no browser or proxy cache
 * may keep a copy for whoever uses the machine next.
 */
export function noStoreUnder(prefix: string): Middleware {
  return (ctx, next) => {
    if (ctx.path.startsWith(prefix)) ctx.set('Cache-Control', 'no-store');
    return next();
  };
}
