import { useQuery } from '@tanstack/react-query';
import type { StaffClientsResponse } from '@stitchdesk/shared';
import { apiGet } from '../../../lib/api.ts';
import { staffPageQueryOptions } from '../../api/page-query.ts';

export interface ClientsQuery {
  q: string;
  page: number;
}

/** GET /staff/clients — clients with their assignee and order count. */
export async function getClients({ q = '', page = 1 }: Partial<ClientsQuery>): Promise<StaffClientsResponse> {
  return apiGet<StaffClientsResponse>('/staff/clients', {
    params: { page: String(page), ...(q ? { q } : {}) },
  });
}

export const clientsQueryOptions = (query: Partial<ClientsQuery> = {}) =>
  staffPageQueryOptions('clients', query, getClients);

export const useClients = (query: ClientsQuery) => useQuery(clientsQueryOptions(query));
