import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Revision } from '@stitchdesk/shared';
import { http } from '../../../lib/http.ts';

/** GET /order/revision/single/:id — one revision by its own id. */
export async function getRevision(revisionId: string): Promise<Revision> {
  const { data } = await http.get<Revision>(`/order/revision/single/${encodeURIComponent(revisionId)}`);
  return data;
}

export function revisionQueryOptions(revisionId: string) {
  return queryOptions({
    queryKey: ['panel', 'revision', revisionId] as const,
    queryFn: () => getRevision(revisionId),
  });
}

export function useRevision(revisionId: string) {
  return useQuery(revisionQueryOptions(revisionId));
}
