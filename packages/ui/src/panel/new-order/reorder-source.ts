import { queryOptions, useQuery } from '@tanstack/react-query';
import { draftFromBlocks, type OrderDraft } from '../order-form/draft.ts';
import { attachedFiles, orderServiceKey } from '../../lib/order-data.ts';
import { getOrder } from '../orders/api/get-order.ts';

export interface ReorderSource {
  draft: OrderDraft;
  /** The earlier order's attachments as files, uploaded anew with the new order like any chosen file. */
  files: File[];
}

/**
 * "Order again": the earlier order's fields as the form's starting draft and its attachments
 * fetched back by their signed links, so the new order goes through the normal form and the client
 * can change anything before placing it.
 */
export function reorderSourceQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: ['panel', 'reorder', orderId] as const,
    queryFn: async (): Promise<ReorderSource> => {
      const order = await getOrder(orderId);
      const service = orderServiceKey(order);
      if (!service) throw new Error(`Unknown service ${order.serviceType}`);
      const files = await Promise.all(
        attachedFiles(order, service).map(async ({ url, name }) => {
          const response = await fetch(url);
          if (!response.ok) throw new Error(`${name} could not be loaded`);
          const blob = await response.blob();
          return new File([blob], name, { type: blob.type });
        }),
      );
      return { draft: draftFromBlocks(order, service), files };
    },
    // Files once per visit: going back and forth must not download them again, nor keep them after.
    staleTime: Infinity,
    gcTime: 0,
  });
}

export function useReorderSource(orderId: string | null) {
  return useQuery({ ...reorderSourceQueryOptions(orderId ?? ''), enabled: orderId !== null });
}
