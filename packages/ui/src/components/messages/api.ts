import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderMessageCreated, OrderMessageInput, OrderMessagesResponse } from '@stitchdesk/shared';
import { http } from '../../lib/http.ts';

/**
 * An order's message thread, by its API path: `/order/:orderId/messages` for the client,
 * `/staff/orders/:id/messages` for the shop (the same answers either way).
 */
export function threadQueryOptions(path: string) {
  return queryOptions({
    queryKey: ['messages', path] as const,
    queryFn: async () => (await http.get<OrderMessagesResponse>(path)).data,
  });
}

export function useThread(path: string) {
  return useQuery(threadQueryOptions(path));
}

export function useSendMessage(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: OrderMessageInput) => (await http.post<OrderMessageCreated>(path, input)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: threadQueryOptions(path).queryKey }),
  });
}
