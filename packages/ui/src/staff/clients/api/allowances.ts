import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClientAllowancesResponse, UpdateAllowancesInput } from '@stitchdesk/shared';
import { apiGet, apiPath, apiPut } from '../../../lib/api.ts';

const key = (id: string) => ['staff', 'clients', id, 'allowances'] as const;
const path = (id: string) => apiPath`/staff/clients/${id}/allowances`;

/**
 * GET /staff/clients/:id/allowances — the limits in force, the overrides, and their history;
 * `initialData`, when a page already read them, is shown as fresh for a minute rather than read again.
 */
export function useClientAllowances(id: string, initialData?: ClientAllowancesResponse) {
  return useQuery({
    queryKey: key(id),
    queryFn: () => apiGet<ClientAllowancesResponse>(path(id)),
    initialData,
    staleTime: initialData ? 60_000 : 0,
  });
}

/** PUT /staff/clients/:id/allowances (admin only). */
export function useSetClientAllowances(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateAllowancesInput) => apiPut<ClientAllowancesResponse>(path(id), input),
    onSuccess: (data) => queryClient.setQueryData(key(id), data),
  });
}
