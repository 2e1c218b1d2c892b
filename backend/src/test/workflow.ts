import type { TestContext } from './harness.ts';

/**
 * Makes an order ready for production without going through the proof and payment routes (those
 * have their own tests): an approved proof, and the price paid in full when it has one.
 */
export async function makeReadyForProduction(t: TestContext, orderId: string): Promise<void> {
  const order = await t.db('orders').where({ id: orderId }).first('user_id', 'price_cents');
  await t.db('proofs').insert({
    order_id: orderId,
    decision: 'approved',
    decided_at: new Date(),
    decided_by: order.user_id,
    approved_files: JSON.stringify([]),
  });
  if (order.price_cents !== null)
    await t.db('orders').where({ id: orderId }).update({ paid_cents: order.price_cents });
}
