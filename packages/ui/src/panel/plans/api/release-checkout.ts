import { useMutation } from '@tanstack/react-query';
import type { PlanService } from '@stitchdesk/shared';
import { apiPath } from '../../../lib/api.ts';
import { http } from '../../../lib/http.ts';

/**
 * DELETE /user/plans/checkout/:service — the client left the checkout page unpaid: its session
 * expires, so another plan of the service can be bought at once.
 */
export async function releaseCheckout(service: PlanService): Promise<void> {
  await http.delete(apiPath`/user/plans/checkout/${service}`);
}

export const useReleaseCheckout = () => useMutation({ mutationFn: releaseCheckout });
