import {
  SERVICE_KEYS,
  apiErrorSchema,
  type ApiTokenScope,
  createOrderBlockSchemas,
  keyedBody,
  revisionBlockSchemas,
  serverEarliestDate,
} from '@stitchdesk/shared';
import { z } from 'zod';
import type { Access } from '../middleware/access.ts';

/*
 * What a route says about itself for the OpenAPI document: the `doc` of each defineRoute
 * declaration (define-route.ts). routes/openapi/ builds the document from the declarations alone.
 */

export type JsonSchema = Record<string, unknown>;
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type Tag =
  | 'Accounts'
  | 'Integrations'
  | 'Notifications'
  | 'Orders'
  | 'Files'
  | 'Quotes'
  | 'Staff'
  | 'Operations'
  | 'Site';

export interface ResponseDoc {
  description: string;
  schema?: z.ZodType;
  /** A non-JSON body (files). */
  binary?: boolean;
  /** Headers the answer may carry, by name: what each says. */
  headers?: Record<string, string>;
}

export interface HeaderDoc {
  description: string;
  schema: z.ZodType;
}

export interface RouteDoc {
  method: Method;
  /** `:id` style, under the API prefix (or the server root for the health routes). */
  path: string;
  summary: string;
  tag: Tag;
  access: Access;
  /** The scope an API token needs; undefined: tokens are refused. */
  scope?: ApiTokenScope;
  /** Path parameters; each one's `description` (zod meta) is the parameter's. */
  params?: z.ZodType;
  query?: z.ZodType;
  /** Optional request headers, by name. */
  headers?: Record<string, HeaderDoc>;
  body?: z.ZodType | 'multipart-file';
  responses: Record<number, ResponseDoc>;
}

const ERROR_TEXT: Record<number, string> = {
  400: 'Invalid input (the first problem in error/message, every problem in details)',
  401: 'No, bad, expired or revoked token',
  403: 'Not allowed for this role or API token (scope), or a file link that is invalid or expired',
  404: 'Unknown id, or not yours',
  409: 'Conflict with the current state',
  410: 'Gone: no longer available (an offer past its days)',
  413: 'Too large',
  416: 'Range not satisfiable',
  422: 'An Idempotency-Key already used with a different request',
  429: 'Too many requests (see Retry-After)',
};

/** The error answers a route can give, each an ApiError. */
export const errorResponses = (...codes: number[]): Record<number, ResponseDoc> =>
  Object.fromEntries(codes.map((code) => [code, { description: ERROR_TEXT[code], schema: apiErrorSchema }]));

/** The answer of a route that honours If-None-Match with its ETag. */
export const NOT_MODIFIED: Record<number, ResponseDoc> = {
  304: { description: 'Unchanged (If-None-Match)' },
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
