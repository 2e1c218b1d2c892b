import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Revision, RevisionsResponse } from '@stitchdesk/shared';
import { http } from '../../../lib/http.ts';

/** GET /order/get/revision — every revision the client has asked for. */
export async function getRevisions(): Promise<Revision[]> {
  const { data } = await http.get<RevisionsResponse>('/order/get/revision');
  return data.revisions;
}

export function revisionsQueryOptions() {
  return queryOptions({ queryKey: ['panel', 'revisions'] as const, queryFn: getRevisions });
}

export function useRevisions() {
  return useQuery(revisionsQueryOptions());
}
