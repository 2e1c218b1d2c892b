import type { StaffOrderDetail } from '@stitchdesk/shared';
import { apiPath, apiPost, useRefreshingMutation } from '../../../lib/api.ts';
import { orderStaleKeys } from './order-stale-keys.ts';

/** POST /staff/orders/:id/assignee — null gives the order back to the client's assignee. */
export async function assignOrder({ orderId, employeeId }: { orderId: string; employeeId: string | null }) {
  return apiPost<StaffOrderDetail>(apiPath`/staff/orders/${orderId}/assignee`, { employeeId });
}

/** POST /staff/orders/:id/due — a new due time with why; both kept in the history. */
export async function changeDue({ orderId, dueAt, note }: { orderId: string; dueAt: string; note: string }) {
  return apiPost<StaffOrderDetail>(apiPath`/staff/orders/${orderId}/due`, { dueAt, note });
}

export const useAssignOrder = () => useRefreshingMutation(assignOrder, orderStaleKeys);
export const useChangeDue = () => useRefreshingMutation(changeDue, orderStaleKeys);
