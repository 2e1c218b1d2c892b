import type { StaffOrderDetail } from '@stitchdesk/shared';
import { useRefreshingMutation } from '../../../lib/api.ts';
import { orderPost } from './order-post.ts';
import { orderStaleKeys } from './order-stale-keys.ts';

/** POST /staff/orders/:id/assignee — null gives the order back to the client's assignee. */
export const assignOrder = orderPost<{ employeeId: string | null }, StaffOrderDetail>('assignee');

/** POST /staff/orders/:id/due — a new due time with why; both kept in the history. */
export const changeDue = orderPost<{ dueAt: string; note: string }, StaffOrderDetail>('due');

export const useAssignOrder = () => useRefreshingMutation(assignOrder, orderStaleKeys);
export const useChangeDue = () => useRefreshingMutation(changeDue, orderStaleKeys);
