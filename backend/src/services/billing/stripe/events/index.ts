import type Stripe from 'stripe';
import { chargeHandlers } from './charge.ts';
import { checkoutSessionHandlers } from './checkout-session.ts';
import type { StripeEventContext, StripeEventHandlers } from './handler.ts';
import { planSubscriptionHandlers } from './plan-subscriptions.ts';

/*
 * The webhook's dispatch map: every family of Stripe events the shop acts on, a file each in this
 * folder exporting its StripeEventHandlers. A new family adds its file and one line here; an event
 * of a type no family handles is recorded (once) and otherwise ignored.
 */
const FAMILIES: StripeEventHandlers[] = [checkoutSessionHandlers, planSubscriptionHandlers, chargeHandlers];

type AnyHandler = (event: Stripe.Event, context: StripeEventContext) => Promise<void>;

const HANDLERS = new Map<string, AnyHandler[]>();
for (const family of FAMILIES) {
  for (const [type, handler] of Object.entries(family)) {
    HANDLERS.set(type, [...(HANDLERS.get(type) ?? []), handler as AnyHandler]);
  }
}

/** Runs every family's handler of the event's type, one after the other, in the event's transaction. */
export async function dispatchStripeEvent(event: Stripe.Event, context: StripeEventContext): Promise<void> {
  for (const handler of HANDLERS.get(event.type) ?? []) await handler(event, context);
}

/** Whether any family acts on events of `type`. */
export function handlesStripeEvent(type: string): boolean {
  return HANDLERS.has(type);
}
