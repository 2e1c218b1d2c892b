import path from 'node:path';
import { z } from 'zod';
import type { KeyValueStore } from './key-value-store.ts';
import { parseServerUrl } from './server-url.ts';

export interface DesktopSettings {
  serverUrl: string;
  artworkFolder: string | null;
  deliveriesFolder: string;
  autoDownloadDeliveries: boolean;
  autoPlacePresetOrders: boolean;
}

export interface SettingsDefaults {
  serverUrl: string;
  deliveriesFolder: string;
}

export class InvalidSettingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidSettingError';
  }
}

const absoluteFolder = z
  .string()
  .min(1)
  .refine((value) => path.isAbsolute(value));
const KEYS = {
  serverUrl: 'serverUrl',
  artworkFolder: 'artworkFolder',
  deliveriesFolder: 'deliveriesFolder',
  autoDownloadDeliveries: 'autoDownloadDeliveries',
  autoPlacePresetOrders: 'autoPlacePresetOrders',
} as const;

export interface SettingsService {
  read(): DesktopSettings;
  readonly defaults: SettingsDefaults;
  /** Validates and stores the server URL; throws InvalidSettingError with a user-facing message. */
  setServerUrl(input: string): DesktopSettings;
  setArtworkFolder(folder: string | null): DesktopSettings;
  /** null restores the default `<Downloads>/Stitchdesk`. */
  setDeliveriesFolder(folder: string | null): DesktopSettings;
  setAutoDownload(enabled: boolean): DesktopSettings;
  setAutoPlace(enabled: boolean): DesktopSettings;
}

/**
 * The desktop settings kept in electron-store. Values are re-validated on every read, so a
 * hand-edited or corrupt settings file falls back to the defaults instead of reaching the app.
 */
export function createSettings(deps: { store: KeyValueStore; defaults: SettingsDefaults }): SettingsService {
  const { store, defaults } = deps;

  function read(): DesktopSettings {
    const storedUrl = store.get(KEYS.serverUrl);
    const parsedUrl = typeof storedUrl === 'string' ? parseServerUrl(storedUrl) : null;
    const artwork = absoluteFolder.safeParse(store.get(KEYS.artworkFolder));
    const deliveries = absoluteFolder.safeParse(store.get(KEYS.deliveriesFolder));
    const autoDownload = z.boolean().safeParse(store.get(KEYS.autoDownloadDeliveries));
    const autoPlace = z.boolean().safeParse(store.get(KEYS.autoPlacePresetOrders));
    return {
      serverUrl: parsedUrl?.ok ? parsedUrl.url : defaults.serverUrl,
      artworkFolder: artwork.success ? artwork.data : null,
      deliveriesFolder: deliveries.success ? deliveries.data : defaults.deliveriesFolder,
      autoDownloadDeliveries: autoDownload.success ? autoDownload.data : false,
      autoPlacePresetOrders: autoPlace.success ? autoPlace.data : false,
    };
  }

  function setFolder(key: string, folder: string | null): DesktopSettings {
    if (folder === null) {
      store.delete(key);
    } else {
      if (!absoluteFolder.safeParse(folder).success) throw new InvalidSettingError('Choose a folder');
      store.set(key, folder);
    }
    return read();
  }

  return {
    read,
    defaults,
    setServerUrl(input) {
      const parsed = parseServerUrl(input);
      if (!parsed.ok) throw new InvalidSettingError(parsed.error);
      if (parsed.url === defaults.serverUrl) store.delete(KEYS.serverUrl);
      else store.set(KEYS.serverUrl, parsed.url);
      return read();
    },
    setArtworkFolder: (folder) => setFolder(KEYS.artworkFolder, folder),
    setDeliveriesFolder: (folder) => setFolder(KEYS.deliveriesFolder, folder),
    setAutoDownload(enabled) {
      store.set(KEYS.autoDownloadDeliveries, enabled);
      return read();
    },
    setAutoPlace(enabled) {
      store.set(KEYS.autoPlacePresetOrders, enabled);
      return read();
    },
  };
}
