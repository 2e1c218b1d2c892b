import { existsSync } from 'node:fs';
import cors from '@koa/cors';
import { API_PREFIX, publicPartOf } from '@stitchdesk/shared';
import Koa, { type DefaultState, type Middleware } from 'koa';
import type { AppDeps } from './deps.ts';
import { HttpError, notFound } from './errors.ts';
import { awaitsBody, bodyIdleTimeout } from './middleware/body-idle-timeout.ts';
import { bodyMinRate } from './middleware/body-min-rate.ts';
import { personalUnder } from './middleware/cache-control.ts';
import { compression } from './middleware/compression.ts';
import { errorHandler } from './middleware/errors.ts';
import { warnOfUntrustedForwarding } from './middleware/forwarded-warning.ts';
import { hasParsedMethod, jsonBody } from './middleware/json-body.ts';
import { ownWritesSeen } from './middleware/own-writes-seen.ts';
import { rawBody } from './middleware/raw-body.ts';
import { requestId } from './middleware/request-id.ts';
import { isApiPath, securityHeaders } from './middleware/security-headers.ts';
import { serveWebApp } from './middleware/web-app.ts';
import { shopSettingsOf } from './services/settings/shop-settings.ts';
import { routerOf } from './routes/define-route.ts';
import { fixedRoutesOf, runFixedRoute, sharedStaticPrefix } from './routes/fixed-routes.ts';
import { healthRoutes } from './routes/health.ts';
import { apiRouters } from './routes/index.ts';
import { STRIPE_WEBHOOK_PATH } from './routes/payments/stripe-webhook.ts';
import { failedAtSource } from './lib/stream-failures.ts';
import './state.ts';

export const JSON_BODY_LIMIT = '1mb';

/** Paths whose body is signed as sent (webhooks): kept as bytes, never parsed on the way. */
const RAW_BODY_PATHS = new Set([API_PREFIX + STRIPE_WEBHOOK_PATH]);
const RAW_BODY_LIMIT_BYTES = 1024 * 1024;

export { sharedStaticPrefix };

/** What @koa/router leaves on the context: the layers whose path matched (for any method). */
interface RoutersMatched {
  matched?: { methods: string[] }[];
}

/**
 * What no API route answered: a path that exists for other methods gets 405 with Allow (OPTIONS:
 * 204 with Allow), any other path under /api the API's 404 body rather than the web app's page.
 */
const apiNotFound: Middleware<DefaultState, RoutersMatched> = async (ctx, next) => {
  if (!isApiPath(ctx.path)) return next();
  // The layers whose path matched, as the API router recorded them.
  const matched = ctx.matched ?? [];
  const allowed = [...new Set(matched.flatMap((layer) => layer.methods))];
  if (allowed.length === 0) throw notFound('Not found');
  if (ctx.method === 'OPTIONS') {
    ctx.set('Allow', allowed.join(', '));
    ctx.status = 204;
    return;
  }
  throw new HttpError(405, 'Method Not Allowed', { headers: { Allow: allowed.join(', ') } });
};

/** Room for the 'close' listeners a request with a body gathers on its response (see createApp). */
const RESPONSE_CLOSE_LISTENERS = 20;

/**
 * Codes of a response stream whose connection the client closed before the body ended, unless the
 * stream's source failed with them first (lib/stream-failures.ts).
 */
const CLIENT_LEFT_CODES = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE']);

function clientLeft(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && CLIENT_LEFT_CODES.has(code) && !failedAtSource(error);
}

/** The Koa app: the middleware pipeline and nothing else. server.ts builds `deps` and listens. */
export function createApp(deps: AppDeps): Koa {
  const { config, logger } = deps;
  // The client is the right-most X-Forwarded-For entry the trusted proxies did not add: entries
  // further left come from the client and are never believed.
  const app = new Koa({ proxy: config.trustProxy, maxIpsCount: config.trustProxyHops });
  app.context.deps = deps;
  // Errors after the response has started (a broken stream) still reach the log; a client that
  // left mid-answer (a cancelled download, a page navigated away) is no fault of ours.
  app.on('error', (error: unknown, ctx?: Koa.Context) => {
    const log = ctx?.state.log ?? logger;
    if (clientLeft(error))
      log.info({ err: error }, 'the client closed the connection before the answer ended');
    else log.error({ err: error }, 'response error');
  });

  app.use(requestId(logger));
  if (!config.trustProxy) app.use(warnOfUntrustedForwarding(logger));
  app.use(securityHeaders());
  app.use(errorHandler());
  const allowedOrigins = new Set(config.corsOrigins);
  const corsHeaders = cors({
    // An origin that is not allowed gets no CORS headers, so the browser refuses the response.
    origin: (ctx) => {
      const origin = ctx.get('Origin');
      return allowedOrigins.has(origin) ? origin : '';
    },
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowHeaders: [
      'Authorization',
      'Content-Type',
      'If-None-Match',
      'X-Request-Id',
      'Range',
      'Idempotency-Key',
    ],
    exposeHeaders: [
      'ETag',
      'X-Request-Id',
      'Retry-After',
      'Content-Disposition',
      'Content-Range',
      'Idempotent-Replayed',
    ],
    maxAge: 600,
  });
  // Most requests carry no Origin (the desktop app's, same-origin pages'): they need only the Vary
  // that @koa/cors adds to every answer, not its two awaits.
  app.use((ctx, next) => {
    if (ctx.get('Origin')) return corsHeaders(ctx, next);
    ctx.vary('Origin');
    return next();
  });
  app.use(compression());
  app.use(personalUnder(`${API_PREFIX}/`));

  // A request with no body to read or parse (a GET, a poll above all) passes these three by as one
  // step: each of them would only have called next(), one more link of the chain apiece.
  const idle = bodyIdleTimeout(config.bodyIdleTimeoutMs);
  const minRate = bodyMinRate(config.bodyMinRate);
  const json = jsonBody(JSON_BODY_LIMIT);
  const raw = rawBody(RAW_BODY_LIMIT_BYTES);
  app.use((ctx, next) => {
    if (!awaitsBody(ctx.req) && !hasParsedMethod(ctx.method)) return next();
    // The body guards, the upload's slot and interruption, the drain tracker and a compressed
    // answer's pipeline each wait once for the response's 'close': a stitch upload answered with
    // its summary passed Node's default of ten and printed a leak warning. Each ends with the response.
    ctx.res.setMaxListeners(RESPONSE_CLOSE_LISTENERS);
    const parse = RAW_BODY_PATHS.has(ctx.path) ? raw : json;
    return idle(ctx, () => minRate(ctx, () => parse(ctx, next)));
  });

  // Each router is moved under /api/v1 and tried only for paths that start as all its routes do:
  // one router holding every route tested each route's pattern, and built a chain, on every request.
  // One middleware tries them in turn, reading the path once (a middleware per router read it, through
  // Koa's getters and parseurl, once per router). (No allowedMethods: apiNotFound answers 405 from the
  // layers the routers matched.)
  const routers = apiRouters(deps).map((router) => {
    router.prefix(API_PREFIX + (router.opts.prefix ?? ''));
    return {
      router,
      prefix: sharedStaticPrefix(router.stack.map((layer) => layer.path)),
      routes: router.routes() as Middleware,
    };
  });
  const fixedRoutes = fixedRoutesOf(routers.map(({ router }) => router));
  app.use(ownWritesSeen(deps.users));
  app.use((ctx, next) => {
    const path = ctx.path;
    let i = 0;
    const tryNext = (): Promise<unknown> => {
      while (i < routers.length && !path.startsWith(routers[i].prefix)) i++;
      if (i === routers.length) return next();
      return routers[i++].routes(ctx, tryNext);
    };
    const fixed = fixedRoutes.get(`${ctx.method} ${path}`);
    if (!fixed) return tryNext();
    i = fixed.router + 1;
    return runFixedRoute(fixed, routers[fixed.router].router, ctx, tryNext);
  });
  app.use(apiNotFound);
  // After the API, so the API's requests (polls above all) never try these two routes.
  app.use(routerOf(healthRoutes(deps)).routes());

  // Without a built web app (an API-only deployment, or before `npm run build`) the API runs alone.
  if (existsSync(config.webDistDir)) {
    app.use(
      serveWebApp(config.webDistDir, {
        publicUrl: config.publicUrl,
        shopDetails: async () => publicPartOf(await shopSettingsOf(deps.db)),
        logger,
      }),
    );
  }

  return app;
}
