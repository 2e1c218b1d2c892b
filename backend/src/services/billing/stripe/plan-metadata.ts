import { PLAN_NAMES, PLAN_SERVICES, type PlanName, type PlanService } from '@stitchdesk/shared';
import { z } from 'zod';

/*
 * What a plan's Checkout Session, and the subscription it starts, carry in their metadata: whose
 * plan and which. Stripe copies a subscription's metadata onto each of its invoices
 * (`parent.subscription_details.metadata`), so a renewal names its plan without a lookup.
 */

/** The metadata `kind` of a session that starts a monthly plan (an order payment's has another). */
export const PLAN_SUBSCRIPTION_KIND = 'plan-subscription';

export interface NamedPlan {
  clientId: string;
  service: PlanService;
  plan: PlanName;
}

const namedPlanSchema = z.object({
  kind: z.literal(PLAN_SUBSCRIPTION_KIND),
  clientId: z.uuid(),
  service: z.enum(PLAN_SERVICES),
  plan: z.enum(PLAN_NAMES),
});

export function planMetadata(named: NamedPlan): Record<string, string> {
  return { kind: PLAN_SUBSCRIPTION_KIND, clientId: named.clientId, service: named.service, plan: named.plan };
}

/** The plan a session's, subscription's or invoice's metadata names; null when it is not a plan's. */
export function namedPlanOf(metadata: Record<string, string> | null | undefined): NamedPlan | null {
  const parsed = namedPlanSchema.safeParse(metadata ?? {});
  if (!parsed.success) return null;
  const { clientId, service, plan } = parsed.data;
  return { clientId, service, plan };
}
