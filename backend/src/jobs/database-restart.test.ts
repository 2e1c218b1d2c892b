import type { Order } from '@stitchdesk/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { placeOrder, postJson } from '../test/staff.ts';
import { startTestCluster, type TestCluster } from '../test/test-cluster.ts';
import { eventOf, startWebhookReceiver, type WebhookReceiver } from '../test/webhook-receiver.ts';
import { startWorkerProcess, type WorkerProcess } from '../test/worker-process.ts';

/**
 * PostgreSQL stops and starts under `npm run worker` processes (on a cluster of this file's own):
 * they live through it, finish their jobs, and still hand a killed process's jobs back afterwards.
 */
describe('the job queue across a database restart', () => {
  let cluster: TestCluster;
  let t: TestContext;
  let receiver: WebhookReceiver;
  const processes: WorkerProcess[] = [];

  beforeAll(async () => {
    cluster = await startTestCluster();
    receiver = await startWebhookReceiver();
    t = await createTestContext({ server: cluster.server, env: { WEBHOOKS_ALLOW_PRIVATE: 'true' } });
  });
  afterEach(async () => {
    receiver.release();
    await Promise.all(processes.splice(0).map((p) => p.stop()));
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
    await cluster?.close();
  });

  const spawnWorker = async () => {
    const worker = startWorkerProcess(t, { WEBHOOKS_ALLOW_PRIVATE: 'true' });
    processes.push(worker);
    await worker.started;
    return worker;
  };
  const register = async (token: string) => {
    const response = await postJson(t, '/user/webhooks', token, {
      url: receiver.url,
      events: ['order.created'],
    });
    if (response.status !== 201) throw new Error(`webhook not registered: ${response.status}`);
    return response.body as { id: string };
  };
  /**
   * Tries `work` until it succeeds: right after a restart the API's pool still holds connections
   * PostgreSQL closed, and a request that draws one answers 503 (the pool then drops it).
   */
  const once = async <T>(work: () => Promise<T>): Promise<T> => {
    let result: { value: T } | null = null;
    await expect
      .poll(
        async () =>
          (result = await work().then(
            (value) => ({ value }),
            () => null,
          )),
        { timeout: 10_000 },
      )
      .not.toBeNull();
    return result!.value;
  };
  const deliveryStatuses = async (endpointIds: string[]) =>
    t.db('webhook_deliveries').whereIn('endpoint_id', endpointIds).pluck('status');
  /** The worker processes' dead-worker hand-back connections open now. */
  const livenessConnections = async () =>
    Number(
      (
        await t
          .db('pg_stat_activity')
          .where('application_name', 'like', 'stitchdesk-jobs-%')
          .count<{ n: string }[]>('* as n')
      )[0].n,
    );
  /** Stops PostgreSQL for `ms`, then starts it again; the stop is the test's stimulus, not a wait. */
  const restartDatabase = async (ms: number, whileDown: () => Promise<void> = async () => undefined) => {
    await cluster.stop();
    await whileDown();
    await new Promise((resolve) => setTimeout(resolve, ms));
    await cluster.start();
  };

  it('a worker process lives through PostgreSQL stopping under its running jobs, and the jobs finish', async () => {
    const worker = await spawnWorker();
    const clients = await Promise.all([t.createUser(), t.createUser(), t.createUser()]);
    const endpoints = await Promise.all(clients.map((c) => register(c.token)));
    // One delivery per endpoint, each held by the receiver: three jobs running at once.
    receiver.answers.push({ hold: true }, { hold: true }, { hold: true });
    const orders: Order[] = await Promise.all(clients.map((c) => placeOrder(t, c.token, 'digitizing')));
    const ofOrders = () =>
      receiver.received.filter((r) => orders.some((o) => o._id === eventOf(r).data.orderId));
    await expect.poll(() => ofOrders().length, { timeout: 20_000 }).toBe(3);

    await restartDatabase(3000, async () => {
      // The jobs end while the database is away: recording their outcome (and failing them) fails.
      receiver.release();
      await worker.logged(/Failed task/);
    });

    const ids = endpoints.map((e) => e.id);
    await expect
      .poll(
        async () => (await deliveryStatuses(ids).catch(() => [])).filter((s) => s === 'succeeded').length,
        {
          timeout: 45_000,
        },
      )
      .toBe(3);
    expect(worker.running()).toBe(true);
    // Each event went out again (the first answers were never recorded), under the same webhook-id.
    for (const order of orders) {
      const sent = ofOrders().filter((r) => eventOf(r).data.orderId === order._id);
      expect(sent.length).toBeGreaterThanOrEqual(2);
      expect(new Set(sent.map((r) => r.headers['webhook-id'])).size).toBe(1);
    }
    // Every connection the workers need is open again, the dead-worker hand-back's included.
    await expect.poll(livenessConnections, { timeout: 10_000 }).toBe(1);
  }, 120_000);

  it('a worker process killed after a database restart has its jobs handed back within seconds', async () => {
    const doomed = await spawnWorker();
    await expect.poll(livenessConnections, { timeout: 10_000 }).toBe(1);
    await restartDatabase(1000);
    await expect.poll(livenessConnections, { timeout: 15_000 }).toBe(1);

    const client = await once(() => t.createUser());
    const { id } = await once(() => register(client.token));
    receiver.answers.push({ hold: true });
    const order = await once(() => placeOrder(t, client.token, 'vector'));
    const ofOrder = () => receiver.received.filter((r) => eventOf(r).data.orderId === order._id);
    await expect.poll(() => ofOrder().length, { timeout: 20_000 }).toBe(1);
    // A second process, started after the restart: it must not take the living one's job…
    await spawnWorker();
    await expect.poll(livenessConnections, { timeout: 10_000 }).toBe(2);
    expect(ofOrder()).toHaveLength(1);

    // …but once that one is killed, it hands the job back and delivers the event.
    const killedAt = Date.now();
    await doomed.kill();
    await expect.poll(async () => deliveryStatuses([id]), { timeout: 30_000 }).toEqual(['succeeded']);
    expect(Date.now() - killedAt).toBeLessThan(12_000);
    expect(ofOrder()).toHaveLength(2);
  }, 120_000);
});
