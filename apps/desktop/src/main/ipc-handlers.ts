import { z } from 'zod';
import {
  IPC,
  type ArtworkBytes,
  type DesktopConfig,
  type PlacementClaim,
  type PresetFolderSource,
  type SetServerUrlResult,
  type TrayEntry,
} from '@stitchdesk/shared/desktop-bridge';
import type { FolderPlacement } from './folder-placement.ts';
import type { HotFolder } from './hot-folder.ts';
import type { IpcHandle } from './ipc.ts';
import { isExternalUrl } from './navigation.ts';
import { syncPresetFolders } from './preset-folders.ts';
import { deliveryKeySchema, type SavedDeliveries } from './saved-deliveries.ts';
import { InvalidSettingError, type DesktopSettings, type SettingsService } from './settings.ts';
import type { TokenVault } from './token-vault.ts';
import type { KeyValueStore } from './key-value-store.ts';

/** Largest file the renderer may hand over for saving (a ZIP of an order's files). */
export const MAX_SAVE_BYTES = 1024 * 1024 * 1024;

const none = z.tuple([]);
const trayIdSchema = z.string().regex(/^[0-9a-f]{40}$/);
const jwtSchema = z
  .string()
  .max(8192)
  .regex(/^[\w-]+\.[\w-]+\.[\w-]*$/);

export const ipcSchemas = {
  saveToken: z.tuple([jwtSchema.nullable()]),
  setServerUrl: z.tuple([z.string().max(2048)]),
  setAutoDownload: z.tuple([z.boolean()]),
  readArtwork: z.tuple([trayIdSchema]),
  takeArtwork: z.tuple([z.array(trayIdSchema).max(1000)]),
  setAutoPlace: z.tuple([z.boolean()]),
  syncPresetFolders: z.tuple([
    z.array(z.strictObject({ id: z.string().min(1).max(100), name: z.string().min(1).max(200) })).max(500),
  ]),
  claimArtwork: z.tuple([trayIdSchema]),
  finishArtwork: z.tuple([
    trayIdSchema,
    z.discriminatedUnion('ok', [
      z.strictObject({ ok: z.literal(true), orderId: z.string().min(1).max(100) }),
      z.strictObject({ ok: z.literal(false), reason: z.string().trim().min(1).max(2000) }),
    ]),
  ]),
  markDeliveriesSaved: z.tuple([z.array(deliveryKeySchema).max(1000)]),
  saveFile: z.tuple([
    z.strictObject({
      name: z.string().trim().min(1).max(255),
      bytes: z.instanceof(Uint8Array).refine((bytes) => bytes.byteLength <= MAX_SAVE_BYTES, 'File too large'),
      orderTitle: z.string().max(500).optional(),
      reveal: z.boolean().optional(),
    }),
  ]),
  openExternal: z.tuple([z.string().max(8192).refine(isExternalUrl, 'Only web, mail and phone links')]),
  notify: z.tuple([z.string().min(1).max(256), z.string().max(4096)]),
};

export interface MainServices {
  settings: SettingsService;
  vault: TokenVault;
  hotFolder: HotFolder;
  placement: FolderPlacement;
  savedDeliveries: SavedDeliveries;
  /** Where main keeps which preset got which sub-folder (the settings store). */
  presetFolderStore: KeyValueStore;
  /** Opens the OS folder picker; null when cancelled. */
  chooseFolder(purpose: 'artwork' | 'deliveries', current: string | null): Promise<string | null>;
  saveDelivery(request: {
    baseFolder: string;
    orderTitle?: string;
    fileName: string;
    bytes: Uint8Array;
  }): Promise<string>;
  revealFile(filePath: string): void;
  openExternal(url: string): Promise<void>;
  notify(title: string, body: string): void;
  /** Tells every app window about new settings (config:changed). */
  broadcastConfig(config: DesktopConfig): void;
  /** Called after the server URL changed, e.g. to reload the window under the new CSP. */
  serverUrlChanged(config: DesktopConfig): void;
}

export function desktopConfig(
  settings: DesktopSettings,
  services: Pick<MainServices, 'settings' | 'vault'>,
): DesktopConfig {
  return {
    ...settings,
    defaultServerUrl: services.settings.defaults.serverUrl,
    defaultDeliveriesFolder: services.settings.defaults.deliveriesFolder,
    secureStorageAvailable: services.vault.persistent,
  };
}

/** Every channel of the bridge, each with its argument schema. */
export function registerIpcHandlers(handle: IpcHandle, services: MainServices): void {
  const config = () => desktopConfig(services.settings.read(), services);
  const changed = (settings: DesktopSettings): DesktopConfig => {
    const next = desktopConfig(settings, services);
    services.broadcastConfig(next);
    return next;
  };

  handle(IPC.getConfig, none, (): DesktopConfig => config());
  handle(IPC.loadToken, none, (): string | null => services.vault.load());
  handle(IPC.saveToken, ipcSchemas.saveToken, ([token]): void => services.vault.save(token));

  handle(IPC.setServerUrl, ipcSchemas.setServerUrl, ([url]): SetServerUrlResult => {
    const before = services.settings.read().serverUrl;
    try {
      const next = changed(services.settings.setServerUrl(url));
      if (next.serverUrl !== before) services.serverUrlChanged(next);
      return { ok: true, config: next };
    } catch (error) {
      if (error instanceof InvalidSettingError) return { ok: false, error: error.message };
      throw error;
    }
  });

  // The user's presets as last reported by the renderer: a newly chosen folder gets their sub-folders.
  let presets: PresetFolderSource[] = [];
  async function syncFolders(): Promise<void> {
    const root = services.hotFolder.folder();
    if (!root) return;
    const folders = await syncPresetFolders({ root, presets, store: services.presetFolderStore });
    // The folder may have changed while the sub-folders were being made.
    if (services.hotFolder.folder() === root) services.hotFolder.setPresetFolders(folders);
  }

  handle(IPC.chooseArtworkFolder, none, async (): Promise<DesktopConfig> => {
    const folder = await services.chooseFolder('artwork', services.settings.read().artworkFolder);
    if (!folder) return config();
    const next = changed(services.settings.setArtworkFolder(folder));
    await services.hotFolder.setFolder(folder);
    await syncFolders();
    return next;
  });
  handle(IPC.clearArtworkFolder, none, async (): Promise<DesktopConfig> => {
    const next = changed(services.settings.setArtworkFolder(null));
    await services.hotFolder.setFolder(null);
    return next;
  });
  handle(IPC.chooseDeliveriesFolder, none, async (): Promise<DesktopConfig> => {
    const folder = await services.chooseFolder('deliveries', services.settings.read().deliveriesFolder);
    if (!folder) return config();
    return changed(services.settings.setDeliveriesFolder(folder));
  });
  handle(IPC.resetDeliveriesFolder, none, (): DesktopConfig =>
    changed(services.settings.setDeliveriesFolder(null)),
  );
  handle(IPC.setAutoDownload, ipcSchemas.setAutoDownload, ([enabled]): DesktopConfig =>
    changed(services.settings.setAutoDownload(enabled)),
  );

  handle(IPC.listArtwork, none, (): TrayEntry[] => services.hotFolder.list());
  handle(IPC.readArtwork, ipcSchemas.readArtwork, ([id]): Promise<ArtworkBytes> =>
    services.hotFolder.read(id),
  );
  handle(IPC.takeArtwork, ipcSchemas.takeArtwork, ([ids]): void => services.hotFolder.take(ids));
  handle(IPC.setAutoPlace, ipcSchemas.setAutoPlace, ([enabled]): DesktopConfig =>
    changed(services.settings.setAutoPlace(enabled)),
  );
  handle(IPC.syncPresetFolders, ipcSchemas.syncPresetFolders, async ([latest]): Promise<void> => {
    presets = latest;
    await syncFolders();
  });
  handle(IPC.claimArtwork, ipcSchemas.claimArtwork, ([id]): Promise<PlacementClaim> =>
    services.placement.claim(id),
  );
  handle(IPC.finishArtwork, ipcSchemas.finishArtwork, async ([id, result]): Promise<void> => {
    await services.placement.finish(id, result);
  });
  handle(IPC.listSavedDeliveries, none, (): string[] => services.savedDeliveries.list());
  handle(IPC.markDeliveriesSaved, ipcSchemas.markDeliveriesSaved, ([keys]): void =>
    services.savedDeliveries.add(keys),
  );

  handle(IPC.saveFile, ipcSchemas.saveFile, async ([request]): Promise<string> => {
    const written = await services.saveDelivery({
      baseFolder: services.settings.read().deliveriesFolder,
      orderTitle: request.orderTitle,
      fileName: request.name,
      bytes: request.bytes,
    });
    if (request.reveal !== false) services.revealFile(written);
    return written;
  });
  handle(IPC.openExternal, ipcSchemas.openExternal, ([url]): Promise<void> => services.openExternal(url));
  handle(IPC.notify, ipcSchemas.notify, ([title, body]): void => services.notify(title, body));
}
