/** Sends the browser to Stripe's checkout page (its own module, so tests can watch where it goes). */
export function leaveForCheckout(url: string): void {
  window.location.assign(url);
}
