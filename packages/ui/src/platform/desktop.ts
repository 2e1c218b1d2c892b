import { API_PREFIX } from '@stitchdesk/shared';
import {
  KEYCHAIN_UNAVAILABLE_MESSAGE,
  type DesktopConfig,
  type StitchdeskBridge,
  type TrayEntry,
} from '@stitchdesk/shared/desktop-bridge';
import { createDesktopSettingsPage } from './DesktopSettings.tsx';
import type { IncomingArtwork, Platform } from './types.ts';
import { blobBytes } from '../lib/blob-bytes.ts';

export interface DesktopPlatform extends Platform {
  readonly kind: 'desktop';
  /** Null when the token survives restarts; otherwise the message to show the user once. */
  readonly keychainNotice: string | null;
}

function toIncomingArtwork(bridge: StitchdeskBridge, entry: TrayEntry): IncomingArtwork {
  return {
    id: entry.id,
    name: entry.name,
    size: entry.size,
    presetFolder: entry.presetFolder,
    presetId: entry.presetId,
    async read() {
      const file = await bridge.artwork.read(entry.id);
      return new File([blobBytes(file.bytes)], file.name, { type: file.type });
    },
  };
}

/**
 * The Electron host behind the Platform seam. Everything goes through the preload bridge
 * (`window.stitchdesk`); `config` is the settings snapshot read before mounting, kept current
 * through the bridge's change events so the synchronous getters stay right.
 */
export function createDesktopPlatform(
  bridge: StitchdeskBridge,
  initialConfig: DesktopConfig,
): DesktopPlatform {
  let config = initialConfig;
  bridge.onConfigChange((next) => {
    config = next;
  });

  return {
    kind: 'desktop',
    keychainNotice: initialConfig.secureStorageAvailable ? null : KEYCHAIN_UNAVAILABLE_MESSAGE,
    apiBaseUrl: () => `${config.serverUrl}${API_PREFIX}`,
    tokenStore: {
      load: () => bridge.token.load(),
      save: (token) => bridge.token.save(token),
    },
    async saveFile(name, data, context) {
      const bytes = new Uint8Array(await data.arrayBuffer());
      await bridge.saveFile({ name, bytes, orderTitle: context?.orderTitle, reveal: context?.reveal });
    },
    openExternal(url) {
      bridge.openExternal(url).catch((error: unknown) => console.warn('Could not open link', error));
    },
    notify(title, body) {
      bridge
        .notify(title, body)
        .catch((error: unknown) => console.warn('Could not show notification', error));
    },
    incomingArtwork: {
      subscribe(onChange) {
        let active = true;
        let pushed = false;
        const stopListening = bridge.artwork.onChange((entries) => {
          pushed = true;
          if (active) onChange(entries.map((entry) => toIncomingArtwork(bridge, entry)));
        });
        // The initial list is only used if no newer push arrived while it was in flight.
        bridge.artwork
          .list()
          .then((entries) => {
            if (active && !pushed) onChange(entries.map((entry) => toIncomingArtwork(bridge, entry)));
          })
          .catch((error: unknown) => console.warn('Could not list incoming artwork', error));
        return () => {
          active = false;
          stopListening();
        };
      },
      take(ids) {
        bridge.artwork.take(ids).catch((error: unknown) => console.warn('Could not update the tray', error));
      },
      presetFolders: {
        sync: (presets) => bridge.artwork.syncPresetFolders(presets),
        claim: (id) => bridge.artwork.claim(id),
        finish: (id, result) => bridge.artwork.finish(id, result),
        autoPlace: () => config.autoPlacePresetOrders,
      },
    },
    savedDeliveries: {
      list: () => bridge.deliveries.listSaved(),
      add: (keys) => bridge.deliveries.markSaved(keys),
    },
    SettingsPage: createDesktopSettingsPage(bridge, initialConfig),
    autoDownloadDeliveries: () => config.autoDownloadDeliveries,
  };
}
