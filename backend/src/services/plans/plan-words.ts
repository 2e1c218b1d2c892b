import {
  formatDate,
  formatMoney,
  formatServerDateTime,
  type PlanName,
  type PlanService,
} from '@stitchdesk/shared';
import type { ClientPlanRow } from './plan-rows.ts';

/* What the server says of a client's plans, in the bell, e-mails and 409s: one wording for all. */

const SERVICE_WORDS: Record<PlanService, string> = { digitizing: 'digitizing', vector: 'vector art' };

/** "Gold digitizing plan" (also the subscription's product name at Stripe). */
export function planTitle(plan: PlanName, service: PlanService): string {
  return `${plan} ${SERVICE_WORDS[service]} plan`;
}

export function planActiveMessage(plan: PlanName, service: PlanService): string {
  return `Your ${planTitle(plan, service)} is active: the orders it covers are priced $0.00`;
}

/** Why a client in force on a plan of the service cannot buy a second one (409). */
export function planInForceMessage(
  row: Pick<ClientPlanRow, 'plan' | 'service' | 'status' | 'source' | 'period_end'>,
): string {
  const title = planTitle(row.plan, row.service);
  if (row.source === 'staff')
    return `You already have the ${title}, arranged with our team: contact us to change it`;
  const until = formatDate(row.period_end, 'UTC');
  if (row.status === 'active')
    return `You already have the ${title}, renewing on ${until}: a second subscription cannot start while it runs. Cancel it, and a new one can start once it has ended`;
  return `You already have the ${title} until ${until}: a new one can start once it has ended`;
}

/** Why a second checkout is refused while the first one's Checkout Session is still open (409). */
export function planCheckoutOpenMessage(plan: PlanName, service: PlanService, expiresAt: Date): string {
  return `You are already buying the ${planTitle(plan, service)} in another window: finish paying there, or start again after ${formatServerDateTime(expiresAt)}`;
}

/**
 * The bell and e-mail of a second subscription (`duplicate`) cancelled and refunded while the
 * client's `kept` plan of the service goes on (two tabs, two sessions).
 */
export function duplicatePlanMessage(
  kept: PlanName,
  duplicate: PlanName,
  service: PlanService,
  amount: { cents: number; currency: string },
): string {
  return `You already have the ${planTitle(kept, service)}, so the ${planTitle(duplicate, service)} paid for in another window was cancelled and its ${formatMoney(amount.cents, amount.currency)} is being refunded to your card. Your ${kept} plan goes on unchanged`;
}
