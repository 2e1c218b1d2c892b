import { isAppUrl } from './app-origin.ts';

export type NavigationDecision = 'allow' | 'deny' | 'external';

/** Links that leave the app and may be handed to the operating system (browser, mail, phone). */
const EXTERNAL_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

export function isExternalUrl(url: string): boolean {
  try {
    return EXTERNAL_PROTOCOLS.has(new URL(url).protocol);
  } catch {
    return false;
  }
}

/**
 * What to do when the renderer tries to go to `url`: stay in the app only on its own origin; hand
 * web, mail and phone links to the OS; refuse everything else (file:, javascript:, custom schemes).
 */
export function decideNavigation(url: string, origins: readonly string[]): NavigationDecision {
  if (isAppUrl(url, origins)) return 'allow';
  if (isExternalUrl(url)) return 'external';
  return 'deny';
}

/** New windows are never opened inside the app; outside links go to the OS instead. */
export function decideWindowOpen(url: string, origins: readonly string[]): 'deny' | 'external' {
  return decideNavigation(url, origins) === 'external' ? 'external' : 'deny';
}
