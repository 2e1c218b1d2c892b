import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { UNTRUSTED_FORWARDING_WARNING } from './forwarded-warning.ts';
import { capturingLogger } from '../test/log-capture.ts';

const quote = (n: number) => ({
  name: `Visitor ${n}`,
  email: `visitor${n}@example.com`,
  services: 'patches',
  message: 'Need some patches',
});

describe('TRUST_PROXY as a hop count', () => {
  let behindOne: TestContext;
  let behindTwo: TestContext;

  beforeAll(async () => {
    behindOne = await createTestContext({ env: { TRUST_PROXY: '1' } });
    behindTwo = await createTestContext({ env: { TRUST_PROXY: '2' } });
  });
  afterAll(async () => {
    await behindOne?.close();
    await behindTwo?.close();
  });

  it('behind one proxy, forged left-most entries do not make a client someone else', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const response = await behindOne.request('/api/v1/quotes', {
        method: 'POST',
        body: quote(i),
        // The client wrote the first entry; the load balancer appended the address it saw.
        headers: { 'X-Forwarded-For': `10.9.9.${i}, 198.51.100.20` },
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    const stored = await behindOne.db('quotes').distinct('ip');
    expect(stored.map((row: { ip: string }) => row.ip)).toEqual(['198.51.100.20']);
  });

  it('behind two proxies, the client is the entry the first proxy added', async () => {
    for (let i = 0; i < 3; i += 1) {
      const response = await behindTwo.request('/api/v1/quotes', {
        method: 'POST',
        body: quote(i),
        headers: { 'X-Forwarded-For': `forged, 203.0.113.${i}, 192.0.2.1` },
      });
      expect(response.status).toBe(201);
    }
    const stored = await behindTwo.db('quotes').select('ip').orderBy('created_at');
    expect(stored.map((row: { ip: string }) => row.ip)).toEqual([
      '203.0.113.0',
      '203.0.113.1',
      '203.0.113.2',
    ]);
  });
});

describe('TRUST_PROXY off, requests forwarded by a proxy', () => {
  let t: TestContext;
  const capture = capturingLogger<{ level: number; msg: string }>('warn');
  const lines = capture.lines;

  beforeAll(async () => {
    t = await createTestContext({ logger: capture.logger });
  });
  afterAll(() => t?.close());

  it('warns once, at the first forwarded request, and ignores the header', async () => {
    await t.request('/healthz');
    expect(lines.filter((l) => l.msg === UNTRUSTED_FORWARDING_WARNING)).toEqual([]);
    for (let i = 0; i < 3; i += 1)
      await t.request('/api/v1/quotes', {
        method: 'POST',
        body: quote(i),
        headers: { 'X-Forwarded-For': `198.51.100.${i}` },
      });
    expect(lines.filter((l) => l.msg === UNTRUSTED_FORWARDING_WARNING)).toHaveLength(1);
    const stored = await t.db('quotes').distinct('ip');
    expect(stored.map((row: { ip: string }) => row.ip)).toEqual(['127.0.0.1']);
  });
});
