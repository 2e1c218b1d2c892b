import Router from '@koa/router';
import type { AppDeps } from '../../deps.ts';
import { healthRouter } from '../health.ts';
import { describeRoute } from '../route-docs.ts';
import { buildOpenApiDocument } from './document.ts';

/** GET /openapi.json: the API described by what each of `apiRouters` (and the health router) declares. */
export function openapiRouter(deps: AppDeps, apiRouters: Router[]): Router {
  const router = new Router();
  const rootRouters = [healthRouter(deps)];
  router.get('/openapi.json', (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = buildOpenApiDocument(deps.config.publicUrl, [...apiRouters, router], rootRouters);
  });
  describeRoute(router, {
    method: 'get',
    path: '/openapi.json',
    summary: 'This document',
    tag: 'Operations',
    access: 'public',
    responses: { 200: { description: 'OpenAPI 3.1 document' } },
  });
  return router;
}
