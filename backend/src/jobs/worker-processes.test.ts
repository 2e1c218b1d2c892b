import type { Order } from '@stitchdesk/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { placeOrder, postJson } from '../test/staff.ts';
import { eventOf, startWebhookReceiver, type WebhookReceiver } from '../test/webhook-receiver.ts';
import { startWorkerProcess, type WorkerProcess } from '../test/worker-process.ts';

/** `npm run worker` processes beside the API, as a scaled-out deployment runs them. */
describe('worker processes', () => {
  let t: TestContext;
  let receiver: WebhookReceiver;
  const processes: WorkerProcess[] = [];

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    // The API process runs no workers here: only the separate processes take jobs.
    t = await createTestContext({ env: { WEBHOOKS_ALLOW_PRIVATE: 'true' } });
  });
  afterEach(async () => {
    await Promise.all(processes.splice(0).map((p) => p.stop()));
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });

  const spawnWorker = async () => {
    const worker = startWorkerProcess(t, { WEBHOOKS_ALLOW_PRIVATE: 'true' });
    processes.push(worker);
    await worker.started;
    return worker;
  };
  const register = async (token: string) =>
    (await postJson(t, '/user/webhooks', token, { url: receiver.url, events: ['order.created'] })).body as {
      id: string;
    };
  const deliveryStatuses = async (endpointIds: string[]) =>
    t.db('webhook_deliveries').whereIn('endpoint_id', endpointIds).pluck('status');

  it('two worker processes deliver each event once', async () => {
    await Promise.all([spawnWorker(), spawnWorker()]);
    const clients = await Promise.all([t.createUser(), t.createUser()]);
    const endpoints = await Promise.all(clients.map((c) => register(c.token)));
    const orders: Order[] = [];
    for (let i = 0; i < 10; i++)
      orders.push(
        ...(await Promise.all(clients.map((c) => placeOrder(t, c.token, 'digitizing', `Twice ${i}`)))),
      );
    const ids = endpoints.map((e) => e.id);
    await expect
      .poll(async () => (await deliveryStatuses(ids)).filter((s) => s === 'succeeded').length, {
        timeout: 30_000,
      })
      .toBe(orders.length);
    // Every delivery was answered before it was marked succeeded: all requests are in.
    const ours = receiver.received.filter((r) => orders.some((o) => o._id === eventOf(r).data.orderId));
    expect(ours).toHaveLength(orders.length);
    expect(new Set(ours.map((r) => r.headers['webhook-id'])).size).toBe(orders.length);
  });

  it('a worker killed mid-delivery leaves the event delivered by another', async () => {
    const first = await spawnWorker();
    const client = await t.createUser();
    const { id } = await register(client.token);
    receiver.answers.push({ hold: true });
    const order = await placeOrder(t, client.token, 'vector', 'Killed mid-delivery');
    const ofOrder = () => receiver.received.filter((r) => eventOf(r).data.orderId === order._id);
    const cut = await receiver.waitFor((r) => eventOf(r).data.orderId === order._id);

    await first.kill();
    // PostgreSQL notices the dead process's connections as their sockets close.
    await expect
      .poll(
        async () =>
          (
            await t
              .db('pg_stat_activity')
              .where('application_name', 'like', 'stitchdesk-jobs-%')
              .count('* as n')
          )[0].n,
        { timeout: 10_000 },
      )
      .toBe(0);
    expect(await deliveryStatuses([id])).toEqual(['pending']);

    await spawnWorker();
    await expect.poll(async () => deliveryStatuses([id]), { timeout: 20_000 }).toEqual(['succeeded']);
    expect(ofOrder()).toHaveLength(2);
    expect(ofOrder()[1].headers['webhook-id']).toBe(cut.headers['webhook-id']);
    receiver.release();
  });
});
