import { describe, expect, it } from 'vitest';
import { useTestContext, useUser } from '../../test/context.ts';
import { placeOrder } from '../../test/staff.ts';
import { down, up } from './0010_production_workflow.ts';

describe('0010 production workflow', () => {
  const t = useTestContext();
  const client = useUser(t);

  it('rolls back and forward, giving orders placed before it a due time by the stated rule', async () => {
    const digital = await placeOrder(t, client.token, 'digitizing');
    const goods = await placeOrder(t, client.token, 'patches');
    await t.db('orders').where({ id: goods._id }).update({ status: 'Awaiting Approval' });
    // Placed on Friday 2026-01-09 (UTC): digital work due an hour later, goods at the end of the 8th
    // business day after (Wednesday 2026-01-21).
    const placedAt = new Date('2026-01-09T15:00:00Z');
    await t.db('orders').whereIn('id', [digital._id, goods._id]).update({ created_at: placedAt });

    await down(t.db);
    expect((await t.db('orders').where({ id: goods._id }).first('status')).status).toBe('In Progress');
    expect(await t.db.schema.hasTable('payments')).toBe(false);
    await up(t.db);

    const due = async (id: string) => (await t.db('orders').where({ id }).first('due_at')).due_at as Date;
    expect((await due(digital._id)).toISOString()).toBe('2026-01-09T16:00:00.000Z');
    expect((await due(goods._id)).toISOString()).toBe('2026-01-21T23:59:59.999Z');
    // The constraints are back: a new status is accepted, an unknown one is not.
    await t.db('orders').where({ id: goods._id }).update({ status: 'Awaiting Approval' });
    await expect(t.db('orders').where({ id: goods._id }).update({ status: 'Lost' })).rejects.toThrow(
      /orders_status_check/,
    );
  });
});
