import type Router from '@koa/router';
import {
  SERVICE_KEYS,
  SERVICE_LABELS,
  apiErrorSchema,
  createOrderBlockSchemas,
  keyedBody,
  revisionBlockSchemas,
  serverEarliestDate,
} from '@stitchdesk/shared';
import { z } from 'zod';

/*
 * What each route says about itself for the OpenAPI document, declared in the route's own file
 * beside the handlers (`describeRoute(router, {...})`). routes/openapi/ builds the document from
 * these declarations alone, so a route and its description live and change together.
 */

export type JsonSchema = Record<string, unknown>;
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type Access = 'public' | 'signed-in' | 'client' | 'staff' | 'admin' | 'signed-url';

export interface ResponseDoc {
  description: string;
  schema?: z.ZodType;
  /** A non-JSON body (files). */
  binary?: boolean;
  /** Headers the answer may carry, by name: what each says. */
  headers?: Record<string, string>;
}

export interface RouteDoc {
  method: Method;
  /** As the router declares it (`:id` style), relative to the router's prefix. */
  path: string;
  summary: string;
  tag: string;
  access: Access;
  pathParams?: Record<string, { description: string; schema: JsonSchema }>;
  query?: z.ZodType;
  /** Optional request headers, by name. */
  headers?: Record<string, { description: string; schema: z.ZodType }>;
  body?: z.ZodType | 'multipart-file';
  responses: Record<number, ResponseDoc>;
}

const declared = new WeakMap<Router, { path: string; doc: RouteDoc }[]>();

/**
 * Declares one route of `router` for the OpenAPI document. The router's prefix is read now, while
 * it is the router's own: app.ts later moves every API router under API_PREFIX.
 */
export function describeRoute(router: Router, doc: RouteDoc): void {
  const path = `${router.opts.prefix ?? ''}${doc.path}`.replace(/(.)\/$/, '$1').replace(/:(\w+)/g, '{$1}');
  const docs = declared.get(router) ?? [];
  docs.push({ path, doc });
  declared.set(router, docs);
}

/** The routes `router` declared, each with its path in OpenAPI form (`{id}`) under the router's own prefix. */
export function describedRoutes(router: Router): readonly { path: string; doc: RouteDoc }[] {
  return declared.get(router) ?? [];
}

const ERROR_TEXT: Record<number, string> = {
  400: 'Invalid input (the first problem in error/message, every problem in details)',
  401: 'No, bad or expired token',
  403: 'Not allowed for this role, or a file link that is invalid or expired',
  404: 'Unknown id, or not yours',
  409: 'Conflict with the current state',
  413: 'Too large',
  416: 'Range not satisfiable',
  422: 'An Idempotency-Key already used with a different request',
  429: 'Too many requests (see Retry-After)',
};

/** The error answers a route can give, each an ApiError. */
export const errorResponses = (...codes: number[]): Record<number, ResponseDoc> =>
  Object.fromEntries(codes.map((code) => [code, { description: ERROR_TEXT[code], schema: apiErrorSchema }]));

export const uuidPathDoc = (description: string) => ({
  description,
  schema: { type: 'string', format: 'uuid' },
});

export const servicePathDoc = {
  service: {
    description: 'The service, by label or key, case-insensitive (e.g. "Custom Apparel" or "customApparel")',
    schema: { type: 'string', enum: [...Object.values(SERVICE_LABELS), ...SERVICE_KEYS] },
  },
};

/** The order bodies: one block keyed by the service, from the schemas the routes validate with. */
export function orderBodyDoc(kind: 'create' | 'revision'): z.ZodType {
  const options = { earliestDate: serverEarliestDate() };
  const schemas = kind === 'create' ? createOrderBlockSchemas(options) : revisionBlockSchemas(options);
  const [first, ...rest] = SERVICE_KEYS.map((key) => keyedBody(key, schemas[key]));
  return z
    .union([first, ...rest])
    .describe(
      kind === 'create'
        ? 'One block keyed by the service. Numbers may be sent as numeric strings. Attachment URLs must be your own uploads.'
        : "One block keyed by the order's own service; the title cannot change.",
    );
}
