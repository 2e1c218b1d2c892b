import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@stitchdesk/shared';
import { http } from '../../../lib/http.ts';
import { queueQueryOptions } from '../../queue/api/get-queue.ts';
import { staffOrderQueryOptions } from './get-staff-order.ts';

export interface Delivery {
  orderId: string;
  fileIds: string[];
  note?: string;
  /** Ids of stitch files staff deliver although their size is more than 5% off the order's. */
  confirmSizeMismatch?: string[];
  /** Ids of stitch files staff deliver although the quality check found errors for the client's machines. */
  confirmQuality?: string[];
}

/** POST /staff/orders/:id/deliveries — links uploaded files to the order and completes it. */
export async function deliverFiles({
  orderId,
  fileIds,
  note = '',
  confirmSizeMismatch,
  confirmQuality,
}: Delivery): Promise<Order> {
  const { data } = await http.post<Order>(`/staff/orders/${encodeURIComponent(orderId)}/deliveries`, {
    fileIds,
    note,
    ...(confirmSizeMismatch?.length ? { confirmSizeMismatch } : {}),
    ...(confirmQuality?.length ? { confirmQuality } : {}),
  });
  return data;
}

export function useDeliverFiles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deliverFiles,
    onSuccess: (_order, { orderId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: staffOrderQueryOptions(orderId).queryKey }),
        queryClient.invalidateQueries({ queryKey: queueQueryOptions().queryKey }),
      ]),
  });
}
