import { PLAN_SERVICES, type ClientPlan, type PlanService } from '@stitchdesk/shared';

/** How long the page waits for Stripe's word before saying it will show up later. */
export const CONFIRM_WAIT_MS = 60_000;
export const CONFIRM_POLL_MS = 2_000;

/** What the return from Stripe's checkout page says (its query: checkout=success&service=…, or cancelled). */
export type CheckoutReturn =
  { kind: 'none' } | { kind: 'cancelled' } | { kind: 'success'; service: PlanService };

export function checkoutReturnOf(search: URLSearchParams): CheckoutReturn {
  const checkout = search.get('checkout');
  if (checkout === 'cancelled') return { kind: 'cancelled' };
  const service = search.get('service');
  if (checkout === 'success' && PLAN_SERVICES.includes(service as PlanService))
    return { kind: 'success', service: service as PlanService };
  return { kind: 'none' };
}

/** The card plan the webhook recorded for the service, once it has (cancelled since or not). */
export function confirmedPlan(plans: readonly ClientPlan[], service: PlanService): ClientPlan | null {
  return plans.find((p) => p.service === service && p.source === 'stripe') ?? null;
}
