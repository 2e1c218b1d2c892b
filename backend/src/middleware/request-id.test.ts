import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestId } from './request-id.ts';

describe('requestId()', () => {
  let url = '';
  let close: () => void;

  beforeAll(async () => {
    const app = new Koa();
    app.use(requestId(pino({ level: 'silent' })));
    app.use(async (ctx) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      ctx.body = { ok: true };
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    close = () => server.close();
  });
  afterAll(() => close());

  it('answers the time the request took as Server-Timing', async () => {
    const response = await fetch(url);
    const match = /^app;dur=(\d+\.\d)$/.exec(response.headers.get('server-timing') ?? '');
    expect(match).not.toBeNull();
    expect(Number(match![1])).toBeGreaterThanOrEqual(19);
  });

  it('echoes a well-formed X-Request-Id and replaces a malformed one', async () => {
    expect((await fetch(url, { headers: { 'X-Request-Id': 'abc-123' } })).headers.get('x-request-id')).toBe(
      'abc-123',
    );
    const replaced = (await fetch(url, { headers: { 'X-Request-Id': 'bad id!' } })).headers.get(
      'x-request-id',
    );
    expect(replaced).toMatch(/^[0-9a-f-]{36}$/);
  });
});
