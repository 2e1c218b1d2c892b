import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffOrderDetail } from '@stitchdesk/shared';
import { http } from '../../../lib/http.ts';
import { refreshOrder } from './refresh-order.ts';

/** POST /staff/orders/:id/assignee — null gives the order back to the client's assignee. */
export async function assignOrder(input: { orderId: string; employeeId: string | null }) {
  const { data } = await http.post<StaffOrderDetail>(
    `/staff/orders/${encodeURIComponent(input.orderId)}/assignee`,
    { employeeId: input.employeeId },
  );
  return data;
}

/** POST /staff/orders/:id/due — a new due time with why; both kept in the history. */
export async function changeDue(input: { orderId: string; dueAt: string; note: string }) {
  const { data } = await http.post<StaffOrderDetail>(
    `/staff/orders/${encodeURIComponent(input.orderId)}/due`,
    {
      dueAt: input.dueAt,
      note: input.note,
    },
  );
  return data;
}

export function useAssignOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignOrder,
    onSuccess: (_detail, { orderId }) => refreshOrder(queryClient, orderId),
  });
}

export function useChangeDue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeDue,
    onSuccess: (_detail, { orderId }) => refreshOrder(queryClient, orderId),
  });
}
