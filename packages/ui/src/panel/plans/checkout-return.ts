import { PLAN_SERVICES, type ClientPlan, type PlanService } from '@stitchdesk/shared';

/** How long the page waits for Stripe's word before saying it will show up later. */
export const CONFIRM_WAIT_MS = 60_000;
export const CONFIRM_POLL_MS = 2_000;

/** What the return from Stripe's checkout page says (its query: checkout=success|cancelled&service=…). */
export type CheckoutReturn =
  | { kind: 'none' }
  | { kind: 'cancelled'; service: PlanService | null }
  | { kind: 'success'; service: PlanService };

export function checkoutReturnOf(search: URLSearchParams): CheckoutReturn {
  const checkout = search.get('checkout');
  const named = search.get('service');
  const service = PLAN_SERVICES.includes(named as PlanService) ? (named as PlanService) : null;
  // A link from before the service was named: nothing to give up but the notice.
  if (checkout === 'cancelled') return { kind: 'cancelled', service };
  if (checkout === 'success' && service) return { kind: 'success', service };
  return { kind: 'none' };
}

/** The card plan the webhook recorded for the service, once it has (cancelled since or not). */
export function confirmedPlan(plans: readonly ClientPlan[], service: PlanService): ClientPlan | null {
  return plans.find((p) => p.service === service && p.source === 'stripe') ?? null;
}
