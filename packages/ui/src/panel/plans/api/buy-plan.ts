import { useMutation } from '@tanstack/react-query';
import type { CheckoutSession, PlanCheckoutInput } from '@stitchdesk/shared';
import { apiPost } from '../../../lib/api.ts';

/** POST /user/plans/checkout — a Stripe checkout page for a monthly plan (the server prices it). */
export async function buyPlan(input: PlanCheckoutInput): Promise<CheckoutSession> {
  return apiPost<CheckoutSession>('/user/plans/checkout', input);
}

export const useBuyPlan = () => useMutation({ mutationFn: buyPlan });
