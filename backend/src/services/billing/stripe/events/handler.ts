import type { Knex } from 'knex';
import type Stripe from 'stripe';
import type { Config } from '../../../../config.ts';

/** What a handler of one Stripe event works with: the transaction that records the event's id. */
export interface StripeEventContext {
  trx: Knex.Transaction;
  config: Config;
}

export type StripeEventType = Stripe.Event['type'];
export type StripeEventOf<T extends StripeEventType> = Extract<Stripe.Event, { type: T }>;

/**
 * A family's handlers, by event type. Each handler decides from the event whether it is its own (a
 * `checkout.session.completed` of an order payment or of a plan): several families may handle one type.
 */
export type StripeEventHandlers = {
  [T in StripeEventType]?: (event: StripeEventOf<T>, context: StripeEventContext) => Promise<void>;
};
