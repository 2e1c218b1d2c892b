import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserPlansResponse } from '@stitchdesk/shared';
import { apiGet } from '../../../lib/api.ts';

/** GET /user/plans — the monthly plans on sale and the client's own, with what is left this period. */
export async function getPlans(): Promise<UserPlansResponse> {
  return apiGet<UserPlansResponse>('/user/plans');
}

export function plansQueryOptions() {
  return queryOptions({ queryKey: ['panel', 'plans'] as const, queryFn: getPlans });
}

/** `refetchEveryMs`: read again that often (while waiting for Stripe's word on a purchase); false: not. */
export const usePlans = ({ refetchEveryMs = false }: { refetchEveryMs?: number | false } = {}) =>
  useQuery({ ...plansQueryOptions(), refetchInterval: refetchEveryMs });
