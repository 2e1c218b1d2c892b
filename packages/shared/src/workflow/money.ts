import { estimate, type EstimateInput } from '../pricing.ts';
import type { ServiceKey } from '../services.ts';
import { depositOwedCents } from './deposit.ts';

/** Largest amount any price or payment may be, in cents ($1,000,000): more is a typo or a script. */
export const MAX_AMOUNT_CENTS = 100_000_000;

/** Cents as US dollars with two decimals: 7500 → "$75.00". */
export function formatCents(cents: number): string {
  return `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

const currencyFormats = new Map<string, Intl.NumberFormat>();

/**
 * Cents in `currency` (an ISO 4217 code, the shop settings'), as that currency is written in English:
 * 5500 → "$55.00" (USD), "€55.00" (EUR), "£55.00" (GBP). Amounts are hundredths whatever the currency,
 * as the invoice counts them.
 */
export function formatMoney(cents: number, currency: string): string {
  const code = currency.toUpperCase();
  let format = currencyFormats.get(code);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency: code });
    currencyFormats.set(code, format);
  }
  return format.format(cents / 100);
}

/**
 * The price an order is placed at, in cents, from the published tables (pricing.ts): the same
 * figure the pricing pages show. Null where the tables do not decide a single figure (custom
 * apparel, patches above 200 pieces or 6 inches, a range such as jacket backs): staff set those.
 */
export function listPriceCents(service: ServiceKey, input: EstimateInput): number | null {
  const figure = estimate(service, input);
  if (!figure || figure.min !== figure.max) return null;
  return Math.round(figure.min * 100);
}

export interface PriceSummary {
  /** Null: "Price to be confirmed". */
  amountCents: number | null;
  paidCents: number;
  /** What is left to pay; 0 while the price is not set. */
  balanceCents: number;
  /** What is still owed of the advance before production can start (patches); else 0. */
  depositDueCents: number;
}

export function priceSummary(
  service: ServiceKey,
  amountCents: number | null,
  paidCents: number,
): PriceSummary {
  return {
    amountCents,
    paidCents,
    balanceCents: amountCents === null ? 0 : Math.max(0, amountCents - paidCents),
    depositDueCents: depositOwedCents(service, amountCents, paidCents),
  };
}

/** Where an order stands with money, for a badge in the lists: nothing priced, all paid, or what is owed. */
export const MONEY_STATES = ['unpriced', 'paid', 'deposit-due', 'balance-due'] as const;
export type MoneyState = (typeof MONEY_STATES)[number];
export const MONEY_STATE_LABELS = {
  unpriced: 'Price to be confirmed',
  paid: 'Paid',
  'deposit-due': 'Deposit due',
  'balance-due': 'Balance due',
} as const satisfies Record<MoneyState, string>;

/** The badge of `summary`: the deposit first (production waits for it), then any balance. */
export function moneyStateOf(summary: PriceSummary): { state: MoneyState; owedCents: number } {
  if (summary.amountCents === null) return { state: 'unpriced', owedCents: 0 };
  if (summary.depositDueCents > 0) return { state: 'deposit-due', owedCents: summary.depositDueCents };
  if (summary.balanceCents > 0) return { state: 'balance-due', owedCents: summary.balanceCents };
  return { state: 'paid', owedCents: 0 };
}

/**
 * With the shop's "hold files until paid" on (issue 35), what an order still owes before its finished
 * files open; null when nothing is held. An order without a price is not held: nothing is owed until
 * staff set one, so its files open as they always did. A price of 0 or one paid in full owes nothing.
 */
export function heldBalanceCents(
  holdOn: boolean,
  amountCents: number | null,
  paidCents: number,
): number | null {
  if (!holdOn || amountCents === null) return null;
  const balance = amountCents - paidCents;
  return balance > 0 ? balance : null;
}

/** What a held file answers (its 402). */
export const heldFilesMessage = (balance: string) =>
  `Pay the balance of ${balance} to download the finished files`;

/** What the client's order page says beside the Pay button while its finished files are held. */
export const heldFilesNotice = (balance: string) =>
  `Your finished files are ready. They are released as soon as the balance of ${balance} is paid.`;

/**
 * The words of the payment notification that settles an order (services/production/messages.ts):
 * the desktop saves a delivery held until paid when it reads them.
 */
export const PAID_IN_FULL = 'it is paid in full';
