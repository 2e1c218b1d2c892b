import {
  API_PREFIX,
  API_TOKEN_SCOPES,
  API_TOKEN_SCOPE_TEXT,
  isRecord,
  WEBHOOK_EVENT_DATA,
  WEBHOOK_EVENTS,
} from '@stitchdesk/shared';
import { z } from 'zod';
import { POLICIES } from '../../middleware/access.ts';
import type { Route } from '../define-route.ts';
import type { JsonSchema, RouteDoc } from '../route-docs.ts';

/*
 * The OpenAPI 3.1 document, generated from the route declarations (define-route.ts): request schemas
 * are the zod schemas the API validates with, response schemas those api.ts infers its types from.
 * OpenAPI 3.1 speaks JSON Schema 2020-12, which is what z.toJSONSchema produces.
 */

/** Converts zod schemas, gathering named ($defs) schemas into components. */
class SchemaCollector {
  readonly components: Record<string, JsonSchema> = {};

  convert(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
    const {
      $schema: _schema,
      $defs,
      ...rest
    } = z.toJSONSchema(schema, {
      target: 'draft-2020-12',
      io,
      unrepresentable: 'any',
    });
    for (const [name, def] of Object.entries($defs ?? {})) this.components[name] = this.rewriteObject(def);
    return this.rewriteObject(rest);
  }

  private rewrite(value: unknown): unknown {
    if (Array.isArray(value)) return value.map((item) => this.rewrite(item));
    if (typeof value !== 'object' || value === null) return value;
    return this.rewriteObject(value);
  }

  private rewriteObject(value: object): JsonSchema {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        key === '$ref' && typeof inner === 'string'
          ? inner.replace('#/$defs/', '#/components/schemas/')
          : this.rewrite(inner),
      ]),
    );
  }
}

/**
 * The parameters an object schema names. A path parameter carries the description of its schema
 * (zod meta) itself; a query parameter's stays in its schema.
 */
function parametersOf(collector: SchemaCollector, schema: z.ZodType, where: 'path' | 'query') {
  const { properties, required } = collector.convert(schema, 'input');
  return Object.entries(isRecord(properties) ? properties : {}).map(([name, property]) => {
    const { description, ...rest }: JsonSchema = isRecord(property) ? property : {};
    return {
      name,
      in: where,
      required: where === 'path' || (Array.isArray(required) && required.includes(name)),
      ...(where === 'path' ? { description, schema: rest } : { schema: property }),
    };
  });
}

function operationObject(collector: SchemaCollector, op: RouteDoc, fullPath: string) {
  const parameters = [
    ...(op.params ? parametersOf(collector, op.params, 'path') : []),
    ...(op.query ? parametersOf(collector, op.query, 'query') : []),
    ...Object.entries(op.headers ?? {}).map(([name, { description, schema }]) => ({
      name,
      in: 'header',
      required: false,
      description,
      schema: collector.convert(schema, 'input'),
    })),
  ];
  const { token: bearer, text } = POLICIES[op.access];
  let requestBody: unknown;
  if (op.body === 'multipart-file') {
    requestBody = {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { file: { type: 'string', contentMediaType: 'application/octet-stream' } },
            required: ['file'],
          },
        },
      },
    };
  } else if (op.body) {
    requestBody = {
      required: true,
      content: { 'application/json': { schema: collector.convert(op.body, 'input') } },
    };
  }
  const responses = Object.fromEntries(
    Object.entries(op.responses).map(([status, spec]) => {
      let content: unknown;
      if (spec.binary)
        content = {
          'application/octet-stream': {
            schema: { type: 'string', contentMediaType: 'application/octet-stream' },
          },
        };
      else if (spec.schema)
        content = { 'application/json': { schema: collector.convert(spec.schema, 'output') } };
      const headers = spec.headers
        ? Object.fromEntries(
            Object.entries(spec.headers).map(([name, description]) => [
              name,
              { description, schema: { type: 'string' } },
            ]),
          )
        : undefined;
      return [
        status,
        { description: spec.description, ...(headers ? { headers } : {}), ...(content ? { content } : {}) },
      ];
    }),
  );
  return {
    summary: op.summary,
    description: text,
    tags: [op.tag],
    operationId: `${op.method}${fullPath
      .replace(API_PREFIX, '')
      .replace(/[{}]/g, '')
      .replace(/[^a-zA-Z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
    ...(bearer
      ? { security: [{ bearerAuth: [] }, ...(op.scope ? [{ apiToken: [op.scope] }] : [])] }
      : op.access === 'signedUrl'
        ? // The signature alone ({}), or the bearer token of the file's client.
          { security: [{}, { bearerAuth: [] }, { apiToken: ['files:read'] }] }
        : { security: [] }),
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses,
  };
}

const WEBHOOK_HEADERS = {
  'webhook-id': 'The message id: the same for every attempt of one delivery (deduplicate on it)',
  'webhook-timestamp': 'When this attempt was signed, in seconds since 1970',
  'webhook-signature':
    '`v1,` + base64 HMAC-SHA256 of `id.timestamp.body` under the endpoint secret; two, space-separated, for a day after a rotation',
};

/**
 * What Stitchdesk sends to a client's endpoint, one entry per event (OpenAPI 3.1 `webhooks`): the
 * body `{type, timestamp, data}` with the event's own data schema, and the Standard Webhooks headers.
 */
function webhooksObject(collector: SchemaCollector): Record<string, unknown> {
  return Object.fromEntries(
    WEBHOOK_EVENTS.map((type) => {
      const body = z.object({
        type: z.literal(type),
        timestamp: z.iso.datetime().describe('When the event happened'),
        data: WEBHOOK_EVENT_DATA[type].data,
      });
      return [
        type,
        {
          post: {
            summary: WEBHOOK_EVENT_DATA[type].label,
            tags: ['Integrations'],
            parameters: Object.entries(WEBHOOK_HEADERS).map(([name, description]) => ({
              name,
              in: 'header',
              required: true,
              description,
              schema: { type: 'string' },
            })),
            requestBody: {
              required: true,
              content: { 'application/json': { schema: collector.convert(body, 'output') } },
            },
            responses: {
              '2XX': { description: 'Received (within 10 seconds); anything else is retried with backoff' },
              '410': { description: 'Gone: the endpoint is turned off and nothing more is sent' },
            },
          },
        },
      ];
    }),
  );
}

/** A router path (`:id`) as the document writes it (`{id}`). */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/**
 * Builds the OpenAPI 3.1 document from the route declarations: `apiRoutes` are served under
 * API_PREFIX, `rootRoutes` at the server root. `serverUrl` is the absolute base (PUBLIC_URL).
 */
export function buildOpenApiDocument(
  serverUrl: string,
  apiRoutes: readonly Route[],
  rootRoutes: readonly Route[],
): Record<string, unknown> {
  const collector = new SchemaCollector();
  const paths: Record<string, Record<string, unknown>> = {};
  const add = (prefix: string, op: RouteDoc) => {
    const fullPath = openApiPath(`${prefix}${op.path}`);
    paths[fullPath] ??= {};
    paths[fullPath][op.method] = operationObject(collector, op, fullPath);
  };
  for (const { doc } of apiRoutes) add(API_PREFIX, doc);
  for (const { doc } of rootRoutes) add('', doc);

  return {
    openapi: '3.1.0',
    info: {
      title: 'Stitchdesk API',
      version: '1',
      description:
        'Orders for embroidery digitizing, vector art, custom patches and custom apparel. Errors are ' +
        '{ error, message, details? } with a 4xx/5xx status.',
    },
    servers: [{ url: serverUrl }],
    tags: [
      'Accounts',
      'Notifications',
      'Orders',
      'Files',
      'Quotes',
      'Staff',
      'Integrations',
      'Operations',
      'Site',
    ].map((name) => ({
      name,
    })),
    paths,
    webhooks: webhooksObject(collector),
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'A session (login)' },
        apiToken: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'sdk_<prefix>_<secret>',
          description:
            'A client’s personal API token (POST /user/api-tokens), limited to its scopes: an operation ' +
            'lists the one it needs; one that lists no apiToken refuses tokens (403). Scopes: ' +
            API_TOKEN_SCOPES.map((scope) => `${scope} (${API_TOKEN_SCOPE_TEXT[scope]})`).join('; ') +
            '.',
        },
      },
      schemas: collector.components,
    },
  };
}
