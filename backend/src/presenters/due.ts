import { isOpenStatus } from '@stitchdesk/shared';
import type { OrderRow } from '../db/rows.ts';

/** Open work past its due time at `now`. Worked out per answer, never stored or cached. */
export function isOverdue(order: Pick<OrderRow, 'status' | 'due_at'>, now: Date): boolean {
  return isOpenStatus(order.status) && order.due_at.getTime() < now.getTime();
}
