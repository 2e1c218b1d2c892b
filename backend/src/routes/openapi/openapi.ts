import Router from '@koa/router';
import type { AppDeps } from '../../deps.ts';
import { buildOpenApiDocument } from './document.ts';

/** GET /openapi.json: the API described from its own schemas. */
export function openapiRouter({ config }: AppDeps): Router {
  const router = new Router();
  router.get('/openapi.json', (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = buildOpenApiDocument(config.publicUrl);
  });
  return router;
}
