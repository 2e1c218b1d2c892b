import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientPlansResponse, PlanService, UserPlansResponse } from '@stitchdesk/shared';
import { apiPath, apiPost } from '../../../lib/api.ts';
import { plansQueryOptions } from './get-plans.ts';

/** POST /user/plans/:service/cancel — the card plan stops renewing; it runs to its month's end. */
export async function cancelPlan(service: PlanService): Promise<ClientPlansResponse> {
  return apiPost<ClientPlansResponse>(apiPath`/user/plans/${service}/cancel`);
}

export function useCancelPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelPlan,
    onSuccess: ({ plans }) =>
      queryClient.setQueryData<UserPlansResponse>(plansQueryOptions().queryKey, (old) =>
        old ? { ...old, plans } : old,
      ),
  });
}
