import type { ComponentType } from 'react';
import type { PlacementClaim, PlacementResult, PresetFolderSource } from '@stitchdesk/shared/desktop-bridge';

/**
 * The one seam between the UI and its host. The web site and the Electron renderer mount the same
 * `@stitchdesk/ui` with different implementations; pages never ask which host they run in.
 */
export interface IncomingArtwork {
  /** Stable id from the host (the watched file's path hash); used to remove or dedupe. */
  id: string;
  name: string;
  size: number;
  /** The preset sub-folder it was dropped into (null at the top level: it goes to the next form). */
  presetFolder: string | null;
  /** That folder's preset; null when none (a deleted preset's folder). */
  presetId: string | null;
  /** Reads the file's bytes when the form needs them (upload time). */
  read(): Promise<File>;
}

/** The hot folder's "files in a preset's folder become orders" half (desktop only). */
export interface PresetFolderHost {
  /** Keeps one sub-folder per preset in the watched folder. */
  sync(presets: PresetFolderSource[]): Promise<void>;
  /** Starts placing a file: its bytes and the Idempotency-Key for its content, or "already done". */
  claim(id: string): Promise<PlacementClaim>;
  /** Files the file under Placed/ or Failed/. */
  finish(id: string, result: PlacementResult): Promise<void>;
  /** The setting "Place orders from preset folders automatically". */
  autoPlace(): boolean;
}

export interface Platform {
  readonly kind: 'web' | 'desktop';
  /** Base URL of the API including `/api/v1` (same origin on the web: `/api/v1`). */
  apiBaseUrl(): string;

  /** Where the session token is kept: localStorage on the web, an encrypted vault on the desktop. */
  readonly tokenStore: {
    load(): Promise<string | null>;
    save(token: string | null): Promise<void>;
  };

  /**
   * Saves a finished file (a ZIP of attachments or deliveries). The web downloads it through the
   * browser; the desktop writes it into its deliveries folder and reveals it.
   * `context.orderTitle` lets the desktop pick `Downloads/Stitchdesk/<order title>/`.
   */
  saveFile(name: string, data: Blob, context?: { orderTitle?: string; reveal?: boolean }): Promise<void>;

  /** Opens a link outside the app (system browser on the desktop, a new tab on the web). */
  openExternal(url: string): void;

  /** Raises an OS notification where the host has them; the web shows nothing extra. */
  notify(title: string, body: string): void;

  /**
   * The desktop's hot folder: artwork files dropped into a watched folder. Absent on the web.
   * `subscribe` calls back with the full current tray whenever it changes.
   */
  readonly incomingArtwork?: {
    subscribe(onChange: (files: IncomingArtwork[]) => void): () => void;
    /** Takes files out of the tray (attached to a form, or dismissed). */
    take(ids: string[]): void;
    readonly presetFolders?: PresetFolderHost;
  };
  /**
   * Which delivered files were saved to disk already (desktop), so automatic saving catches up on
   * what was completed while the app was closed and never saves the same files twice.
   */
  readonly savedDeliveries?: {
    list(): Promise<string[]>;
    add(keys: string[]): Promise<void>;
  };

  /**
   * Desktop-only settings page contributed by the host (server URL, folders, auto-download).
   * Absent on the web, so the panel shows no Settings link there.
   */
  readonly SettingsPage?: ComponentType;

  /**
   * Whether a completed-order notification should download that order's deliveries on its own
   * (a desktop setting). The panel's notification poll asks this; the web never auto-downloads.
   */
  autoDownloadDeliveries(): boolean;
}
