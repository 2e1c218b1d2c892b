import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Revision, RevisionsResponse } from '@stitchdesk/shared';
import { apiGet } from '../../../lib/api.ts';

/** GET /order/get/revision — every revision the client has asked for. */
export async function getRevisions(): Promise<Revision[]> {
  return (await apiGet<RevisionsResponse>('/order/get/revision')).revisions;
}

export function revisionsQueryOptions() {
  return queryOptions({ queryKey: ['panel', 'revisions'] as const, queryFn: getRevisions });
}

export const useRevisions = () => useQuery(revisionsQueryOptions());
