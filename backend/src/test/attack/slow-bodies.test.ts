import { request as httpRequest, type IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../context.ts';
import { BODY_TOO_SLOW } from '../../middleware/body-min-rate.ts';
import { type TestContext } from '../harness.ts';

/*
 * Bodies trickled a byte at a time (attack run: one byte every 10 s, to an upload and to
 * /user/login, still open after 200 s: the idle timeout fires only when a body stops).
 */
const BOUNDARY = 'slowboundary';
const UPLOAD_HEAD =
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="slow.bin"\r\n` +
  'Content-Type: application/octet-stream\r\n\r\n';
const LOGIN_BODY = JSON.stringify({ email: 'slow@example.test', password: 'a slow password' });

interface Trickle {
  /** The answer's status and parsed body (null when none came). */
  answer: Promise<{ status: number; error?: string } | null>;
  /** Milliseconds from the first byte until the server closed the connection. */
  closedAfter: Promise<number>;
}

/**
 * Sends a request whose body comes `bytes` at a time every `everyMs` until the connection closes:
 * a login with its Content-Length, or a chunked multipart upload.
 */
function trickle(
  t: TestContext,
  kind: 'login' | 'upload',
  token: string,
  everyMs: number,
  bytes = 1,
): Trickle {
  const upload = kind === 'upload';
  const req = httpRequest(new URL(upload ? '/api/v1/uploads' : '/api/v1/user/login', t.url), {
    method: 'POST',
    agent: false,
    headers: upload
      ? {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          'transfer-encoding': 'chunked',
        }
      : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(LOGIN_BODY)) },
  });
  req.on('error', () => undefined);
  const body = Buffer.from(upload ? UPLOAD_HEAD + 'x'.repeat(10_000_000) : LOGIN_BODY);
  const started = performance.now();
  let sent = 0;
  // The head of an upload at once (its parser then waits for the file's bytes), then the trickle.
  if (upload) sent = Buffer.byteLength(UPLOAD_HEAD);
  req.write(body.subarray(0, sent || bytes));
  sent ||= bytes;
  const timer = setInterval(() => {
    if (sent >= body.length - bytes) return;
    req.write(body.subarray(sent, sent + bytes));
    sent += bytes;
  }, everyMs);
  const closedAfter = new Promise<number>((resolve) =>
    req.once('socket', (socket) =>
      socket.once('close', () => {
        clearInterval(timer);
        resolve(performance.now() - started);
      }),
    ),
  );
  const answer = new Promise<{ status: number; error?: string } | null>((resolve) => {
    req.once('response', async (res: IncomingMessage) => {
      const chunks: Buffer[] = [];
      for await (const chunk of res) chunks.push(chunk as Buffer);
      resolve({ status: res.statusCode!, ...JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') });
    });
    req.once('close', () => resolve(null));
  });
  return { answer, closedAfter };
}

describe('attack: bodies trickled below the minimum rate (a 1 s window)', () => {
  const t = useTestContext({
    env: { BODY_MIN_RATE: '1', BODY_MIN_RATE_WINDOW: '1s', FILES_MIN_FREE_MB: '0' },
  });

  it.each(['login', 'upload'] as const)(
    'answers 408 to a %s trickled a byte every 200 ms, and closes',
    async (kind) => {
      const { token } = await t.createUser();
      const slow = trickle(t, kind, token, 200);
      expect(await slow.answer).toEqual({ status: 408, error: BODY_TOO_SLOW, message: BODY_TOO_SLOW });
      const closedAfter = await slow.closedAfter;
      // One window (1 s) and a sample (100 ms), with room for a loaded machine; the trickle would go on for ever.
      expect(closedAfter).toBeGreaterThanOrEqual(1000);
      expect(closedAfter).toBeLessThan(5000);
    },
  );

  it('lets an upload through that keeps above the rate for several windows', async () => {
    const { user, token } = await t.createUser();
    const file = new Uint8Array(40_000).fill(7);
    // 40 KB at 8 KB a second: 5 windows long, each well above 1 KB.
    async function* slowly() {
      const encoder = new TextEncoder();
      yield encoder.encode(UPLOAD_HEAD);
      for (let sent = 0; sent < file.length; sent += 2000) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        yield file.subarray(sent, sent + 2000);
      }
      yield encoder.encode(`\r\n--${BOUNDARY}--\r\n`);
    }
    const body = ReadableStream.from(slowly());
    const started = performance.now();
    const res = await fetch(`${t.url}/api/v1/uploads`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(201);
    expect(performance.now() - started).toBeGreaterThan(4000);
    expect(await t.db('files').where({ owner_id: user.id }).count({ n: '*' })).toEqual([{ n: 1 }]);
  });
});

describe('attack: a byte every 5 s, with the default minimum (1 KB/s over 10 s)', () => {
  const t = useTestContext({ env: { FILES_MIN_FREE_MB: '0' } });

  it(
    'ends a trickled login and a trickled upload within a minute, in real time',
    { timeout: 90_000 },
    async () => {
      const { token } = await t.createUser();
      const slow = [trickle(t, 'login', token, 5000), trickle(t, 'upload', token, 5000)];
      for (const s of slow) expect(await s.answer).toMatchObject({ status: 408, error: BODY_TOO_SLOW });
      const closedAfter = await Promise.all(slow.map((s) => s.closedAfter));
      console.info(
        `trickled login and upload closed after ${closedAfter.map((ms) => Math.round(ms)).join(' and ')} ms`,
      );
      for (const ms of closedAfter) {
        expect(ms).toBeGreaterThanOrEqual(10_000);
        expect(ms).toBeLessThan(60_000);
      }
    },
  );
});
