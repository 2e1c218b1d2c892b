import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../context.ts';
import { BODY_TIMED_OUT } from '../../middleware/body-idle-timeout.ts';
import { DISK_NEARLY_FULL } from '../../services/files/upload-room.ts';
import { TOO_MANY_AT_ONCE } from '../../routes/uploads/uploads.ts';
import { type TestContext } from '../harness.ts';

/*
 * Uploads without an end (attack run: a chunked upload over the limit read for 4.4 GB and never
 * answered, slow bodies held 300 s, 1,000 at once from one client all held) and disk filling.
 * Limits are lowered through the configuration so nothing big is sent.
 */
const BOUNDARY = 'attackboundary';
const HEAD = Buffer.from(
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.bin"\r\n` +
    'Content-Type: application/octet-stream\r\n\r\n',
);

/** Starts a multipart upload sent chunked (no Content-Length); the caller writes the rest. */
function openUpload(
  t: TestContext,
  token: string,
): { req: ClientRequest; response: Promise<IncomingMessage> } {
  const url = new URL('/api/v1/uploads', t.url);
  const req = httpRequest(url, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      'transfer-encoding': 'chunked',
    },
  });
  const response = new Promise<IncomingMessage>((resolve, reject) => {
    req.on('response', resolve);
    req.on('error', reject);
  });
  // Destroying an unanswered upload rejects it; the tests that do so do not wait for an answer.
  response.catch(() => undefined);
  req.write(HEAD);
  return { req, response };
}

async function bodyOf(res: IncomingMessage): Promise<{ error?: string }> {
  const chunks: Buffer[] = [];
  for await (const chunk of res) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
}

async function storedFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => e.name);
}

describe('attack: uploads that never end, and disk filling', () => {
  const t = useTestContext({
    env: {
      UPLOAD_MAX_MB: '1',
      UPLOAD_QUOTA_MB: '1.5',
      BODY_IDLE_TIMEOUT: '1s',
      UPLOADS_IN_FLIGHT_PER_USER: '2',
      FILES_MIN_FREE_MB: '0',
    },
  });
  /** Waits until no partly written file is left (storage removes them as the refused stream fails). */
  async function noPartialFiles() {
    for (let i = 0; i < 50; i++) {
      if (!(await storedFiles(t.config.filesDir)).some((name) => name.endsWith('.partial'))) return true;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return false;
  }

  it('answers 413 as soon as a chunked upload crosses the limit, while the client is still sending', async () => {
    const { user, token } = await t.createUser();
    const { req, response } = openUpload(t, token);
    const chunk = Buffer.alloc(64 * 1024, 1);
    let sent = 0;
    let answered = false;
    void response.then(() => (answered = true));
    // Keeps sending until the server answers, up to 64 MB (64 × the limit): more than the kernel's
    // socket buffers take in once the server stops reading (several MB on loopback), so only a
    // server that read the whole body could let the client get that far.
    const cap = 64 * 1024 * 1024;
    while (!answered && sent < cap) {
      if (!req.write(chunk))
        await new Promise<void>((resolve) => {
          // Whichever comes first; the other listener goes too, or each wait left one behind.
          const done = () => {
            req.off('drain', done).off('close', done);
            resolve();
          };
          req.once('drain', done).once('close', done);
        });
      sent += chunk.length;
      await new Promise((resolve) => setImmediate(resolve));
    }
    const res = await response;
    expect(res.statusCode).toBe(413);
    expect(res.headers.connection).toBe('close');
    expect((await bodyOf(res)).error).toBe('The file is too large: the limit is 1 MB');
    expect(sent).toBeLessThan(cap);
    req.destroy();
    expect(await t.db('files').where({ owner_id: user.id }).count({ n: '*' })).toEqual([{ n: 0 }]);
    expect(await noPartialFiles()).toBe(true);
  });

  it('answers 408 and closes the connection when a body stops arriving', async () => {
    const { user, token } = await t.createUser();
    const { req, response } = openUpload(t, token);
    req.write(Buffer.alloc(1000, 2));
    const started = performance.now();
    const res = await response;
    expect(res.statusCode).toBe(408);
    expect((await bodyOf(res)).error).toBe(BODY_TIMED_OUT);
    // The configured 1 s, not Node's 300 s.
    expect(performance.now() - started).toBeLessThan(10_000);
    req.destroy();
    expect(await noPartialFiles()).toBe(true);
    expect(await t.db('files').where({ owner_id: user.id }).count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  it('refuses a third upload at once from one user with 429', async () => {
    const { token } = await t.createUser();
    const first = openUpload(t, token);
    const second = openUpload(t, token);
    for (const upload of [first, second]) upload.req.write(Buffer.alloc(1024, 3));
    // Both are being received once each has its partly written file (not after a guessed pause).
    const partials = async () =>
      (await storedFiles(t.config.filesDir)).filter((name) => name.endsWith('.partial')).length;
    await expect.poll(partials, { timeout: 15_000 }).toBe(2);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array([1, 2, 3])]), 'third.bin');
    const third = await t.request('/api/v1/uploads', { method: 'POST', token, body: form });
    expect(third.status).toBe(429);
    expect(third.body.error).toBe(TOO_MANY_AT_ONCE);
    first.req.destroy();
    second.req.destroy();
    expect(await noPartialFiles()).toBe(true);
  });

  it('refuses uploads beyond the client quota with 413, storing nothing of them', async () => {
    const { user, token } = await t.createUser();
    const send = (bytes: number) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)]), 'part.bin');
      return t.request('/api/v1/uploads', { method: 'POST', token, body: form });
    };
    expect((await send(900 * 1024)).status).toBe(201);
    const over = await send(900 * 1024);
    expect(over.status).toBe(413);
    expect(over.body.error).toMatch(/^Your storage is full: uploads may take up to 1\.5 MB/);
    const rows = await t.db('files').where({ owner_id: user.id });
    expect(rows).toHaveLength(1);
    expect(await storedFiles(t.config.filesDir)).toEqual([rows[0].id]);
  });
});

describe('attack: the free-space reserve', () => {
  // A reserve no disk has: every upload meets a disk "under its reserve".
  const t = useTestContext({ env: { FILES_MIN_FREE_MB: String(1024 * 1024 * 1024) } });

  it('answers 507 with a clear message before reading the body', async () => {
    const { user, token } = await t.createUser();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(10)]), 'small.bin');
    const res = await t.request('/api/v1/uploads', { method: 'POST', token, body: form });
    expect(res.status).toBe(507);
    expect(res.body.error).toBe(DISK_NEARLY_FULL);
    expect(await t.db('files').where({ owner_id: user.id }).count({ n: '*' })).toEqual([{ n: 0 }]);
    expect(await storedFiles(t.config.filesDir)).toEqual([]);
  });
});
