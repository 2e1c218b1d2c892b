import type { StitchdeskBridge } from '@stitchdesk/shared/desktop-bridge';

declare global {
  interface Window {
    /** Exposed by the preload script; absent if the page is opened outside the desktop app. */
    readonly stitchdesk?: StitchdeskBridge;
  }
}
