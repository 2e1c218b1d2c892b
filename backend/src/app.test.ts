import { createHash } from 'node:crypto';
import http from 'node:http';
import { Readable } from 'node:stream';
import Router from '@koa/router';
import type Koa from 'koa';
import { FIRST_PAINT_SCRIPT } from '@stitchdesk/shared/first-paint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, sharedStaticPrefix } from './app.ts';
import { fixedRoutesOf } from './routes/fixed-routes.ts';
import { createKnex } from './db/knex.ts';
import { createTestContext, type TestContext } from './test/harness.ts';
import { capturingLogger } from './test/log-capture.ts';

async function serve(app: Koa): Promise<{ url: string; close(): Promise<void> }> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('app pipeline', () => {
  let t: TestContext;
  let probe: { url: string; close(): Promise<void> };
  const capture = capturingLogger('info');
  const logLines = capture.lines;

  beforeAll(async () => {
    t = await createTestContext({
      env: { CORS_ORIGINS: 'https://shop.example.com' },
      logger: capture.logger,
    });
    // The same pipeline with two extra routes, to see what a crash and a parsed body look like from outside.
    const extra = new Router({ prefix: '/api/v1' });
    extra.get('/__boom', () => {
      throw new Error('secret internals at /srv/app.ts:42');
    });
    extra.get('/__endless', (ctx) => {
      ctx.type = 'application/octet-stream';
      ctx.body = new Readable({
        read() {
          setTimeout(() => this.push(Buffer.alloc(64 * 1024)), 5);
        },
      });
    });
    extra.get('/__broken', (ctx) => {
      ctx.type = 'application/octet-stream';
      let sent = false;
      // The first bytes go out with the headers; the read after them fails, as a disk or a
      // storage service can halfway through a file.
      ctx.body = new Readable({
        read() {
          if (sent) setTimeout(() => this.destroy(new Error('storage read failed')), 50);
          else this.push(Buffer.alloc(64 * 1024, 'a'));
          sent = true;
        },
      });
    });
    extra.post('/__echo', (ctx) => {
      ctx.body = { received: ctx.request.body };
    });
    const app = createApp(t.deps);
    const at = app.middleware.findIndex((m) => m.name === 'apiNotFound');
    expect(at).toBeGreaterThan(0);
    app.middleware.splice(at, 0, extra.routes() as Koa.Middleware);
    probe = await serve(app);
  });
  afterAll(async () => {
    await probe?.close();
    await t.close();
  });

  /** Requests to the app with the extra routes. */
  const call = (path: string, init: RequestInit = {}) => fetch(probe.url + path, init);

  it('answers /healthz', async () => {
    const res = await t.request('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('answers /readyz with 200 while the database is reachable', async () => {
    const res = await t.request('/readyz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ready', database: 'ok', storage: 'ok' });
  });

  it('answers /readyz with 503 when the database is unreachable', async () => {
    const deadDb = createKnex('postgres://nobody:nothing@127.0.0.1:1/none');
    await deadDb.destroy();
    const dead = await serve(createApp({ ...t.deps, db: deadDb }));
    try {
      const res = await fetch(`${dead.url}/readyz`);
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ error: 'Database unreachable' });
    } finally {
      await dead.close();
    }
  });

  it('gives every response a request id and keeps a well-formed one from the client', async () => {
    const generated = await t.request('/healthz');
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await t.request('/healthz', { headers: { 'X-Request-Id': 'edge-proxy.1234' } });
    expect(kept.headers.get('x-request-id')).toBe('edge-proxy.1234');
    const replaced = await t.request('/healthz', { headers: { 'X-Request-Id': 'bad id\twith spaces' } });
    // A generated id in its place (checking for "bad" in it failed whenever a random id held those hex letters).
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers unknown API paths with the error body', async () => {
    const res = await t.request('/api/v1/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Not found', message: 'Not found' });
  });

  it('hides unexpected errors behind a bare 500 and logs them with the request id', async () => {
    const res = await call('/api/v1/__boom', { headers: { 'X-Request-Id': 'trace-500' } });
    const text = await res.text();
    expect(res.status).toBe(500);
    expect(JSON.parse(text)).toEqual({ error: 'Internal server error', message: 'Internal server error' });
    expect(text).not.toContain('secret internals');
    expect(text).not.toMatch(/at .*\.ts:\d+/);
    const logged = logLines.find((line) => line.reqId === 'trace-500' && line.level === 50);
    expect(logged).toBeDefined();
    expect(JSON.stringify(logged)).toContain('secret internals');
  });

  it('logs a client that leaves mid-download at info, not as an error', async () => {
    // A raw request, destroyed once the first bytes arrive: what a cancelled download does.
    await new Promise<void>((resolve, reject) => {
      const request = http.get(`${probe.url}/api/v1/__endless`, {
        headers: { 'X-Request-Id': 'left-early' },
      });
      request.once('response', (response) =>
        response.once('data', () => {
          request.destroy();
          resolve();
        }),
      );
      request.once('error', reject);
    });
    await expect
      .poll(() => logLines.find((line) => line.reqId === 'left-early' && line.err)?.level, { timeout: 5000 })
      .toBe(30);
    expect(logLines.some((line) => line.reqId === 'left-early' && line.level === 50)).toBe(false);
  });

  it.each(['gzip', 'identity'])(
    'ends the connection of a streamed answer (%s) whose source fails halfway, and logs the failure',
    async (encoding) => {
      const reqId = `broken-${encoding}`;
      const res = await call('/api/v1/__broken', {
        headers: { 'X-Request-Id': reqId, 'Accept-Encoding': encoding },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding') ?? 'identity').toBe(encoding);
      // The client learns the answer is cut, rather than waiting on it for ever.
      await expect(res.arrayBuffer()).rejects.toThrow();
      await expect
        .poll(() => logLines.find((line) => line.reqId === reqId && line.err)?.level, { timeout: 5000 })
        .toBe(50);
    },
    10_000,
  );

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await call('/api/v1/__echo', {
      method: 'POST',
      body: '{"email": "a@b.c",',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: 'Malformed JSON in request body',
      message: 'Malformed JSON in request body',
    });
  });

  it('refuses JSON bodies over 1 MB with 413', async () => {
    const res = await call('/api/v1/__echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ padding: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: string }).error).toBe('Request body too large');
  });

  it('parses JSON bodies', async () => {
    const res = await call('/api/v1/__echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ a: 1 }),
    });
    expect(await res.json()).toEqual({ received: { a: 1 } });
  });

  it('sets the security headers', async () => {
    const res = await t.request('/healthz');
    expect(res.headers.get('x-powered-by')).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('lets pages run the first-paint script inline, and no other inline script', async () => {
    const res = await t.request('/healthz');
    const hash = createHash('sha256').update(FIRST_PAINT_SCRIPT).digest('base64');
    expect(res.headers.get('content-security-policy')).toContain(`script-src 'self' 'sha256-${hash}';`);
  });

  it('sets the API’s short set of security headers on API answers', async () => {
    const res = await t.request('/api/v1/user/getuser/info');
    expect(res.status).toBe(401);
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    // Page-only headers stay on pages.
    expect(res.headers.get('referrer-policy')).toBeNull();
  });

  it('answers 405 with Allow for a known path and the wrong method, 404 for an unknown path', async () => {
    const wrong = await t.request('/api/v1/user/getuser/info', { method: 'DELETE' });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('HEAD, GET');
    expect(wrong.body).toEqual({ error: 'Method Not Allowed', message: 'Method Not Allowed' });
    const post = await t.request('/api/v1/order/getorder', { method: 'POST', body: {} });
    expect(post.status).toBe(405);
    const options = await t.request('/api/v1/order/getorder', { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('HEAD, GET');
    expect((await t.request('/api/v1/nothing-here', { method: 'DELETE' })).status).toBe(404);
  });

  it('allows CORS for configured origins and the desktop app, not for others', async () => {
    for (const origin of ['https://shop.example.com', 'app://stitchdesk']) {
      const res = await t.request('/api/v1/user/getuser/info', {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'GET',
          'Access-Control-Request-Headers': 'authorization',
        },
      });
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    }
    const denied = await t.request('/api/v1/user/getuser/info', {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'GET' },
    });
    expect(denied.headers.get('access-control-allow-origin')).toBeNull();
    const simple = await t.request('/healthz', { headers: { Origin: 'https://evil.example' } });
    expect(simple.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('compresses large responses when asked', async () => {
    const res = await call('/api/v1/__echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
      body: JSON.stringify({ text: 'stitch '.repeat(2000) }),
    });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(((await res.json()) as { received: { text: string } }).received.text).toHaveLength(14000);
  });
});

describe('sharedStaticPrefix', () => {
  it('is the start all paths share, up to the first parameter or pattern', () => {
    expect(sharedStaticPrefix(['/api/v1/user/login', '/api/v1/user/getuser/info'])).toBe('/api/v1/user/');
    expect(sharedStaticPrefix(['/api/v1/files/:fileId/:fileName'])).toBe('/api/v1/files/');
    expect(sharedStaticPrefix(['/api/v1/order/getorder', '/api/v1/order/:id(\\d+)'])).toBe('/api/v1/order/');
    expect(sharedStaticPrefix(['/api/v1/uploads'])).toBe('/api/v1/uploads');
    // A router with a pattern route, or none at all, is tried for every path.
    expect(sharedStaticPrefix(['/api/v1/a', /^\/x/])).toBe('');
    expect(sharedStaticPrefix([])).toBe('');
  });
});

describe('fixedRoutesOf', () => {
  const routerWith = (...paths: string[]) => {
    const router = new Router();
    for (const path of paths) router.get(path, () => undefined);
    return router;
  };

  it('takes a fixed path straight to its route only when the routers would pick that route alone', () => {
    const login = routerWith('/user/login', '/order/:orderId');
    const rest = routerWith(
      '/user/getuser/notifications',
      '/order/getorder',
      '/user/login',
      '/twice',
      '/twice',
    );
    const fixed = fixedRoutesOf([login, rest]);
    expect(fixed.get('GET /user/getuser/notifications')).toMatchObject({ router: 1, layer: rest.stack[0] });
    expect(fixed.get('HEAD /user/getuser/notifications')?.router).toBe(1);
    expect(fixed.get('GET /user/login')).toMatchObject({ router: 0, layer: login.stack[0] });
    expect(fixed.has('POST /user/getuser/notifications')).toBe(false);
    // The first router's /order/:orderId matches it too, so the routers must try it in turn.
    expect(fixed.has('GET /order/getorder')).toBe(false);
    // Two routes of one path both run.
    expect(fixed.has('GET /twice')).toBe(false);
  });
});
