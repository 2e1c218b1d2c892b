import type { Middleware } from 'koa';
import type { Logger } from 'pino';

export const UNTRUSTED_FORWARDING_WARNING =
  'requests carry X-Forwarded-For but TRUST_PROXY is off: every client behind the proxy shares the ' +
  "proxy's address for rate limits. Set TRUST_PROXY to the number of proxies in front (1 behind one load balancer)";

/**
 * With TRUST_PROXY off, the first request that arrives through a proxy (it carries X-Forwarded-For)
 * logs one warning: a deployment behind a load balancer then rate-limits everyone as one visitor.
 */
export function warnOfUntrustedForwarding(logger: Logger): Middleware {
  let warned = false;
  return (ctx, next) => {
    if (!warned && ctx.get('X-Forwarded-For')) {
      warned = true;
      logger.warn({ forwardedFor: ctx.get('X-Forwarded-For'), peer: ctx.ip }, UNTRUSTED_FORWARDING_WARNING);
    }
    return next();
  };
}
