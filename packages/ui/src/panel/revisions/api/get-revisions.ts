import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Revision, RevisionsResponse } from '@stitchdesk/shared';
import { http } from '../../../lib/http.ts';

/** GET /order/get/revision — every revision the client has asked for. */
export async function getRevisions(): Promise<Revision[]> {
  const { data } = await http.get<RevisionsResponse>('/order/get/revision');
  return data.revisions;
}

export const revisionsQueryKey = ['panel', 'revisions'] as const;

export function revisionsQuery() {
  return queryOptions({ queryKey: revisionsQueryKey, queryFn: getRevisions });
}

export function useRevisions() {
  return useQuery(revisionsQuery());
}
