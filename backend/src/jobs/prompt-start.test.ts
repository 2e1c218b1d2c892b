import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { placeOrder, postJson } from '../test/staff.ts';
import { eventOf, startWebhookReceiver, type WebhookReceiver } from '../test/webhook-receiver.ts';
import { startWorkers, type Workers } from './runner.ts';

/**
 * Jobs start when they can, not at the next poll: the poll here is a minute away, so every job
 * below that runs within seconds was started by the queue's NOTIFY at commit or by the nudge that
 * follows a busy queue's release.
 */
describe('jobs start promptly', () => {
  let t: TestContext;
  let receiver: WebhookReceiver;
  let workers: Workers;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    t = await createTestContext({ env: { WEBHOOKS_ALLOW_PRIVATE: 'true' } });
    workers = await startWorkers(t.deps, { concurrency: 2, pollIntervalMs: 60_000 });
  });
  afterAll(async () => {
    await workers?.stop();
    await t?.close();
    await receiver?.close();
  });

  const hooked = async () => {
    const client = await t.createUser();
    const created = await postJson(t, '/user/webhooks', client.token, {
      url: receiver.url,
      events: ['order.created'],
    });
    expect(created.status).toBe(201);
    return client;
  };
  const arrival = (orderId: string) => receiver.waitFor((r) => eventOf(r).data.orderId === orderId);
  const within = <T>(promise: Promise<T>, ms: number) =>
    Promise.race([
      promise,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`not within ${ms} ms`)), ms)),
    ]);

  it('an order committed while the workers are idle reaches its endpoint at once', async () => {
    const client = await hooked();
    // Idle: the workers' first look for work (at start) is over.
    const order = await placeOrder(t, client.token, 'digitizing', 'Idle workers');
    await within(arrival(order._id), 10_000);
  });

  it("an endpoint's next delivery starts as soon as the one before it is done", async () => {
    const client = await hooked();
    receiver.answers.push({ hold: true });
    const first = await placeOrder(t, client.token, 'digitizing', 'Held delivery');
    await arrival(first._id);
    // Added while the endpoint's queue is busy: its NOTIFY finds no job a worker may take.
    const second = await placeOrder(t, client.token, 'digitizing', 'Queued behind');
    receiver.release();
    await within(arrival(second._id), 10_000);
  });
});
