import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { routerOf } from '../define-route.ts';
import { apiRouteGroups, apiRouters } from '../index.ts';
import { healthRoutes } from '../health.ts';
import type { RouteDoc } from '../route-docs.ts';
import { openApiPath } from './document.ts';
import { PDF_BYTES, placeOrder, setStatus, uploadForDelivery } from '../../test/staff.ts';
import { ORDER_FIELDS, upload, validBlock } from '../../test/order-fixtures.ts';
import * as res from '@stitchdesk/shared';
import type { Order } from '@stitchdesk/shared';

type Doc = {
  openapi: string;
  servers: { url: string }[];
  paths: Record<
    string,
    Record<
      string,
      {
        requestBody?: { content: Record<string, { schema: unknown }> };
        parameters?: unknown[];
        responses: Record<string, unknown>;
        security: unknown[];
      }
    >
  >;
  webhooks: Record<
    string,
    {
      post: {
        parameters: { name: string }[];
        requestBody: {
          content: Record<string, { schema: { properties: Record<string, { $ref?: string }> } }>;
        };
      };
    }
  >;
  components: { schemas: Record<string, unknown> };
};

/** The endpoints of the original contract (docs/product.md §API): each must stay, as it is. */
const CONTRACT_ENDPOINTS = [
  'post /api/v1/user/register',
  'post /api/v1/user/login',
  'get /api/v1/user/getuser/info',
  'patch /api/v1/user/update/assign-project',
  'get /api/v1/user/getuser/notifications',
  'put /api/v1/user/update/notification/readstatus',
  'get /api/v1/order/getorder',
  'get /api/v1/order/getorder/{orderId}',
  'post /api/v1/order/createorder/{service}',
  'put /api/v1/order/revision/{orderId}',
  'get /api/v1/order/get/revision',
  'get /api/v1/order/revision/single/{id}',
  'post /api/v1/uploads',
  'post /api/v1/quotes',
  'get /api/v1/files/{fileId}/{fileName}',
  'get /api/v1/staff/orders',
  'get /api/v1/staff/orders/{id}',
  'post /api/v1/staff/orders/{id}/status',
  'post /api/v1/staff/orders/{id}/deliveries',
  'get /api/v1/staff/quotes',
  'get /api/v1/staff/clients',
  'get /api/v1/staff/employees',
  'post /api/v1/staff/employees',
  'patch /api/v1/staff/employees/{id}',
  'post /api/v1/staff/orders/{id}/price',
  'post /api/v1/staff/orders/{id}/payments',
  'post /api/v1/staff/orders/{id}/proofs',
  'post /api/v1/order/{orderId}/proofs/{proofId}/approve',
  'post /api/v1/order/{orderId}/proofs/{proofId}/request-changes',
  'get /api/v1/user/presets',
  'post /api/v1/user/presets',
  'patch /api/v1/user/presets/{id}',
  'delete /api/v1/user/presets/{id}',
  'get /api/v1/user/webhooks',
  'post /api/v1/user/webhooks',
  'patch /api/v1/user/webhooks/{id}',
  'delete /api/v1/user/webhooks/{id}',
  'post /api/v1/user/webhooks/{id}/rotate-secret',
  'get /api/v1/user/webhooks/{id}/deliveries',
  'post /api/v1/user/webhooks/{id}/deliveries/{deliveryId}/redeliver',
  'get /healthz',
  'get /readyz',
  'get /api/v1/openapi.json',
];

function listed(doc: Doc): string[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops).map((method) => `${method} ${path}`),
  );
}

function refs(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => refs(v, found));
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string') found.push(inner);
      else refs(inner, found);
    }
  }
  return found;
}

describe('GET /api/v1/openapi.json', () => {
  let t: TestContext;
  let doc: Doc;

  beforeAll(async () => {
    t = await createTestContext();
    const response = await t.request('/api/v1/openapi.json');
    expect(response.status).toBe(200);
    doc = response.body;
  });
  afterAll(() => t?.close());

  it('is an OpenAPI 3.1 document for this server', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers).toEqual([{ url: t.config.publicUrl }]);
  });

  it('describes each webhook event: its payload schema and the signature headers', () => {
    expect(Object.keys(doc.webhooks).sort()).toEqual(
      [
        'message.created',
        'order.completed',
        'order.created',
        'order.status_changed',
        'payment.recorded',
        'payment.refunded',
        'proof.sent',
      ].sort(),
    );
    const completed = doc.webhooks['order.completed'].post;
    expect(completed.parameters.map((p) => p.name)).toEqual([
      'webhook-id',
      'webhook-timestamp',
      'webhook-signature',
    ]);
    const body = completed.requestBody.content['application/json'].schema;
    expect(body.properties.data.$ref).toBe('#/components/schemas/WebhookOrderCompleted');
    expect((doc.components.schemas.WebhookOrderCompleted as { required: string[] }).required).toContain(
      'files',
    );
  });

  it('lists every endpoint of the original contract', () => {
    expect(listed(doc)).toEqual(expect.arrayContaining(CONTRACT_ENDPOINTS));
  });

  it('lists every route the routers serve, and nothing they do not', () => {
    const served = (prefix: string, router: ReturnType<typeof routerOf>) =>
      router.stack.flatMap((layer) =>
        layer.methods
          .filter((m) => m !== 'HEAD')
          .map((m) => `${m.toLowerCase()} ${prefix}${openApiPath(String(layer.path).replace(/\/$/, ''))}`),
      );
    const routes = [
      ...apiRouters(t.deps).flatMap((router) => served('/api/v1', router)),
      ...served('', routerOf(healthRoutes(t.deps))),
    ];
    expect(routes.length).toBeGreaterThan(40);
    expect(new Set(routes).size).toBe(routes.length);
    expect([...routes].sort()).toEqual(listed(doc).sort());
  });

  it('documents only operations the running app answers (no 404 "Not found", no 405), and their answer', async () => {
    const someId = '00000000-0000-4000-8000-000000000001';
    for (const entry of listed(doc)) {
      const [method, path] = entry.split(' ');
      const response = await t.request(path.replace(/\{\w+\}/g, someId), { method: method.toUpperCase() });
      expect(response.status, entry).not.toBe(405);
      expect(response.status === 404 && response.body.message === 'Not found', entry).toBe(false);
      // What an anonymous caller with an id that names nothing gets is among the documented answers.
      const documented = Object.keys(doc.paths[path][method].responses);
      expect(documented, `${entry} answered ${response.status}`).toContain(String(response.status));
    }
  });

  it('describes request bodies from the shared zod schemas', () => {
    const create = doc.paths['/api/v1/order/createorder/{service}'].post;
    const schema = create.requestBody!.content['application/json'].schema as {
      anyOf: {
        required: string[];
        properties: Record<string, { required: string[]; properties: Record<string, unknown> }>;
      }[];
    };
    expect(schema.anyOf.map((option) => option.required)).toEqual([
      ['digitizing'],
      ['vector'],
      ['patches'],
      ['customApparel'],
    ]);
    const patches = schema.anyOf[2].properties.patches;
    expect(patches.required).toEqual(
      expect.arrayContaining(['orderTitle', 'attachment', 'patchCategory', 'backing', 'quantity']),
    );
    expect(patches.properties.backing).toEqual({
      type: 'string',
      enum: ['Iron on', 'Heatpress', 'Velcro', 'Peel & Stick'],
    });
    const quote = doc.paths['/api/v1/quotes'].post.requestBody!.content['application/json'].schema as {
      required: string[];
    };
    expect(quote.required).toEqual(['name', 'email', 'message']);
    expect(doc.paths['/api/v1/uploads'].post.requestBody!.content).toHaveProperty('multipart/form-data');
    expect(create.parameters).toContainEqual(
      expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: false }),
    );
    expect(doc.paths['/api/v1/quotes'].post.security).toEqual([]);
    expect(doc.paths['/api/v1/order/getorder'].get.security).toEqual([
      { bearerAuth: [] },
      { apiToken: ['orders:read'] },
    ]);
  });

  it('gives every response a schema and resolves every $ref', () => {
    const order = doc.components.schemas.Order as { required: string[] };
    expect(order.required.sort()).toEqual([...ORDER_FIELDS].sort());
    // Stitch files: the summary is one named schema, and the preview route is documented.
    expect((doc.components.schemas.StitchSummary as { required: string[] }).required).toEqual(
      expect.arrayContaining([
        'format',
        'stitches',
        'colors',
        'widthMm',
        'heightMm',
        'threads',
        'previewUrl',
      ]),
    );
    expect(doc.paths).toHaveProperty(['/api/v1/files/{fileId}/{fileName}/preview.svg']);
    for (const target of refs(doc)) {
      expect(target).toMatch(/^#\/components\/schemas\//);
      expect(doc.components.schemas).toHaveProperty(target.split('/').pop()!);
    }
  });

  it('matches what the endpoints really answer (response schemas parse real responses)', async () => {
    const { token } = await t.createUser();
    const parse = (schema: z.ZodType, body: unknown) => {
      const result = schema.safeParse(body);
      expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
    };
    const file = await upload(t, token);
    parse(res.uploadResponseSchema, file);
    for (const key of ['digitizing', 'vector', 'patches', 'customApparel'] as const) {
      const { url, name } = await upload(t, token);
      const created = await t.request(`/api/v1/order/createorder/${key}`, {
        method: 'POST',
        token,
        body: { [key]: validBlock(key, [{ url, name }], `Schema ${key}`) },
      });
      parse(res.createOrderResponseSchema, created.body);
      const revised = await t.request(`/api/v1/order/revision/${created.body.order._id}`, {
        method: 'PUT',
        token,
        body: { [key]: validBlock(key, [], `Schema ${key}`) },
      });
      parse(res.createRevisionResponseSchema, revised.body);
    }
    parse(res.ordersResponseSchema, (await t.request('/api/v1/order/getorder', { token })).body);
    parse(res.revisionsResponseSchema, (await t.request('/api/v1/order/get/revision', { token })).body);
    parse(
      res.notificationsResponseSchema,
      (await t.request('/api/v1/user/getuser/notifications', { token })).body,
    );
    parse(res.apiErrorSchema, (await t.request('/api/v1/order/getorder')).body);
  });

  it("parses each main endpoint's real answer with the schema its route declares", async () => {
    const declared = new Map<string, RouteDoc>(
      [...apiRouteGroups(t.deps).flat(), ...healthRoutes(t.deps)].map(
        ({ doc }) => [`${doc.method} ${openApiPath(doc.path)}`, doc] as const,
      ),
    );
    const check = async (
      method: RouteDoc['method'],
      template: string,
      url: string,
      status: number,
      options: { token?: string; body?: unknown } = {},
    ) => {
      const response = await t.request(url, { method: method.toUpperCase(), ...options });
      expect(response.status, `${method} ${url}`).toBe(status);
      const schema = declared.get(`${method} ${template}`)?.responses[status]?.schema;
      expect(schema, `${method} ${template} declares a schema for ${status}`).toBeDefined();
      const result = schema!.safeParse(response.body);
      expect(result.success, `${method} ${url}: ${JSON.stringify(result.error?.issues)}`).toBe(true);
    };
    const client = await t.createUser();
    const admin = await t.createUser({ role: 'admin' });
    const order = await placeOrder(t, client.token, 'patches');

    await check('post', '/user/register', '/api/v1/user/register', 201, {
      body: { username: 'schema-check', email: 'schema-check@example.com', password: 'a long password' },
    });
    await check('post', '/user/login', '/api/v1/user/login', 200, {
      body: { email: client.user.email, password: client.user.password },
    });
    await check('get', '/user/getuser/info', '/api/v1/user/getuser/info', 200, { token: client.token });
    await check('get', '/order/getorder/{orderId}', `/api/v1/order/getorder/${order._id}`, 200, {
      token: client.token,
    });
    await check('get', '/order/getorder', '/api/v1/order/getorder', 401);
    await check('post', '/quotes', '/api/v1/quotes', 201, {
      body: { name: 'Ada', email: 'ada@example.com', message: 'Twelve patches, please' },
    });
    await check('get', '/staff/orders', '/api/v1/staff/orders', 200, { token: admin.token });
    await check('get', '/staff/orders/{id}', `/api/v1/staff/orders/${order._id}`, 200, {
      token: admin.token,
    });
    // The production workflow's calls (issue 13), each along its happy path.
    const staffOrder = `/api/v1/staff/orders/${order._id}`;
    await check('post', '/staff/orders/{id}/price', `${staffOrder}/price`, 200, {
      token: admin.token,
      body: { amountCents: 15000, reason: 'Quoted by phone' },
    });
    await check('post', '/staff/orders/{id}/payments', `${staffOrder}/payments`, 200, {
      token: admin.token,
      body: { amountCents: 7500, method: 'bank-transfer', reference: 'INV-1' },
    });
    await setStatus(t, order._id, 'In Progress');
    const proofFiles = async () => ({
      fileIds: await uploadForDelivery(t, admin.token, [
        { name: 'proof.pdf', type: 'application/pdf', bytes: PDF_BYTES },
      ]),
    });
    const first = await t.request<Order>(`${staffOrder}/proofs`, {
      method: 'POST',
      token: admin.token,
      body: await proofFiles(),
    });
    await check(
      'post',
      '/order/{orderId}/proofs/{proofId}/request-changes',
      `/api/v1/order/${order._id}/proofs/${first.body.proofs[0]._id}/request-changes`,
      200,
      {
        token: client.token,
        body: { comment: 'Bigger letters' },
      },
    );
    await check('post', '/staff/orders/{id}/proofs', `${staffOrder}/proofs`, 200, {
      token: admin.token,
      body: await proofFiles(),
    });
    const proofs = (await t.request<Order>(`/api/v1/order/getorder/${order._id}`, { token: client.token }))
      .body.proofs;
    await check(
      'post',
      '/order/{orderId}/proofs/{proofId}/approve',
      `/api/v1/order/${order._id}/proofs/${proofs[1]._id}/approve`,
      200,
      {
        token: client.token,
      },
    );
    await check('get', '/staff/orders/{id}', staffOrder, 200, { token: admin.token });
    await check('get', '/staff/quotes', '/api/v1/staff/quotes', 200, { token: admin.token });
    await check('get', '/staff/clients', '/api/v1/staff/clients', 200, { token: admin.token });
    await check('get', '/staff/employees', '/api/v1/staff/employees', 200, { token: admin.token });
    await check('get', '/healthz', '/healthz', 200);
    await check('get', '/readyz', '/readyz', 200);
  });
});
