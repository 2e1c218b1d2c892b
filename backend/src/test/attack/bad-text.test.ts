import { TEXT_NOT_ALLOWED, type ServiceKey } from '@stitchdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inDays, upload, validBlock } from '../order-fixtures.ts';
import { createTestContext, type TestContext } from '../harness.ts';

/*
 * NUL, other control characters and lone surrogates in every text field of every endpoint (attack
 * runs: 108 answers of 500, PostgreSQL refusing NUL and lone surrogates in text and jsonb; then a
 * NUL in a thread chart's brand, name or CSV). Each must answer 400 and store nothing.
 */
const API = '/api/v1';
const NUL = 'a\u0000b';
const LONE = 'x\ud800y';
const CONTROL = 'a\u001b[2Jb\u0007';
const TABLES = [
  'users',
  'quotes',
  'orders',
  'revisions',
  'order_events',
  'notifications',
  'payments',
  'proofs',
  'thread_charts',
  'order_messages',
  'api_tokens',
  'order_presets',
  'webhook_endpoints',
] as const;

type Call = { method: string; path: string; body?: unknown; as: 'none' | 'client' | 'admin' };

/** The body that creates an account, whether a client registers or an admin adds an employee. */
function account(username: string, email: string, password: string) {
  return { username, email, password };
}

function chart(change: object) {
  return { brand: 'Acme', name: 'Polyester', csv: '1000,Red,#ff0000\n', ...change };
}

function api(method: string, path: string, as: Call['as'], body: unknown): Call {
  return { method, path, as, body };
}

describe('attack: NUL and lone surrogates in text', () => {
  let t: TestContext;
  let client = '';
  let admin = '';
  let employeeId = '';
  let orderId = '';
  let attachment = { url: '', name: '' };

  beforeAll(async () => {
    // Each call comes from its own address, so the per-address limits (quotes) never answer first.
    t = await createTestContext({ env: { TRUST_PROXY: '1' } });
    client = (await t.createUser()).token;
    admin = (await t.createUser({ role: 'admin' })).token;
    employeeId = (await t.createUser({ role: 'employee' })).user.id;
    const first = await upload(t, client);
    const placed = await t.request(`${API}/order/createorder/digitizing`, {
      method: 'POST',
      token: client,
      body: { digitizing: validBlock('digitizing', [{ url: first.url, name: first.name }]) },
    });
    orderId = placed.body.order._id;
    // Never attached by the refused calls, so every one of them could have used it.
    const spare = await upload(t, client);
    attachment = { url: spare.url, name: spare.name };
    await t.db('orders').where({ id: orderId }).update({ status: 'Completed' });
  });
  afterAll(() => t.close());

  async function counts() {
    return Promise.all(TABLES.map(async (table) => Number((await t.db(table).count({ n: '*' }))[0].n)));
  }

  let sent = 0;
  async function send(call: Call) {
    const token = call.as === 'client' ? client : call.as === 'admin' ? admin : undefined;
    sent += 1;
    const headers = { 'x-forwarded-for': `198.18.${Math.floor(sent / 250)}.${(sent % 250) + 1}` };
    return t.request(`${API}${call.path}`, { method: call.method, body: call.body, token, headers });
  }

  /** A client placing a `key` order: a valid block with `change` laid over it. */
  function placing(key: ServiceKey, change: object, files = [attachment]): Call {
    return api('POST', `/order/createorder/${key}`, 'client', {
      [key]: { ...validBlock(key, files), ...change },
    });
  }

  /** Every text field of every endpoint, with `bad` put in it. */
  function calls(bad: string): [string, Call][] {
    // A query string is decoded as UTF-8, where a lone surrogate cannot exist (its bytes become
    // U+FFFD): only NUL can reach the search terms.
    const inQuery = bad === LONE ? '' : encodeURIComponent(bad);
    const list: [string, Call][] = [
      [
        'register username',
        api('POST', '/user/register', 'none', account(bad, 'n@example.test', 'long enough')),
      ],
      [
        'register email',
        api('POST', '/user/register', 'none', account('n', `${bad}@example.test`, 'long enough')),
      ],
      [
        'register password',
        api('POST', '/user/register', 'none', account('n', 'n2@example.test', `long ${bad} enough`)),
      ],
      [
        'login email',
        api('POST', '/user/login', 'none', { email: `${bad}@example.test`, password: 'whatever' }),
      ],
      ['login password', api('POST', '/user/login', 'none', { email: 'n@example.test', password: bad })],
      ['quote name', api('POST', '/quotes', 'none', { name: bad, email: 'q@example.test', message: 'hi' })],
      [
        'quote email',
        api('POST', '/quotes', 'none', { name: 'Q', email: `${bad}@example.test`, message: 'hi' }),
      ],
      ['quote message', api('POST', '/quotes', 'none', { name: 'Q', email: 'q@example.test', message: bad })],
      [
        'password change',
        api('POST', '/user/password', 'client', { currentPassword: bad, newPassword: 'long enough' }),
      ],
      [
        'price reason',
        api('POST', `/staff/orders/${orderId}/price`, 'admin', { amountCents: 100, reason: bad }),
      ],
      [
        'payment reference',
        api('POST', `/staff/orders/${orderId}/payments`, 'admin', {
          amountCents: 100,
          method: 'cash',
          reference: bad,
        }),
      ],
      [
        'proof note',
        api('POST', `/staff/orders/${orderId}/proofs`, 'admin', {
          fileIds: [crypto.randomUUID()],
          note: bad,
        }),
      ],
      [
        'change request comment',
        api('POST', `/order/${orderId}/proofs/${crypto.randomUUID()}/request-changes`, 'client', {
          comment: bad,
        }),
      ],
      [
        'employee name',
        api('POST', '/staff/employees', 'admin', account(bad, 'e@example.test', 'long enough')),
      ],
      [
        'employee email',
        api('POST', '/staff/employees', 'admin', account('E', `${bad}@example.test`, 'long enough')),
      ],
      ['employee rename', api('PATCH', `/staff/employees/${employeeId}`, 'admin', { username: bad })],
      [
        'status note',
        api('POST', `/staff/orders/${orderId}/status`, 'admin', { status: 'In Progress', note: bad }),
      ],
      ['thread chart brand', api('POST', '/staff/thread-charts', 'admin', chart({ brand: bad }))],
      ['thread chart name', api('POST', '/staff/thread-charts', 'admin', chart({ name: bad }))],
      [
        'thread chart CSV',
        api('POST', '/staff/thread-charts', 'admin', chart({ csv: `1000,Red${bad},#ff0000\n` })),
      ],
      ['message body', api('POST', `/order/${orderId}/messages`, 'client', { body: bad })],
      ['API token name', api('POST', '/user/api-tokens', 'client', { name: bad, scopes: ['orders:read'] })],
      [
        'preset name',
        api('POST', '/user/presets', 'client', { name: bad, service: 'digitizing', fields: {} }),
      ],
      [
        'webhook URL',
        api('POST', '/user/webhooks', 'client', {
          url: `https://hooks.example.com/${bad}`,
          events: ['order.created'],
        }),
      ],
    ];
    if (bad !== LONE) {
      list.push(
        ['staff search q', { method: 'GET', path: `/staff/orders?q=${inQuery}`, as: 'admin' }],
        ['staff service filter', { method: 'GET', path: `/staff/orders?service=${inQuery}`, as: 'admin' }],
        ['clients search q', { method: 'GET', path: `/staff/clients?q=${inQuery}`, as: 'admin' }],
      );
    }
    for (const key of ['digitizing', 'vector', 'patches', 'customApparel'] as ServiceKey[]) {
      const fields = ['orderTitle', 'otherInstructions', ...(key === 'customApparel' ? [] : ['designName'])];
      for (const field of fields) {
        list.push([`${key} order ${field}`, placing(key, { [field]: bad })]);
      }
      list.push([`${key} attachment name`, placing(key, {}, [{ url: attachment.url, name: bad }])]);
      list.push([`${key} attachment url`, placing(key, {}, [{ url: bad, name: 'x' }])]);
    }
    for (const field of ['orderTitle', 'otherInstructions', 'designName']) {
      list.push([
        `revision ${field}`,
        api('PUT', `/order/revision/${orderId}`, 'client', {
          digitizing: { orderTitle: 'Order digitizing', [field]: bad },
        }),
      ]);
    }
    return list;
  }

  for (const [label, bad] of [
    ['NUL', NUL],
    ['a lone surrogate', LONE],
    ['other control characters', CONTROL],
  ] as const) {
    it(`answers 400 to ${label} in every text field and stores nothing`, async () => {
      const before = await counts();
      const results: Record<string, string> = {};
      for (const [name, call] of calls(bad)) {
        const res = await send(call);
        results[name] = `${res.status} ${res.body.error}`;
      }
      const wrong = Object.entries(results).filter(([, answer]) => answer !== `400 ${TEXT_NOT_ALLOWED}`);
      expect(wrong).toEqual([]);
      expect(await counts()).toEqual(before);
    }, 60_000);
  }

  it('strips direction overrides and line ends from titles, keeps tabs and line breaks in instructions', async () => {
    const file = await upload(t, client);
    const res = await send(
      placing(
        'digitizing',
        { orderTitle: 'Invoice\u202etxt.exe\u2066\t', otherInstructions: 'line one\r\nline\ttwo' },
        [{ url: file.url, name: file.name }],
      ),
    );
    expect(res.status).toBe(201);
    expect(res.body.order.digitizing.orderTitle).toBe('Invoicetxt.exe');
    expect(res.body.order.digitizing.otherInstructions).toBe('line one\nline\ttwo');
  });

  it('imports a thread chart whose CSV ends its lines with CR LF, its names without direction overrides', async () => {
    const res = await send(
      api(
        'POST',
        '/staff/thread-charts',
        'admin',
        chart({ csv: '1000,Re\u202ed,#ff0000\r\n1001,\u2067Blue\u2069,#0000ff\r\n' }),
      ),
    );
    expect(res.status, res.text).toBe(201);
    expect(JSON.stringify(res.body)).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
    expect(JSON.stringify(res.body)).toContain('"Red"');
  });

  it.each([
    ['a date 9999-12-31', { shippingEstimatedTime: '9999-12-31' }],
    ['a date three years ahead', { shippingEstimatedTime: inDays(3 * 366) }],
    ['a hexadecimal number', { garmentGSM: '0x1A' }],
    ['an exponent number', { garmentGSM: '1e3' }],
  ])('answers 400 to %s and stores nothing', async (_label, change) => {
    const before = await counts();
    const res = await send(placing('customApparel', change));
    expect(res.status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it.each(['0x1A', '1e3', '2.5', 'Infinity'])('answers 400 to the staff page number %s', async (page) => {
    const res = await send({ method: 'GET', path: `/staff/orders?page=${page}`, as: 'admin' });
    expect(res.status).toBe(400);
  });

  it('still takes a plain staff page number, and none', async () => {
    expect((await send({ method: 'GET', path: '/staff/orders?page=2', as: 'admin' })).body.page).toBe(2);
    expect((await send({ method: 'GET', path: '/staff/orders', as: 'admin' })).body.page).toBe(1);
  });

  it('still takes numbers written as plain decimals', async () => {
    const file = await upload(t, client);
    const res = await send(
      placing('customApparel', { garmentGSM: '12.5' }, [{ url: file.url, name: file.name }]),
    );
    expect(res.status).toBe(201);
    expect(res.body.order.customApparel.garmentGSM).toBe(12.5);
  });
});
