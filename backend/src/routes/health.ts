import Router from '@koa/router';
import type { AppDeps } from '../deps.ts';

/** Liveness (the process answers) and readiness (it can reach its database), for load balancers. */
export function healthRouter({ db }: AppDeps): Router {
  const router = new Router();
  router.get('/healthz', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'ok' };
  });
  router.get('/readyz', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    try {
      await db.raw('SELECT 1');
      ctx.body = { status: 'ready' };
    } catch (error) {
      ctx.state.log.warn({ err: error }, 'database unreachable');
      ctx.status = 503;
      ctx.body = { status: 'unavailable', error: 'Database unreachable', message: 'Database unreachable' };
    }
  });
  return router;
}
