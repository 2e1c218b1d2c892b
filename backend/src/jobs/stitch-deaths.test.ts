import type { Order } from '@stitchdesk/shared';
import { manyStopsDst } from '@stitchdesk/stitch/test/many-stops';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestContext, useUser } from '../test/context.ts';
import { expectLive, healthzDuring } from '../test/healthz-probe.ts';
import { onServer, startServerProcess, type ServerProcess } from '../test/server-process.ts';
import { deliverFile, placeOrder, postJson } from '../test/staff.ts';
import { rectangleDst } from '../test/stitch-designs.ts';
import { DEATHS_BEFORE_PARKING, PROCESS_DIED } from './stitch-deaths.ts';

const OCTETS = 'application/octet-stream';
const API = '/api/v1';
/** A stitch worker too small for a 200,000-stop worksheet, roomy for an ordinary one. */
const SMALL_WORKER_MB = 64;
const OUT_OF_MEMORY = `the design needs more memory than a stitch worker may use (${SMALL_WORKER_MB} MB)`;

interface QueuedJob {
  attempts: number;
  max_attempts: number;
  last_error: string | null;
  locked_by: string | null;
}

/**
 * A stitch job whose file kills its worker (issue 38): after two attempts that ended with the
 * stitch worker or the process dying it is parked as failed with its reason, the delivery says
 * why it has no worksheet, staff are told, and the API starts and serves with it in the queue.
 * Real server processes, real deaths: a worker thread that allocates past its limit, a process
 * killed with SIGKILL mid-job.
 */
describe('a stitch job that keeps killing its worker', () => {
  const t = useTestContext();
  const staff = useUser(t, { role: 'employee' });
  const admin = useUser(t, { role: 'admin' });
  const client = useUser(t);
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    // DST only: the job makes the worksheet and no conversion.
    const profile = await postJson(t, '/user/machine-profile', client.token, { formats: ['DST'] }, 'PUT');
    expect(profile.status, profile.text).toBe(200);
  });
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.kill()));
  });

  const start = async (env: Record<string, string> = {}) => {
    const server = await startServerProcess(t, { WORKER_CONCURRENCY: '2', ...env });
    servers.push(server);
    return server;
  };
  const stitchJob = async (fileId: string) =>
    t
      .db('graphile_worker._private_jobs')
      .whereRaw(`payload->>'fileId' = ?`, [fileId])
      .first<QueuedJob | undefined>('attempts', 'max_attempts', 'last_error', 'locked_by');
  /** The job as the queue keeps a failed one: no attempts left, not held, its last error. */
  const parkedJob = async (fileId: string) => {
    const job = await stitchJob(fileId);
    return (
      job && {
        parked: job.attempts >= job.max_attempts,
        locked_by: job.locked_by,
        last_error: job.last_error,
      }
    );
  };
  const attemptsRow = async (fileId: string) =>
    t
      .db('stitch_job_attempts')
      .where({ file_id: fileId })
      .first<{ deaths: number; running_since: Date | null } | undefined>('deaths', 'running_since');
  const deliveredFile = async (order: Order) =>
    (await t.request<Order>(`${API}/order/getorder/${order._id}`, { token: client.token })).body
      .deliveredFiles[0];
  /** What staff were told about the order's worksheet (not its other news, such as the new order). */
  const staffNotes = async (orderId: string) =>
    (
      await t
        .db('notifications')
        .where({ user_id: admin.user.id, order_id: orderId })
        .pluck<string[]>('message')
    ).filter((message) => message.startsWith('The worksheet of'));

  /** A delivered order of a 200,000-stop DST: its stitch job waits in the queue. */
  const deliverHuge = async (title: string) => {
    const order = await placeOrder(t, client.token, 'digitizing', title);
    const fileId = await deliverFile(
      t,
      staff.token,
      order._id,
      { name: 'stops.dst', type: OCTETS, bytes: Buffer.from(manyStopsDst(200_000, 6)) },
      ['confirmQuality', 'confirmSizeMismatch'],
    );
    return { order, fileId };
  };

  it('a worker out of memory twice: parked with its reason, the delivery says so, the restarted API serves', async () => {
    const title = 'Kills its worker';
    const { order, fileId } = await deliverHuge(title);
    const first = await start({ STITCH_WORKER_MEMORY_MB: String(SMALL_WORKER_MB) });

    // Each attempt's worker thread dies; the process lives and keeps answering. Two attempts of a
    // 200,000-stop worksheet at nice 10, the queue's backoff between them: about a minute on a
    // loaded 2-core machine.
    const parked = expect
      .poll(() => parkedJob(fileId), { timeout: 150_000, interval: 100 })
      .toEqual({
        parked: true,
        locked_by: null,
        last_error: `Worksheet could not be made: ${OUT_OF_MEMORY}`,
      });
    const { latencies } = await healthzDuring(first.url, parked);
    expectLive(latencies);
    expect(first.alive()).toBe(true);
    expect(await attemptsRow(fileId)).toMatchObject({ deaths: DEATHS_BEFORE_PARKING, running_since: null });

    // The delivery says why, its worksheet link answers so, and staff were told.
    const file = await deliveredFile(order);
    expect(file.stitch?.worksheetFailure).toBe(OUT_OF_MEMORY);
    const sheet = await fetch(onServer(first, file.url.replace('?', '/worksheet.pdf?')));
    expect(sheet.status).toBe(422);
    expect(((await sheet.json()) as { message: string }).message).toBe(
      `Worksheet could not be made: ${OUT_OF_MEMORY}`,
    );
    expect(await staffNotes(order._id)).toEqual([
      `The worksheet of stops.dst for ${title} could not be made: ${OUT_OF_MEMORY}`,
    ]);

    // Restarted, the API starts and serves with the parked job in the queue, and runs others.
    await first.kill();
    const second = await start({ STITCH_WORKER_MEMORY_MB: String(SMALL_WORKER_MB) });
    const other = await placeOrder(t, client.token, 'digitizing', 'An ordinary crest');
    const otherId = await deliverFile(
      t,
      staff.token,
      other._id,
      { name: 'crest.dst', type: OCTETS, bytes: rectangleDst(1016, 889) },
      ['confirmQuality', 'confirmSizeMismatch'],
    );
    await expect.poll(() => stitchJob(otherId), { timeout: 30_000 }).toBeUndefined();
    const answer = await fetch(`${second.url}${API}/order/getorder/${order._id}`, {
      headers: { authorization: `Bearer ${client.token}` },
    });
    expect(answer.status).toBe(200);
    expect(await parkedJob(fileId)).toMatchObject({ parked: true, locked_by: null });
    expect(await attemptsRow(fileId)).toMatchObject({ deaths: DEATHS_BEFORE_PARKING });
    expect(second.alive()).toBe(true);
  }, 300_000);

  it('a process killed mid-job twice: the next attempt parks it without running it', async () => {
    const title = 'Kills its process';
    const { order, fileId } = await deliverHuge(title);
    let marked: number | null = null;
    for (let death = 1; death <= DEATHS_BEFORE_PARKING; death++) {
      const server = await start();
      // Killed while its attempt runs: the attempt's own mark is set (a new one, not the mark the
      // killed attempt before it left), the worksheet not yet made.
      await expect
        .poll(
          async () => {
            const since = (await attemptsRow(fileId))?.running_since?.getTime() ?? null;
            return since !== null && since !== marked ? since : null;
          },
          { timeout: 60_000, interval: 10 },
        )
        .not.toBeNull();
      await server.kill();
      const row = await attemptsRow(fileId);
      marked = row?.running_since?.getTime() ?? null;
      expect(row?.deaths).toBe(death - 1);
    }
    const last = await start();
    await expect
      .poll(() => parkedJob(fileId), { timeout: 60_000, interval: 100 })
      .toEqual({ parked: true, locked_by: null, last_error: `Worksheet could not be made: ${PROCESS_DIED}` });
    expect((await deliveredFile(order)).stitch?.worksheetFailure).toBe(PROCESS_DIED);
    expect(await staffNotes(order._id)).toEqual([
      `The worksheet of stops.dst for ${title} could not be made: ${PROCESS_DIED}`,
    ]);
    expect(last.alive()).toBe(true);
  }, 300_000);
});
