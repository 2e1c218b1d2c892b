import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffClientsResponse } from '@stitchdesk/shared';
import { http } from '../../../lib/http.ts';

export interface ClientsQuery {
  q: string;
  page: number;
}

/** GET /staff/clients — clients with their assignee and order count. */
export async function getClients({ q = '', page = 1 }: Partial<ClientsQuery>): Promise<StaffClientsResponse> {
  const params: Record<string, string> = { page: String(page) };
  if (q) params.q = q;
  const { data } = await http.get<StaffClientsResponse>('/staff/clients', { params });
  return data;
}

/** Without arguments its key matches every page and filter (TanStack matches key objects partially). */
export function clientsQueryOptions(query: Partial<ClientsQuery> = {}) {
  return queryOptions({
    queryKey: ['staff', 'clients', query] as const,
    queryFn: () => getClients(query),
    placeholderData: keepPreviousData,
  });
}

export function useClients(query: ClientsQuery) {
  return useQuery(clientsQueryOptions(query));
}
