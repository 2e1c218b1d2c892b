/*
 * Coming back from Stripe's checkout page: the success and cancel URLs carry `?payment=success` or
 * `?payment=cancelled`. Before leaving, the page keeps what it had been paid so far (per page, in
 * this tab), so on return it can tell when the webhook's payment has been recorded.
 */

export type PaymentReturn = 'success' | 'cancelled' | null;

export function paymentReturnOf(search: URLSearchParams): PaymentReturn {
  const value = search.get('payment');
  return value === 'success' || value === 'cancelled' ? value : null;
}

const key = (page: string) => `stitchdesk:paid-before:${page}`;

/** Keeps `paidCents` as it stood when the client left `page` for the checkout. */
export function rememberPaidBefore(page: string, paidCents: number): void {
  try {
    sessionStorage.setItem(key(page), String(paidCents));
  } catch {
    // Storage refused (private mode): the return then waits for any payment at all.
  }
}

/** What was paid when the client left `page` for the checkout; null when not known (another tab). */
export function paidBefore(page: string): number | null {
  try {
    const value = sessionStorage.getItem(key(page));
    return value === null ? null : Number(value);
  } catch {
    return null;
  }
}

/** The payment recorded since leaving: more paid than before (or anything paid, when before is unknown). */
export function paymentArrived(page: string, paidCentsNow: number): boolean {
  const before = paidBefore(page);
  return before === null ? paidCentsNow > 0 : paidCentsNow > before;
}
