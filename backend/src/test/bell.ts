import type { TestContext } from './harness.ts';

/** What the bell told `userId` about the order. */
export function bellMessages(t: TestContext, userId: string, orderId: string): Promise<string[]> {
  return t.db('notifications').where({ user_id: userId, order_id: orderId }).pluck('message');
}
