import type { ServiceKey } from '../services.ts';

/*
 * The deposit rule, in one place for the server and the UI: the site's "50% advance payment
 * before production" of patches. Its percentage, the services it applies to, what it asks of an
 * order and whether production may start as far as it goes.
 */

/** The share of the price paid in advance, before production starts. */
export const DEPOSIT_PERCENT = 50;

/** Services whose production waits for the deposit. */
export const DEPOSIT_SERVICES: readonly ServiceKey[] = ['patches'];

export function requiresDeposit(service: ServiceKey): boolean {
  return DEPOSIT_SERVICES.includes(service);
}

/** The deposit of a price: DEPOSIT_PERCENT of it, rounded up to the cent; 0 without a price or a deposit. */
export function depositCents(service: ServiceKey, amountCents: number | null): number {
  if (amountCents === null || !requiresDeposit(service)) return 0;
  return Math.ceil((amountCents * DEPOSIT_PERCENT) / 100);
}

/** What is still owed of the deposit; 0 without a price or a deposit. */
export function depositOwedCents(service: ServiceKey, amountCents: number | null, paidCents: number): number {
  return Math.max(0, depositCents(service, amountCents) - paidCents);
}

/**
 * The production gate's money condition: met for a service with no deposit; for a deposit
 * service, the price is set and the deposit paid.
 */
export function depositAllowsProduction(
  service: ServiceKey,
  amountCents: number | null,
  paidCents: number,
): boolean {
  if (!requiresDeposit(service)) return true;
  return amountCents !== null && depositOwedCents(service, amountCents, paidCents) === 0;
}
