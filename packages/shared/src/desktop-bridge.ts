/**
 * The contract between the Electron preload script and the renderer: the one object the preload
 * exposes as `window.stitchdesk`, and the IPC channel names both ends use. Types and constants
 * only, so the renderer, the preload and the main process can all import it without pulling in
 * Electron or React.
 */

/** Request/response channels (renderer → main, `ipcRenderer.invoke`). */
export const IPC = {
  getConfig: 'config:get',
  loadToken: 'token:load',
  saveToken: 'token:save',
  setServerUrl: 'settings:set-server-url',
  chooseArtworkFolder: 'settings:choose-artwork-folder',
  clearArtworkFolder: 'settings:clear-artwork-folder',
  chooseDeliveriesFolder: 'settings:choose-deliveries-folder',
  resetDeliveriesFolder: 'settings:reset-deliveries-folder',
  setAutoDownload: 'settings:set-auto-download',
  setAutoPlace: 'settings:set-auto-place',
  listArtwork: 'artwork:list',
  readArtwork: 'artwork:read',
  takeArtwork: 'artwork:take',
  syncPresetFolders: 'artwork:sync-preset-folders',
  claimArtwork: 'artwork:claim',
  finishArtwork: 'artwork:finish',
  listSavedDeliveries: 'deliveries:list-saved',
  markDeliveriesSaved: 'deliveries:mark-saved',
  saveFile: 'file:save',
  openExternal: 'shell:open-external',
  notify: 'notify:show',
} as const;

/** Push channels (main → renderer, `webContents.send`). */
export const IPC_EVENTS = {
  configChanged: 'config:changed',
  artworkChanged: 'artwork:changed',
} as const;

export const KEYCHAIN_UNAVAILABLE_MESSAGE =
  'Your system keychain is unavailable, so you will need to sign in each time you open Stitchdesk.';

/** Settings and host facts the renderer needs synchronously (read once before mounting). */
export interface DesktopConfig {
  /** Server origin (and optional path prefix) without a trailing slash; the API is `${serverUrl}/api/v1`. */
  serverUrl: string;
  defaultServerUrl: string;
  /** The watched hot folder, or null when none is chosen. */
  artworkFolder: string | null;
  /** Base folder of saved deliveries; each order gets a sub-folder named after its title. */
  deliveriesFolder: string;
  defaultDeliveriesFolder: string;
  autoDownloadDeliveries: boolean;
  /** Files dropped into a preset's sub-folder are placed as orders without asking. */
  autoPlacePresetOrders: boolean;
  /** False when the OS offers no keychain: the token is then kept in memory only. */
  secureStorageAvailable: boolean;
}

/** One file waiting in the "Incoming artwork" tray. `id` is the SHA-1 of its path. */
export interface TrayEntry {
  id: string;
  name: string;
  size: number;
  path: string;
  /** The preset sub-folder the file was dropped into; null at the top level of the watched folder. */
  presetFolder: string | null;
  /** The preset that folder belongs to (null at the top level or in a deleted preset's folder). */
  presetId: string | null;
}

/** A preset as the host needs it to keep one sub-folder per preset. */
export interface PresetFolderSource {
  id: string;
  name: string;
}

/** What main answers when the renderer starts placing a preset-folder file. */
export type PlacementClaim =
  /** Place it: send `idempotencyKey` with the order (the same key for the same content, always). */
  | { kind: 'place'; idempotencyKey: string; presetId: string; file: ArtworkBytes }
  /** These bytes are already this order (recorded before a restart): moved to Placed/. */
  | { kind: 'placed'; orderId: string }
  /** The same bytes were placed from another file: moved to Failed/ with the reason. */
  | { kind: 'duplicate'; orderId: string };

export type PlacementResult = { ok: true; orderId: string } | { ok: false; reason: string };

export interface ArtworkBytes {
  name: string;
  type: string;
  bytes: Uint8Array;
}

export type SetServerUrlResult = { ok: true; config: DesktopConfig } | { ok: false; error: string };

export interface SaveFileRequest {
  name: string;
  bytes: Uint8Array;
  orderTitle?: string;
  /** Show the file in the OS file manager (default); automatic saves pass false. */
  reveal?: boolean;
}

/** `window.stitchdesk`: everything the renderer may ask of the desktop host. */
export interface StitchdeskBridge {
  getConfig(): Promise<DesktopConfig>;
  /** Called with the new config after any settings change; returns an unsubscribe function. */
  onConfigChange(listener: (config: DesktopConfig) => void): () => void;

  token: {
    load(): Promise<string | null>;
    save(token: string | null): Promise<void>;
  };

  settings: {
    setServerUrl(url: string): Promise<SetServerUrlResult>;
    /** Opens the OS folder picker; resolves with the (possibly unchanged) config. */
    chooseArtworkFolder(): Promise<DesktopConfig>;
    clearArtworkFolder(): Promise<DesktopConfig>;
    chooseDeliveriesFolder(): Promise<DesktopConfig>;
    resetDeliveriesFolder(): Promise<DesktopConfig>;
    setAutoDownload(enabled: boolean): Promise<DesktopConfig>;
    setAutoPlace(enabled: boolean): Promise<DesktopConfig>;
  };

  artwork: {
    list(): Promise<TrayEntry[]>;
    /** Called with the full tray whenever it changes; returns an unsubscribe function. */
    onChange(listener: (entries: TrayEntry[]) => void): () => void;
    /** The bytes of a file in the tray (main refuses ids that are not in it). */
    read(id: string): Promise<ArtworkBytes>;
    take(ids: string[]): Promise<void>;
    /** Creates or renames the watched folder's preset sub-folders to match the user's presets. */
    syncPresetFolders(presets: PresetFolderSource[]): Promise<void>;
    /** Starts placing a file from a preset sub-folder (main reads, hashes and checks its ledger). */
    claim(id: string): Promise<PlacementClaim>;
    /** Ends a claimed placement: the file moves to Placed/<day>/ or to Failed/ with the reason. */
    finish(id: string, result: PlacementResult): Promise<void>;
  };

  /** Which delivered files were already saved (keys the renderer makes), across restarts. */
  deliveries: {
    listSaved(): Promise<string[]>;
    markSaved(keys: string[]): Promise<void>;
  };

  /** Writes the file into the deliveries folder and reveals it; resolves with the written path. */
  saveFile(request: SaveFileRequest): Promise<string>;
  openExternal(url: string): Promise<void>;
  notify(title: string, body: string): Promise<void>;
}
