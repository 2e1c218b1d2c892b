import { existsSync } from 'node:fs';
import { bodyParser } from '@koa/bodyparser';
import cors from '@koa/cors';
import Router from '@koa/router';
import { API_PREFIX } from '@stitchdesk/shared';
import Koa, { type Middleware } from 'koa';
import compress from 'koa-compress';
import helmet from 'koa-helmet';
import type { AppDeps } from './deps.ts';
import { notFound } from './errors.ts';
import { errorHandler } from './middleware/errors.ts';
import { requestId } from './middleware/request-id.ts';
import { healthRouter } from './routes/health.ts';
import { apiRouters } from './routes/index.ts';
import './state.ts';

type ServeWebApp = (distDir: string) => Middleware;

/*
 * The web site's static-file middleware (`serveWebApp(distDir)`) lives in middleware/web-app.ts,
 * written by the web app's side of the project; without it the server runs the API alone.
 */
const WEB_APP_MODULE = new URL('./middleware/web-app.ts', import.meta.url);
const serveWebApp: ServeWebApp | null = existsSync(WEB_APP_MODULE)
  ? ((await import(WEB_APP_MODULE.href)) as { serveWebApp: ServeWebApp }).serveWebApp
  : null;

export const JSON_BODY_LIMIT = '1mb';

/** Unknown paths under /api get the API's 404 body rather than the web app's page. */
const apiNotFound: Middleware = async (ctx, next) => {
  if (ctx.path === '/api' || ctx.path.startsWith('/api/')) throw notFound('Not found');
  await next();
};

/** The Koa app: the middleware pipeline and nothing else. server.ts builds `deps` and listens. */
export function createApp(deps: AppDeps): Koa {
  const { config, logger } = deps;
  const app = new Koa({ proxy: config.trustProxy });
  app.context.deps = deps;
  // Errors after the response has started (a broken stream) still reach the log.
  app.on('error', (error: unknown, ctx?: Koa.Context) => {
    (ctx?.state.log ?? logger).error({ err: error }, 'response error');
  });

  app.use(requestId(logger));
  app.use(errorHandler());
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
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
      // The desktop app (another origin) shows signed file URLs in <img>; same-origin CORP would block them.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    }),
  );
  const allowedOrigins = new Set(config.corsOrigins);
  app.use(
    cors({
      // An origin that is not allowed gets no CORS headers, so the browser refuses the response.
      origin: (ctx) => {
        const origin = ctx.get('Origin');
        return allowedOrigins.has(origin) ? origin : '';
      },
      allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowHeaders: ['Authorization', 'Content-Type', 'If-None-Match', 'X-Request-Id', 'Range'],
      exposeHeaders: ['ETag', 'X-Request-Id', 'Retry-After', 'Content-Disposition', 'Content-Range'],
      maxAge: 600,
    }),
  );
  app.use(compress());

  const health = healthRouter(deps);
  app.use(health.routes());

  app.use(bodyParser({ enableTypes: ['json'], jsonLimit: JSON_BODY_LIMIT }));

  const api = new Router({ prefix: API_PREFIX });
  for (const router of apiRouters(deps)) api.use(router.routes(), router.allowedMethods({ throw: true }));
  app.use(api.routes());
  app.use(apiNotFound);

  if (serveWebApp && existsSync(config.webDistDir)) app.use(serveWebApp(config.webDistDir));

  return app;
}
