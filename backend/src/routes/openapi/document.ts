import {
  API_PREFIX,
  SERVICE_KEYS,
  SERVICE_LABELS,
  assignProjectSchema,
  changePasswordSchema,
  createEmployeeSchema,
  createOrderBlockSchemas,
  deliverySchema,
  keyedBody,
  loginSchema,
  quoteHandledSchema,
  quoteSchema,
  registerSchema,
  revisionBlockSchemas,
  serverEarliestDate,
  staffClientsQuerySchema,
  staffQueueQuerySchema,
  staffQuotesQuerySchema,
  statusChangeSchema,
  updateClientSchema,
  updateEmployeeSchema,
} from '@stitchdesk/shared';
import { z } from 'zod';
import * as res from '@stitchdesk/shared';

/*
 * The OpenAPI 3.1 document, generated from the same zod schemas the API validates with (requests)
 * and the api.ts-typed schemas in responses.ts (responses). OpenAPI 3.1 speaks JSON Schema 2020-12,
 * which is what z.toJSONSchema produces.
 */

type JsonSchema = Record<string, unknown>;
type Method = 'get' | 'post' | 'put' | 'patch';
type Access = 'public' | 'signed-in' | 'client' | 'staff' | 'admin' | 'signed-url';

interface ResponseSpec {
  description: string;
  schema?: z.ZodType;
  /** A non-JSON body (files). */
  binary?: boolean;
}

interface OperationSpec {
  method: Method;
  path: string;
  summary: string;
  tag: string;
  access: Access;
  pathParams?: Record<string, { description: string; schema: JsonSchema }>;
  query?: z.ZodType;
  body?: z.ZodType | 'multipart-file';
  responses: Record<number, ResponseSpec>;
}

const ERROR_TEXT: Record<number, string> = {
  400: 'Invalid input (the first problem in error/message, every problem in details)',
  401: 'No, bad or expired token',
  403: 'Not allowed for this role, or a file link that is invalid or expired',
  404: 'Unknown id, or not yours',
  409: 'Conflict with the current state',
  413: 'Too large',
  416: 'Range not satisfiable',
  429: 'Too many requests (see Retry-After)',
};

const uuidParam = (description: string) => ({ description, schema: { type: 'string', format: 'uuid' } });

const serviceParam = {
  service: {
    description: 'The service, by label or key, case-insensitive (e.g. "Custom Apparel" or "customApparel")',
    schema: { type: 'string', enum: [...Object.values(SERVICE_LABELS), ...SERVICE_KEYS] },
  },
};

function keyedUnion(kind: 'create' | 'revision'): z.ZodType {
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

const errors = (...codes: number[]): Record<number, ResponseSpec> =>
  Object.fromEntries(
    codes.map((code) => [code, { description: ERROR_TEXT[code], schema: res.apiErrorSchema }]),
  );

/** Every endpoint of DESIGN §3. */
export const OPERATIONS: OperationSpec[] = [
  // Accounts
  {
    method: 'post',
    path: '/user/register',
    summary: 'Register a client account',
    tag: 'Accounts',
    access: 'public',
    body: registerSchema,
    responses: {
      201: { description: 'Registered', schema: res.registerResponseSchema },
      ...errors(400, 409, 429),
    },
  },
  {
    method: 'post',
    path: '/user/login',
    summary: 'Log in',
    tag: 'Accounts',
    access: 'public',
    body: loginSchema,
    responses: {
      200: { description: 'A bearer token', schema: res.loginResponseSchema },
      ...errors(400, 401, 429),
    },
  },
  {
    method: 'get',
    path: '/user/getuser/info',
    summary: 'The profile and the employees one may assign work to',
    tag: 'Accounts',
    access: 'signed-in',
    responses: { 200: { description: 'Profile', schema: res.userInfoSchema }, ...errors(401) },
  },
  {
    method: 'patch',
    path: '/user/update/assign-project',
    summary: 'Assign one’s work to an employee',
    tag: 'Accounts',
    access: 'client',
    body: assignProjectSchema,
    responses: { 200: { description: 'Assigned', schema: res.messageSchema }, ...errors(400, 401, 403, 404) },
  },
  {
    method: 'post',
    path: '/user/logout',
    summary: 'End this session on the server',
    tag: 'Accounts',
    access: 'signed-in',
    responses: { 200: { description: 'Logged out', schema: res.messageSchema }, ...errors(401) },
  },
  {
    method: 'post',
    path: '/user/password',
    summary: 'Change one’s password; every other session ends, the answer carries a new token',
    tag: 'Accounts',
    access: 'signed-in',
    body: changePasswordSchema,
    responses: {
      200: { description: 'Changed', schema: res.passwordChangedSchema },
      ...errors(400, 401, 429),
    },
  },
  // Notifications
  {
    method: 'get',
    path: '/user/getuser/notifications',
    summary: 'Newest 100 notifications; ETag from the notifications version, 304 when unchanged',
    tag: 'Notifications',
    access: 'signed-in',
    responses: {
      200: { description: 'Notifications, newest first', schema: res.notificationsResponseSchema },
      304: { description: 'Unchanged since the ETag given in If-None-Match' },
      ...errors(401),
    },
  },
  {
    method: 'put',
    path: '/user/update/notification/readstatus',
    summary: 'Mark every notification read',
    tag: 'Notifications',
    access: 'signed-in',
    responses: { 200: { description: 'Marked', schema: res.messageSchema }, ...errors(401) },
  },
  // Orders
  {
    method: 'get',
    path: '/order/getorder',
    summary: 'The caller’s orders, newest first',
    tag: 'Orders',
    access: 'signed-in',
    responses: {
      200: { description: 'Orders', schema: res.ordersResponseSchema },
      304: { description: 'Unchanged (If-None-Match)' },
      ...errors(401),
    },
  },
  {
    method: 'get',
    path: '/order/getorder/{orderId}',
    summary: 'One of the caller’s orders',
    tag: 'Orders',
    access: 'signed-in',
    pathParams: { orderId: uuidParam('Order id') },
    responses: {
      200: { description: 'The order', schema: res.orderSchema },
      304: { description: 'Unchanged (If-None-Match)' },
      ...errors(401, 404),
    },
  },
  {
    method: 'post',
    path: '/order/createorder/{service}',
    summary: 'Place an order',
    tag: 'Orders',
    access: 'client',
    pathParams: serviceParam,
    body: keyedUnion('create'),
    responses: {
      201: { description: 'Placed', schema: res.createOrderResponseSchema },
      ...errors(400, 401, 403, 404, 413),
    },
  },
  {
    method: 'put',
    path: '/order/revision/{orderId}',
    summary: 'Revise (edit) one’s order; it moves to Revision Requested',
    tag: 'Orders',
    access: 'client',
    pathParams: { orderId: uuidParam('Order id') },
    body: keyedUnion('revision'),
    responses: {
      201: { description: 'Revision recorded', schema: res.createRevisionResponseSchema },
      ...errors(400, 401, 403, 404, 409, 413),
    },
  },
  {
    method: 'get',
    path: '/order/get/revision',
    summary: 'The caller’s revisions, newest first',
    tag: 'Orders',
    access: 'signed-in',
    responses: { 200: { description: 'Revisions', schema: res.revisionsResponseSchema }, ...errors(401) },
  },
  {
    method: 'get',
    path: '/order/revision/single/{id}',
    summary: 'One of the caller’s revisions',
    tag: 'Orders',
    access: 'signed-in',
    pathParams: { id: uuidParam('Revision id') },
    responses: { 200: { description: 'The revision', schema: res.revisionSchema }, ...errors(401, 404) },
  },
  // Files
  {
    method: 'post',
    path: '/uploads',
    summary: 'Upload one file (multipart field "file"), streamed; UPLOAD_MAX_MB per file',
    tag: 'Files',
    access: 'signed-in',
    body: 'multipart-file',
    responses: { 201: { description: 'Stored', schema: res.uploadResponseSchema }, ...errors(400, 401, 413) },
  },
  {
    method: 'get',
    path: '/files/{fileId}/{fileName}',
    summary: 'A stored file by its signed, expiring URL (no token); supports Range and If-None-Match',
    tag: 'Files',
    access: 'signed-url',
    pathParams: {
      fileId: uuidParam('File id'),
      fileName: { description: 'The file name (for people; not checked)', schema: { type: 'string' } },
    },
    query: z.object({
      exp: z.string().regex(/^\d+$/).describe('Expiry, seconds since the epoch'),
      sig: z.string().describe('HMAC-SHA256 signature of the file id and exp'),
    }),
    responses: {
      200: { description: 'The file', binary: true },
      206: { description: 'The requested range', binary: true },
      304: { description: 'Unchanged (If-None-Match)' },
      ...errors(403, 404, 416),
    },
  },
  // Quotes
  {
    method: 'post',
    path: '/quotes',
    summary: 'Request a quote (public form; throttled per IP)',
    tag: 'Quotes',
    access: 'public',
    body: quoteSchema,
    responses: { 201: { description: 'Sent', schema: res.messageSchema }, ...errors(400, 429) },
  },
  // Staff
  {
    method: 'get',
    path: '/staff/orders',
    summary: 'The order queue with per-status counts',
    tag: 'Staff',
    access: 'staff',
    query: staffQueueQuerySchema,
    responses: {
      200: { description: 'Queue', schema: res.staffQueueResponseSchema },
      ...errors(400, 401, 403),
    },
  },
  {
    method: 'get',
    path: '/staff/orders/{id}',
    summary: 'An order with its files, revisions and history',
    tag: 'Staff',
    access: 'staff',
    pathParams: { id: uuidParam('Order id') },
    responses: {
      200: { description: 'Order detail', schema: res.staffOrderDetailSchema },
      ...errors(401, 403, 404),
    },
  },
  {
    method: 'post',
    path: '/staff/orders/{id}/status',
    summary: 'Move an order along an allowed transition',
    tag: 'Staff',
    access: 'staff',
    pathParams: { id: uuidParam('Order id') },
    body: statusChangeSchema,
    responses: {
      200: { description: 'The moved order', schema: res.orderSchema },
      ...errors(400, 401, 403, 404, 409),
    },
  },
  {
    method: 'post',
    path: '/staff/orders/{id}/deliveries',
    summary: 'Deliver uploaded files and complete the order',
    tag: 'Staff',
    access: 'staff',
    pathParams: { id: uuidParam('Order id') },
    body: deliverySchema,
    responses: {
      200: { description: 'The completed order', schema: res.orderSchema },
      ...errors(400, 401, 403, 404, 409),
    },
  },
  {
    method: 'get',
    path: '/staff/quotes',
    summary: 'The quote requests inbox',
    tag: 'Staff',
    access: 'staff',
    query: staffQuotesQuerySchema,
    responses: {
      200: { description: 'Quotes', schema: res.staffQuotesResponseSchema },
      ...errors(400, 401, 403),
    },
  },
  {
    method: 'patch',
    path: '/staff/quotes/{id}',
    summary: 'Mark a quote request handled or not',
    tag: 'Staff',
    access: 'staff',
    pathParams: { id: uuidParam('Quote id') },
    body: quoteHandledSchema,
    responses: {
      200: { description: 'Updated', schema: res.staffQuoteResponseSchema },
      ...errors(400, 401, 403, 404),
    },
  },
  {
    method: 'get',
    path: '/staff/clients',
    summary: 'Clients with their assignee and order count',
    tag: 'Staff',
    access: 'staff',
    query: staffClientsQuerySchema,
    responses: {
      200: { description: 'Clients', schema: res.staffClientsResponseSchema },
      ...errors(400, 401, 403),
    },
  },
  {
    method: 'patch',
    path: '/staff/clients/{id}',
    summary: 'Disable or enable a client account (disabling ends its sessions)',
    tag: 'Staff',
    access: 'admin',
    pathParams: { id: uuidParam('Client id') },
    body: updateClientSchema,
    responses: {
      200: { description: 'Updated', schema: res.staffClientResponseSchema },
      ...errors(400, 401, 403, 404),
    },
  },
  {
    method: 'post',
    path: '/staff/users/{id}/sign-out',
    summary: 'End every session of an account',
    tag: 'Staff',
    access: 'admin',
    pathParams: { id: uuidParam('User id') },
    responses: { 200: { description: 'Signed out', schema: res.messageSchema }, ...errors(401, 403, 404) },
  },
  {
    method: 'get',
    path: '/staff/employees',
    summary: 'Staff accounts',
    tag: 'Staff',
    access: 'admin',
    responses: {
      200: { description: 'Employees', schema: res.staffEmployeesResponseSchema },
      ...errors(401, 403),
    },
  },
  {
    method: 'post',
    path: '/staff/employees',
    summary: 'Create an employee account',
    tag: 'Staff',
    access: 'admin',
    body: createEmployeeSchema,
    responses: {
      201: { description: 'Created', schema: res.staffEmployeeResponseSchema },
      ...errors(400, 401, 403, 409),
    },
  },
  {
    method: 'patch',
    path: '/staff/employees/{id}',
    summary: 'Rename, disable or enable a staff account',
    tag: 'Staff',
    access: 'admin',
    pathParams: { id: uuidParam('User id') },
    body: updateEmployeeSchema,
    responses: {
      200: { description: 'Updated', schema: res.staffEmployeeResponseSchema },
      ...errors(400, 401, 403, 404, 409),
    },
  },
  // Operations
  {
    method: 'get',
    path: '/openapi.json',
    summary: 'This document',
    tag: 'Operations',
    access: 'public',
    responses: { 200: { description: 'OpenAPI 3.1 document' } },
  },
];

/** Liveness and readiness live at the server root, outside /api/v1. */
const ROOT_OPERATIONS: OperationSpec[] = [
  {
    method: 'get',
    path: '/healthz',
    summary: 'Liveness',
    tag: 'Operations',
    access: 'public',
    responses: { 200: { description: 'The process answers', schema: res.healthResponseSchema } },
  },
  {
    method: 'get',
    path: '/readyz',
    summary: 'Readiness (the database is reachable)',
    tag: 'Operations',
    access: 'public',
    responses: {
      200: { description: 'Ready', schema: res.healthResponseSchema },
      503: { description: 'Database unreachable' },
    },
  },
];

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

function operationObject(collector: SchemaCollector, op: OperationSpec) {
  const parameters = [
    ...Object.entries(op.pathParams ?? {}).map(([name, { description, schema }]) => ({
      name,
      in: 'path',
      required: true,
      description,
      schema,
    })),
    ...(op.query ? queryParameters(collector, op.query) : []),
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
      return [status, { description: spec.description, ...(content ? { content } : {}) }];
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

/** Builds the OpenAPI 3.1 document. `serverUrl` is the absolute base (PUBLIC_URL). */
export function buildOpenApiDocument(serverUrl: string): Record<string, unknown> {
  const collector = new SchemaCollector();
  const paths: Record<string, Record<string, unknown>> = {};
  const add = (fullPath: string, op: OperationSpec) => {
    paths[fullPath] ??= {};
    paths[fullPath][op.method] = operationObject(collector, op);
  };
  for (const op of OPERATIONS) add(`${API_PREFIX}${op.path}`, op);
  for (const op of ROOT_OPERATIONS) add(op.path, op);

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
