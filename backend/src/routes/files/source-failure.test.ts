import http from 'node:http';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../services/files/storage/local.ts';
import type { Storage } from '../../services/files/storage/types.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { useTempDir } from '../../test/temp-dir.ts';
import { upload } from '../../test/order-fixtures.ts';
import { capturingLogger } from '../../test/log-capture.ts';

/*
 * A download cut short is logged as an error when the store failed (an S3 connection reset halfway
 * through the file, which Node reports as ECONNRESET), and at info when the client left (which
 * also ends in ECONNRESET or a premature close): the codes alone cannot tell them apart.
 */
const CHUNK = Buffer.alloc(64 * 1024, 1);

/** What the store reads, once it has been told to: its first bytes, then what the test wants. */
type Read = 'stored' | 'reset-after-first-chunk' | 'endless';
let nextRead: Read = 'stored';

function readAs(read: Read): Readable {
  let sent = false;
  return new Readable({
    read() {
      if (read === 'endless') setTimeout(() => this.push(CHUNK), 5);
      else if (!sent) this.push(CHUNK);
      else {
        const reset = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET', syscall: 'read' });
        setTimeout(() => this.destroy(reset), 20);
      }
      sent = true;
    },
  });
}

describe('a download cut short: the store failing or the client leaving', () => {
  let t: TestContext;
  const capture = capturingLogger('info');
  const logLines = capture.lines;
  let url = '';
  const filesDir = useTempDir('sd-source-failure-');

  beforeAll(async () => {
    const local = createLocalStorage(filesDir.path);
    const storage: Storage = {
      ...local,
      async get(key, range) {
        const read = nextRead;
        nextRead = 'stored';
        return read === 'stored' ? local.get(key, range) : readAs(read);
      },
    };
    t = await createTestContext({ storage, logger: capture.logger });
    const { token } = await t.createUser();
    const bytes = Buffer.alloc(1024 * 1024, 2);
    url = (await upload(t, token, { name: 'design.bin', type: 'application/octet-stream', bytes })).url;
  });
  afterAll(() => t?.close());

  const levelsOf = (reqId: string) =>
    logLines.filter((line) => line.reqId === reqId && line.err).map((line) => line.level);

  it('logs a store that resets its connection halfway as an error', async () => {
    nextRead = 'reset-after-first-chunk';
    const response = await fetch(url, { headers: { 'X-Request-Id': 'store-reset' } });
    expect(response.status).toBe(200);
    await expect(response.arrayBuffer()).rejects.toThrow();
    await expect.poll(() => levelsOf('store-reset'), { timeout: 5000 }).toContain(50);
    const logged = logLines.find((line) => line.reqId === 'store-reset' && line.level === 50);
    expect(logged).toMatchObject({ msg: 'response error', err: { code: 'ECONNRESET' } });
  });

  it('logs a client that leaves mid-download at info, never as an error', async () => {
    nextRead = 'endless';
    await new Promise<void>((resolve, reject) => {
      const request = http.get(url, { headers: { 'X-Request-Id': 'client-left' } });
      request.once('response', (response) =>
        response.once('data', () => {
          request.destroy();
          resolve();
        }),
      );
      request.once('error', reject);
    });
    await expect.poll(() => levelsOf('client-left'), { timeout: 5000 }).toContain(30);
    // Whatever else arrives about it comes soon after: give it the time, then look.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(levelsOf('client-left')).not.toContain(50);
  });
});
