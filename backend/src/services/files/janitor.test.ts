import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pino from 'pino';
import { findFreePort } from '../../db/embedded.ts';
import { createKnex } from '../../db/knex.ts';
import { createLocalStorage } from './storage/local.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { upload, validBlock } from '../../test/order-fixtures.ts';
import { startJanitor, sweepUnattachedUploads } from './janitor.ts';

const HOUR = 3_600_000;
const logger = pino({ level: 'silent' });

describe('janitor: unattached uploads', () => {
  let t: TestContext;
  let token = '';

  beforeAll(async () => {
    t = await createTestContext();
    token = (await t.createUser()).token;
  });
  afterAll(() => t?.close());

  const idOf = (url: string) => new URL(url).pathname.split('/')[4];
  const age = (id: string, hours: number) =>
    t
      .db('files')
      .where({ id })
      .update({ created_at: new Date(Date.now() - hours * HOUR) });

  it('deletes uploads older than 2 h that were never attached — row and stored bytes — and keeps the rest', async () => {
    const stale = await upload(t, token, { name: 'stale.png' });
    const fresh = await upload(t, token, { name: 'fresh.png' });
    const attached = await upload(t, token, { name: 'attached.png' });
    const placed = await t.request('/api/v1/order/createorder/digitizing', {
      method: 'POST',
      token,
      body: { digitizing: validBlock('digitizing', [{ url: attached.url, name: attached.name }]) },
    });
    expect(placed.status).toBe(201);
    await age(idOf(stale.url), 3);
    await age(idOf(fresh.url), 1);
    await age(idOf(attached.url), 48);
    const staleKey = (
      await t
        .db('files')
        .where({ id: idOf(stale.url) })
        .first()
    ).storage_key;
    expect(await t.deps.storage.stat(staleKey)).not.toBeNull();

    const removed = await sweepUnattachedUploads({ db: t.db, storage: t.deps.storage, logger });
    expect(removed).toBe(1);
    expect(
      await t
        .db('files')
        .where({ id: idOf(stale.url) })
        .first(),
    ).toBeUndefined();
    expect(await t.deps.storage.stat(staleKey)).toBeNull();
    expect((await fetch(stale.url)).status).toBe(404);
    expect((await fetch(fresh.url)).status).toBe(200);
    expect((await fetch(attached.url)).status).toBe(200);

    // A swept upload can no longer be attached.
    const late = await upload(t, token, { name: 'late.png' });
    await age(idOf(late.url), 30);
    await sweepUnattachedUploads({ db: t.db, storage: t.deps.storage, logger });
    const refused = await t.request('/api/v1/order/createorder/digitizing', {
      method: 'POST',
      token,
      body: { digitizing: validBlock('digitizing', [{ url: late.url, name: late.name }]) },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('Unknown attachment');
  });

  it('startJanitor sweeps at once and on its interval until stopped', async () => {
    // The interval is the test's to advance: "until stopped" is then a fact, not a wait.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const fileRow = (url: string) => async () =>
      t
        .db('files')
        .where({ id: idOf(url) })
        .first();
    try {
      const first = await upload(t, token, { name: 'first.png' });
      await age(idOf(first.url), 25);
      const stop = startJanitor({ db: t.db, storage: t.deps.storage, logger }, { intervalMs: 50 });
      try {
        await expect.poll(fileRow(first.url), { timeout: 5000 }).toBeUndefined();
        const second = await upload(t, token, { name: 'second.png' });
        await age(idOf(second.url), 25);
        // Each look moves the clock one interval on (a tick while a sweep still runs is skipped).
        await expect
          .poll(
            () => {
              vi.advanceTimersByTime(50);
              return fileRow(second.url)();
            },
            { timeout: 5000 },
          )
          .toBeUndefined();
      } finally {
        await stop();
      }
      expect(vi.getTimerCount()).toBe(0);
      const third = await upload(t, token, { name: 'third.png' });
      await age(idOf(third.url), 25);
      vi.advanceTimersByTime(50 * 20);
      expect(await fileRow(third.url)()).toBeDefined();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('janitor during a database outage', () => {
  it('still sweeps the partial files of interrupted uploads', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'stitchdesk-janitor-'));
    const partial = path.join(root, 'ab', 'f-1.1234.partial');
    await mkdir(path.dirname(partial), { recursive: true });
    await writeFile(partial, 'x');
    const twoDaysAgo = new Date(Date.now() - 48 * HOUR);
    await utimes(partial, twoDaysAgo, twoDaysAgo);
    // Nothing listens on this port: every query fails as in an outage.
    const db = createKnex(`postgres://nobody:x@127.0.0.1:${await findFreePort()}/none`, {
      acquireTimeoutMs: 500,
      logger,
    });
    const errors: string[] = [];
    const stop = startJanitor({
      db,
      storage: createLocalStorage(root),
      logger: { ...logger, error: (_fields: unknown, message: string) => errors.push(message) } as never,
    });
    try {
      await stop();
      expect(existsSync(partial)).toBe(false);
      expect(errors).toEqual(['janitor: database sweep failed']);
    } finally {
      await db.destroy();
      await rm(root, { recursive: true, force: true });
    }
  });
});
