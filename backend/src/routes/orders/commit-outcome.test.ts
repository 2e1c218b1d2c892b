import type { Server } from 'node:http';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { createKnex } from '../../db/knex.ts';
import { DATABASE_UNAVAILABLE } from '../../db/outage.ts';
import { useTestContext, useUser } from '../../test/context.ts';
import { upload, validBlock } from '../../test/order-fixtures.ts';
import { startPgProxy, type PgProxy } from '../../test/pg-proxy.ts';

/**
 * An order whose COMMIT went unanswered (the connection dropped after COMMIT was sent) is looked up
 * before the answer: placed when it was stored, "try again" only when it was not. The app here
 * reaches PostgreSQL through a proxy that cuts the connection at the order's COMMIT.
 */
describe('an order whose COMMIT outcome is unknown', () => {
  const t = useTestContext();
  const client = useUser(t, { role: 'client' });
  let proxy: PgProxy;
  let proxied: Knex;
  let server: Server;
  let url = '';

  beforeAll(async () => {
    proxy = await startPgProxy(t.config.databaseUrl!);
    proxied = createKnex(proxy.url, { poolMax: 3 });
    server = createApp({ ...t.deps, db: proxied }).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    server?.closeAllConnections();
    server?.close();
    await proxied?.destroy();
    await proxy?.close();
  });

  const ordersTitled = (title: string) => t.db('orders').where({ title }).pluck<string[]>('id');
  const place = async (title: string, headers: Record<string, string> = {}) => {
    const file = await upload(t, client.token);
    const response = await fetch(`${url}/api/v1/order/createorder/digitizing`, {
      method: 'POST',
      headers: { authorization: `Bearer ${client.token}`, 'content-type': 'application/json', ...headers },
      body: JSON.stringify({
        digitizing: validBlock('digitizing', [{ url: file.url, name: file.name }], title),
      }),
    });
    return {
      status: response.status,
      body: (await response.json()) as { message?: string; error?: string; order: { _id: string } },
    };
  };

  it('answers 201 with the order when the COMMIT reached PostgreSQL and only its answer was lost', async () => {
    const cut = proxy.cutNextCommit('insert into "orders"', 'after');
    const answer = await place('Committed, answer lost');
    await cut;
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe('Order placed successfully');
    expect(await ordersTitled('Committed, answer lost')).toEqual([answer.body.order._id]);
  });

  it('answers 201 with an Idempotency-Key too, and a retry with the key replays it', async () => {
    const headers = { 'Idempotency-Key': 'commit-outcome-1' };
    const cut = proxy.cutNextCommit('insert into "orders"', 'after');
    const first = await place('Keyed, answer lost', headers);
    await cut;
    expect(first.status).toBe(201);
    const again = await place('Keyed, answer lost', headers);
    expect(again.status).toBe(201);
    expect(again.body.order._id).toBe(first.body.order._id);
    expect(await ordersTitled('Keyed, answer lost')).toHaveLength(1);
  });

  it('answers a reorder 201 when its COMMIT reached PostgreSQL and only its answer was lost', async () => {
    const source = await place('Placed to reorder');
    await t.db('orders').where({ id: source.body.order._id }).update({ status: 'Completed' });
    const cut = proxy.cutNextCommit('insert into "orders"', 'after');
    const response = await fetch(`${url}/api/v1/order/${source.body.order._id}/reorder`, {
      method: 'POST',
      headers: { authorization: `Bearer ${client.token}` },
    });
    await cut;
    expect(response.status).toBe(201);
    const { order } = (await response.json()) as { order: { _id: string } };
    expect((await ordersTitled('Placed to reorder')).sort()).toEqual(
      [source.body.order._id, order._id].sort(),
    );
  });

  it('answers 503 when the COMMIT never reached PostgreSQL, and nothing is stored', async () => {
    const cut = proxy.cutNextCommit('insert into "orders"', 'before');
    const answer = await place('Never committed');
    await cut;
    expect(answer.status).toBe(503);
    expect(answer.body.error).toBe(DATABASE_UNAVAILABLE);
    expect(await ordersTitled('Never committed')).toEqual([]);
  });
});
