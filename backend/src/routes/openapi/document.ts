import type Router from '@koa/router';
import { API_PREFIX } from '@stitchdesk/shared';
import { z } from 'zod';
import { describedRoutes, type Access, type JsonSchema, type RouteDoc } from '../route-docs.ts';

/*
 * The OpenAPI 3.1 document, generated from the route declarations (route-docs.ts): request schemas
 * are the zod schemas the API validates with, response schemas those api.ts infers its types from.
 * OpenAPI 3.1 speaks JSON Schema 2020-12, which is what z.toJSONSchema produces.
 */

const ACCESS_TEXT: Record<Access, string> = {
  public: 'No token.',
  'signed-in': 'Any signed-in user (bearer token); acts on the caller’s own data.',
  client: 'Clients only (bearer token); acts on the caller’s own orders.',
  staff: 'Employees and admins (bearer token).',
  admin: 'Admins only (bearer token).',
  'signed-url': 'No token: the URL’s signature is the permission.',
};

/** Converts zod schemas, gathering named ($defs) schemas into components. */
class SchemaCollector {
  readonly components: Record<string, JsonSchema> = {};

  convert(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
    const json = z.toJSONSchema(schema, {
      target: 'draft-2020-12',
      io,
      unrepresentable: 'any',
    }) as JsonSchema;
    const { $schema: _schema, $defs, ...rest } = json as JsonSchema & { $defs?: Record<string, JsonSchema> };
    for (const [name, def] of Object.entries($defs ?? {}))
      this.components[name] = this.rewrite(def) as JsonSchema;
    return this.rewrite(rest) as JsonSchema;
  }

  private rewrite(value: unknown): unknown {
    if (Array.isArray(value)) return value.map((item) => this.rewrite(item));
    if (typeof value !== 'object' || value === null) return value;
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

function queryParameters(collector: SchemaCollector, query: z.ZodType) {
  const json = collector.convert(query, 'input') as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: json.required?.includes(name) ?? false,
    schema,
  }));
}

function operationObject(collector: SchemaCollector, op: RouteDoc) {
  const parameters = [
    ...Object.entries(op.pathParams ?? {}).map(([name, { description, schema }]) => ({
      name,
      in: 'path',
      required: true,
      description,
      schema,
    })),
    ...(op.query ? queryParameters(collector, op.query) : []),
    ...Object.entries(op.headers ?? {}).map(([name, { description, schema }]) => ({
      name,
      in: 'header',
      required: false,
      description,
      schema: collector.convert(schema, 'input'),
    })),
  ];
  const bearer = ['signed-in', 'client', 'staff', 'admin'].includes(op.access);
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
    description: ACCESS_TEXT[op.access],
    tags: [op.tag],
    operationId: `${op.method}${op.path.replace(/[{}]/g, '').replace(/[^a-zA-Z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
    ...(bearer ? { security: [{ bearerAuth: [] }] } : { security: [] }),
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses,
  };
}

/**
 * Builds the OpenAPI 3.1 document from what each router declared (describeRoute): `apiRouters` are
 * mounted under API_PREFIX, `rootRouters` at the server root. `serverUrl` is the absolute base (PUBLIC_URL).
 */
export function buildOpenApiDocument(
  serverUrl: string,
  apiRouters: Router[],
  rootRouters: Router[],
): Record<string, unknown> {
  const collector = new SchemaCollector();
  const paths: Record<string, Record<string, unknown>> = {};
  const add = (fullPath: string, op: RouteDoc) => {
    paths[fullPath] ??= {};
    paths[fullPath][op.method] = operationObject(collector, op);
  };
  for (const router of apiRouters)
    for (const { path, doc } of describedRoutes(router)) add(`${API_PREFIX}${path}`, doc);
  for (const router of rootRouters) for (const { path, doc } of describedRoutes(router)) add(path, doc);

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
    tags: ['Accounts', 'Notifications', 'Orders', 'Files', 'Quotes', 'Staff', 'Operations'].map((name) => ({
      name,
    })),
    paths,
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: collector.components,
    },
  };
}
