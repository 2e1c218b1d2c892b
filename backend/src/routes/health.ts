import * as contract from '@stitchdesk/shared';
import type { AppDeps } from '../deps.ts';
import { defineRoute, type Route } from './define-route.ts';
import { throttledWarning } from '../lib/throttled-log.ts';
import { readiness } from '../services/readiness.ts';

const SHUTTING_DOWN = 'The server is shutting down.';

/**
 * Liveness (the process answers) and readiness (it can reach its database and write to its file
 * store), for load balancers. Both checks run at once, each bounded by READY_CHECK_TIMEOUT_MS.
 */
export function healthRoutes({ db, storage, draining }: AppDeps): Route[] {
  // A probe every second or two through an outage: one line a second at most.
  const warnNotReady = throttledWarning();

  const healthz = defineRoute(
    {
      method: 'get',
      path: '/healthz',
      summary: 'Liveness',
      tag: 'Operations',
      access: 'public',
      responses: { 200: { description: 'The process answers', schema: contract.healthResponseSchema } },
    },
    (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { status: 'ok' };
    },
  );

  const readyz = defineRoute(
    {
      method: 'get',
      path: '/readyz',
      summary: 'Readiness (the database is reachable)',
      tag: 'Operations',
      access: 'public',
      responses: {
        200: { description: 'Ready', schema: contract.healthResponseSchema },
        503: { description: 'Database unreachable, file storage unavailable, or shutting down' },
      },
    },
    async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      if (draining?.()) {
        // First sign of a shutdown for a load balancer that probes: send nothing new here.
        ctx.status = 503;
        ctx.body = { status: 'unavailable', error: SHUTTING_DOWN, message: SHUTTING_DOWN };
        return;
      }
      const { database, storage: files } = await readiness(db, storage);
      if (database === null && files === null) {
        ctx.body = { status: 'ready', database: 'ok', storage: 'ok' };
        return;
      }
      const problem = database !== null ? 'Database unreachable' : 'File storage unavailable';
      warnNotReady(ctx.state.log, { database: database ?? 'ok', storage: files ?? 'ok' }, 'not ready');
      ctx.status = 503;
      ctx.body = {
        status: 'unavailable',
        database: database === null ? 'ok' : 'unavailable',
        storage: files === null ? 'ok' : 'unavailable',
        error: problem,
        message: problem,
      };
    },
  );

  return [healthz, readyz];
}
