import type { AppDeps } from '../../deps.ts';
import { defineRoute, type Route } from '../define-route.ts';
import { healthRoutes } from '../health.ts';
import { buildOpenApiDocument } from './document.ts';

/** GET /openapi.json: the API as the declarations of `apiRoutes` (and the health routes) describe it. */
export function openapiRoutes(deps: AppDeps, apiRoutes: () => readonly Route[]): Route[] {
  const rootRoutes = healthRoutes(deps);
  // Built at the first request and kept: the routes do not change while the process runs, and
  // building it (every zod schema to JSON Schema) takes a CPU for a good part of a second, which an
  // anonymous caller could otherwise ask for again and again.
  let built: { serverUrl: string; document: Record<string, unknown> } | undefined;
  const documentFor = (serverUrl: string) => {
    if (built?.serverUrl !== serverUrl)
      built = { serverUrl, document: buildOpenApiDocument(serverUrl, apiRoutes(), rootRoutes) };
    return built.document;
  };
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
        ctx.body = documentFor(deps.config.publicUrl);
      },
    ),
  ];
}
