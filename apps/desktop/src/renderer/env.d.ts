import type { StitchdeskBridge } from '@stitchdesk/ui/platform/desktop-bridge.ts';

declare global {
  interface Window {
    /** Exposed by the preload script; absent if the page is opened outside the desktop app. */
    readonly stitchdesk?: StitchdeskBridge;
  }
}
