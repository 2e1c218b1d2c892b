import { describe, expect, it } from 'vitest';
import { useTestContext, useUser } from '../../test/context.ts';
import type { CreateOrderResponse } from '@stitchdesk/shared';
import { upload, validBlock } from '../../test/order-fixtures.ts';
import { placeOrder } from '../../test/staff.ts';
import { down, FIRST_ORDER_NUMBER, up } from './0040_order_numbers.ts';

describe('0040 order numbers', () => {
  const t = useTestContext();
  const client = useUser(t);

  const numberOf = async (id: string) =>
    (await t.db('orders').where({ id }).first('number')).number as number;

  it('numbers the orders placed before it in the order they were placed, then goes on from there', async () => {
    const later = await placeOrder(t, client.token, 'digitizing');
    const earlier = await placeOrder(t, client.token, 'vector');
    // Placed in the other order than inserted: the number follows created_at, not the row's position.
    await t
      .db('orders')
      .where({ id: earlier._id })
      .update({ created_at: new Date('2026-01-01T10:00:00Z') });
    await t
      .db('orders')
      .where({ id: later._id })
      .update({ created_at: new Date('2026-01-02T10:00:00Z') });

    await down(t.db);
    expect(await t.db.schema.hasColumn('orders', 'number')).toBe(false);
    await up(t.db);

    expect(await numberOf(earlier._id)).toBe(FIRST_ORDER_NUMBER);
    expect(await numberOf(later._id)).toBe(FIRST_ORDER_NUMBER + 1);
    const next = await placeOrder(t, client.token, 'patches');
    expect(next.number).toBe(FIRST_ORDER_NUMBER + 2);
  });

  it('gives orders placed at the same moment distinct numbers', async () => {
    const files = [];
    for (let i = 0; i < 12; i++) files.push(await upload(t, client.token));
    const placed = await Promise.all(
      files.map((file, i) =>
        t.request<CreateOrderResponse>('/api/v1/order/createorder/digitizing', {
          method: 'POST',
          token: client.token,
          body: { digitizing: validBlock('digitizing', [{ url: file.url, name: file.name }], `Burst ${i}`) },
        }),
      ),
    );
    expect(placed.map((response) => response.status)).toEqual(files.map(() => 201));
    const numbers = placed.map((response) => response.body.order.number);
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});
