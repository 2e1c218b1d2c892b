import type { Order } from '@stitchdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverOrderFiles } from '../services/production/transitions.ts';
import { conversionKey, conversionsMade } from '../services/stitch/conversions.ts';
import { worksheetKey, worksheetSource } from '../services/stitch/worksheet.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { queuedJobs } from '../test/jobs.ts';
import { upload } from '../test/order-fixtures.ts';
import { payInFull, placeOrder, postJson, setStatus, uploadForDelivery } from '../test/staff.ts';
import { rectangleDst } from '../test/stitch-designs.ts';
import { startWorkers, type Workers } from './runner.ts';

const OCTETS = 'application/octet-stream';
/** A file's worksheet link: its own signed URL with `/worksheet.pdf` after the name. */
const worksheetUrlOf = (url: string) => url.replace('?', '/worksheet.pdf?');
/** 4 × 3.5 in, the size placeOrder's digitizing block asks for. */
const DESIGN = rectangleDst(1016, 889);
const FORMATS = ['DST', 'PES', 'JEF', 'VP3'];
const WANTED = ['pes', 'jef', 'vp3'] as const;

/**
 * Conversions as jobs (issue 27): delivering a stitch file (or a client uploading one) queues, in the
 * same transaction, the job that writes it in the client's machine formats into file storage; the
 * `/as/` links then serve those bytes.
 */
describe('stitch conversions on the job queue', () => {
  let t: TestContext;
  let workers: Workers | null = null;
  let staff: Awaited<ReturnType<TestContext['createUser']>>;

  beforeAll(async () => {
    // Workers are started by the tests that want them: the others count jobs left in the queue.
    t = await createTestContext();
    staff = await t.createUser({ role: 'employee' });
  });
  afterAll(async () => {
    await workers?.stop();
    await t?.close();
  });

  const runWorkers = async () => {
    workers ??= await startWorkers(t.deps, { concurrency: 2, pollIntervalMs: 100, recoveryIntervalMs: 100 });
  };
  const clientWithMachines = async () => {
    const client = await t.createUser();
    const put = await t.request('/api/v1/user/machine-profile', {
      method: 'PUT',
      token: client.token,
      body: { formats: FORMATS },
    });
    expect(put.status, put.text).toBe(200);
    return client;
  };
  const readyOrder = async (token: string) => {
    const order = await placeOrder(t, token, 'digitizing', 'Converted crest');
    await setStatus(t, order._id, 'In Progress');
    await payInFull(t, order._id);
    return order;
  };
  const stored = async (fileId: string) =>
    Promise.all(
      WANTED.map(async (format) => (await t.deps.storage.stat(conversionKey(fileId, format, []))) !== null),
    );

  it('a delivery queues its conversion job; a rolled-back delivery leaves none', async () => {
    const client = await clientWithMachines();
    const order = await readyOrder(client.token);
    const [rolledBack] = await uploadForDelivery(t, staff.token, [
      { name: 'crest.dst', type: OCTETS, bytes: DESIGN },
    ]);
    await expect(
      t.db.transaction(async (trx) => {
        await deliverOrderFiles(trx, staff.user, {
          orderId: order._id,
          fileIds: [rolledBack],
          note: '',
          confirmSizeMismatch: [rolledBack],
          confirmQuality: [rolledBack],
          storage: t.deps.storage,
        });
        expect(await queuedJobs(trx, 'stitch:convert', 'fileId', rolledBack)).toBe(1);
        throw new Error('the delivery fails after its job was added');
      }),
    ).rejects.toThrow('fails after');
    expect(await queuedJobs(t.db, 'stitch:convert', 'fileId', rolledBack)).toBe(0);
    expect((await t.db('orders').where({ id: order._id }).first()).status).toBe('In Progress');

    const delivered = await postJson(t, `/staff/orders/${order._id}/deliveries`, staff.token, {
      fileIds: [rolledBack],
      confirmSizeMismatch: [rolledBack],
      confirmQuality: [rolledBack],
    });
    expect(delivered.status, delivered.text).toBe(200);
    expect(await queuedJobs(t.db, 'stitch:convert', 'fileId', rolledBack)).toBe(1);
    // Nothing converted yet: no worker ran.
    expect(await stored(rolledBack)).toEqual([false, false, false]);
  });

  it('a job held by a worker whose process died runs again', async () => {
    // No worker has run yet in this file: the job waits for one.
    const client = await clientWithMachines();
    const body = await upload(t, client.token, { name: 'orphan.dst', type: OCTETS, bytes: DESIGN });
    const fileId = new URL(body.url).pathname.split('/')[4];
    expect(await queuedJobs(t.db, 'stitch:convert', 'fileId', fileId)).toBe(1);
    // As a killed worker leaves it: locked in the name of a worker whose process's connection is gone.
    await t.db('job_workers').insert({ worker_id: 'killed-worker', process: 'stitchdesk-jobs-killed' });
    await t.db.raw(
      `UPDATE graphile_worker._private_jobs SET locked_by = 'killed-worker', locked_at = now(), attempts = attempts + 1
        WHERE payload->>'fileId' = ?`,
      [fileId],
    );
    await runWorkers();
    await expect.poll(() => stored(fileId), { timeout: 20_000 }).toEqual([true, true, true]);
    await expect.poll(() => queuedJobs(t.db, 'stitch:convert', 'fileId', fileId)).toBe(0);
  });

  it("writes each of the client's formats into storage, and the links serve those bytes", async () => {
    const client = await clientWithMachines();
    const order = await readyOrder(client.token);
    const [fileId] = await uploadForDelivery(t, staff.token, [
      { name: 'final.dst', type: OCTETS, bytes: DESIGN },
    ]);
    const delivered = await postJson(t, `/staff/orders/${order._id}/deliveries`, staff.token, {
      fileIds: [fileId],
      confirmSizeMismatch: [fileId],
      confirmQuality: [fileId],
    });
    expect(delivered.status, delivered.text).toBe(200);
    await runWorkers();
    await expect.poll(() => stored(fileId), { timeout: 20_000 }).toEqual([true, true, true]);
    // The conversions are stored before the job makes the worksheet, on a stitch thread whose first
    // worksheet loads the PDF library (0.1-0.7 s) and draws at nice 10 (0.3-0.5 s, more on a busy
    // machine): the job ends seconds after them, not within the poll's default second.
    await expect
      .poll(() => queuedJobs(t.db, 'stitch:convert', 'fileId', fileId), { timeout: 20_000 })
      .toBe(0);

    const made = conversionsMade();
    const own = (await t.request(`/api/v1/order/getorder/${order._id}`, { token: client.token }))
      .body as Order;
    const [file] = own.digitizing.completeOrder as { url: string }[];
    const seen = (await t.request(`/api/v1/order/getorder/${order._id}`, { token: client.token })).body;
    const formats = (
      seen.deliveredFiles as { stitch?: { formats: { format: string; url: string }[] } }[]
    ).flatMap((d) => d.stitch?.formats ?? []);
    expect(file.url).toContain(fileId);
    for (const format of WANTED) {
      const link = formats.find((f) => f.format === format)!;
      const served = await fetch(link.url);
      expect(served.status).toBe(200);
      const bytes = Buffer.from(await served.arrayBuffer());
      const kept = Buffer.concat(
        await (await t.deps.storage.get(conversionKey(fileId, format, []))).toArray(),
      );
      expect(bytes.equals(kept)).toBe(true);
    }
    // Served from storage: nothing was converted again.
    expect(conversionsMade()).toBe(made);
    // A format the client's machines do not take is made on its first request, then stored too.
    const xxx = formats.find((f) => f.format === 'xxx')!;
    expect((await fetch(xxx.url)).status).toBe(200);
    expect(conversionsMade()).toBe(made + 1);
    expect(await t.deps.storage.stat(conversionKey(fileId, 'xxx', []))).not.toBeNull();
    expect((await fetch(xxx.url)).status).toBe(200);
    expect(conversionsMade()).toBe(made + 1);

    // The worksheet was written by the job too; with the design's own bytes gone, the stored
    // conversions and worksheet are still served: nothing reads the design again.
    const source = await worksheetSource(t.db, fileId, async () => []);
    expect(await t.deps.storage.stat(worksheetKey(source!))).not.toBeNull();
    const row = await t.db('files').where({ id: fileId }).first('storage_key');
    await t.deps.storage.delete(row.storage_key);
    expect((await fetch(file.url)).status).toBe(404);
    const pes = formats.find((f) => f.format === 'pes')!;
    expect((await fetch(pes.url)).status).toBe(200);
    const sheet = await fetch(worksheetUrlOf(file.url));
    expect(sheet.status).toBe(200);
    expect(sheet.headers.get('content-type')).toBe('application/pdf');
    expect(sheet.headers.get('content-disposition')).toContain('final-worksheet.pdf');
    expect(
      Buffer.from(await sheet.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    // What it prints changes (the client's needles): a new worksheet, made from the design, is due.
    await t.request('/api/v1/user/machine-profile', {
      method: 'PUT',
      token: client.token,
      body: { formats: FORMATS, needles: 6 },
    });
    expect((await fetch(worksheetUrlOf(file.url))).status).toBe(404);
  });

  it("a client's stitch upload is converted for their machines too", async () => {
    const client = await clientWithMachines();
    const body = await upload(t, client.token, { name: 'mine.dst', type: OCTETS, bytes: DESIGN });
    const fileId = new URL(body.url).pathname.split('/')[4];
    await runWorkers();
    await expect.poll(() => stored(fileId), { timeout: 20_000 }).toEqual([true, true, true]);
    // A worksheet is for a delivered design only.
    expect((await fetch(worksheetUrlOf(body.url))).status).toBe(404);
  });
});
