import type { AppDeps } from '../../deps.ts';
import { defineRoute, type Route } from '../define-route.ts';
import { healthRoutes } from '../health.ts';
import { buildOpenApiDocument } from './document.ts';

/** GET /openapi.json: the API as the declarations of `apiRoutes` (and the health routes) describe it. */
export function openapiRoutes(deps: AppDeps, apiRoutes: () => readonly Route[]): Route[] {
  const rootRoutes = healthRoutes(deps);
  return [
    defineRoute(
      {
        method: 'get',
        path: '/openapi.json',
        summary: 'This document',
        tag: 'Operations',
        access: 'public',
        responses: { 200: { description: 'OpenAPI 3.1 document' } },
      },
      (ctx) => {
        ctx.set('Cache-Control', 'public, max-age=300');
        ctx.body = buildOpenApiDocument(deps.config.publicUrl, apiRoutes(), rootRoutes);
      },
    ),
  ];
}
