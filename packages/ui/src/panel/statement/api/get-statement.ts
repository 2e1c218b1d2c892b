import { queryOptions } from '@tanstack/react-query';
import type { Statement } from '@stitchdesk/shared';
import { apiGet } from '../../../lib/api.ts';

/** GET /user/statement — what the client owes, order by order, and the payments made. */
export const getStatement = () => apiGet<Statement>('/user/statement');

export function statementQueryOptions() {
  return queryOptions({ queryKey: ['panel', 'statement'] as const, queryFn: getStatement });
}
