import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClientAllowancesResponse, UpdateAllowancesInput } from '@stitchdesk/shared';
import { http } from '../../../lib/http.ts';

const key = (id: string) => ['staff', 'clients', id, 'allowances'] as const;
const path = (id: string) => `/staff/clients/${encodeURIComponent(id)}/allowances`;

/** GET /staff/clients/:id/allowances — the limits in force, the overrides, and their history. */
export function useClientAllowances(id: string) {
  return useQuery({
    queryKey: key(id),
    queryFn: async () => (await http.get<ClientAllowancesResponse>(path(id))).data,
  });
}

/** PUT /staff/clients/:id/allowances (admin only). */
export function useSetClientAllowances(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateAllowancesInput) =>
      (await http.put<ClientAllowancesResponse>(path(id), input)).data,
    onSuccess: (data) => queryClient.setQueryData(key(id), data),
  });
}
