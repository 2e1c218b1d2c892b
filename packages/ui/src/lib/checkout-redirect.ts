import type { Platform } from '../platform/types.ts';

/**
 * Sends the client to a Stripe checkout page. On the web the tab itself goes there, so Stripe's
 * return links bring it back to the page that sent it; the desktop app opens the system browser.
 */
export function goToCheckout(platform: Platform, url: string): void {
  if (platform.kind === 'web') window.location.assign(url);
  else platform.openExternal(url);
}
