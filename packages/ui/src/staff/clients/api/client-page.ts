import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClientNotesInput, ClientNotesResponse, StaffClientPage } from '@stitchdesk/shared';
import { apiGet, apiPath, apiPut } from '../../../lib/api.ts';

const key = (id: string) => ['staff', 'clients', id, 'page'] as const;

/** GET /staff/clients/:id — the client whole: contact, addresses, machines, plans, owed, orders, notes. */
export function clientPageQueryOptions(id: string) {
  return queryOptions({
    queryKey: key(id),
    queryFn: () => apiGet<StaffClientPage>(apiPath`/staff/clients/${id}`),
  });
}

export const useClientPage = (id: string) => useQuery(clientPageQueryOptions(id));

/**
 * PUT /staff/clients/:id/notes — the whole text, replacing what was there. The page's copy takes
 * the saved notes (trimmed by the server), with who saved them and when.
 */
export function useSaveClientNotes(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClientNotesInput) =>
      apiPut<ClientNotesResponse>(apiPath`/staff/clients/${id}/notes`, input),
    onSuccess: ({ notes, notesUpdatedAt, notesUpdatedBy }) =>
      queryClient.setQueryData(key(id), (page: StaffClientPage | undefined) =>
        page ? { ...page, client: { ...page.client, notes, notesUpdatedAt, notesUpdatedBy } } : page,
      ),
  });
}
