import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Revision } from '@stitchdesk/shared';
import { apiGet, apiPath } from '../../../lib/api.ts';

/** GET /order/revision/single/:id — one revision by its own id. */
export const getRevision = (revisionId: string) =>
  apiGet<Revision>(apiPath`/order/revision/single/${revisionId}`);

export function revisionQueryOptions(revisionId: string) {
  return queryOptions({
    queryKey: ['panel', 'revision', revisionId] as const,
    queryFn: () => getRevision(revisionId),
  });
}

export const useRevision = (revisionId: string) => useQuery(revisionQueryOptions(revisionId));
