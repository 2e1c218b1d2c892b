import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { findFreePort } from '../../db/embedded.ts';
import { createKnex } from '../../db/knex.ts';
import { createLocalStorage } from './storage/local.ts';
import { useTestContext, useUser } from '../../test/context.ts';
import { upload, validBlock } from '../../test/order-fixtures.ts';
import { addJob } from '../../queue/add-job.ts';
import { runJanitor, sweepUnattachedUploads } from './janitor.ts';

const HOUR = 3_600_000;
const logger = pino({ level: 'silent' });

describe('janitor: unattached uploads', () => {
  const t = useTestContext({ workers: true });
  const client = useUser(t);

  const idOf = (url: string) => new URL(url).pathname.split('/')[4];
  const age = (id: string, hours: number) =>
    t
      .db('files')
      .where({ id })
      .update({ created_at: new Date(Date.now() - hours * HOUR) });

  it('deletes uploads older than 2 h that were never attached — row and stored bytes — and keeps the rest', async () => {
    const stale = await upload(t, client.token, { name: 'stale.png' });
    const fresh = await upload(t, client.token, { name: 'fresh.png' });
    const attached = await upload(t, client.token, { name: 'attached.png' });
    const placed = await t.request('/api/v1/order/createorder/digitizing', {
      method: 'POST',
      token: client.token,
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
    const late = await upload(t, client.token, { name: 'late.png' });
    await age(idOf(late.url), 30);
    await sweepUnattachedUploads({ db: t.db, storage: t.deps.storage, logger });
    const refused = await t.request('/api/v1/order/createorder/digitizing', {
      method: 'POST',
      token: client.token,
      body: { digitizing: validBlock('digitizing', [{ url: late.url, name: late.name }]) },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('Unknown attachment');
  });

  it('runs as the janitor:sweep job, which a worker picks up', async () => {
    const aged = await upload(t, client.token, { name: 'aged.png' });
    await age(idOf(aged.url), 25);
    await addJob(t.db, 'janitor:sweep', {});
    await expect
      .poll(
        async () =>
          t
            .db('files')
            .where({ id: idOf(aged.url) })
            .first(),
        { timeout: 10_000 },
      )
      .toBeUndefined();
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
    try {
      await expect(runJanitor({ db, storage: createLocalStorage(root), logger })).rejects.toThrow(
        'janitor sweep failed',
      );
      expect(existsSync(partial)).toBe(false);
    } finally {
      await db.destroy();
      await rm(root, { recursive: true, force: true });
    }
  });
});
