import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import {
  IPC,
  IPC_EVENTS,
  type ArtworkBytes,
  type DesktopConfig,
  type PlacementClaim,
  type SetServerUrlResult,
  type StitchdeskBridge,
  type TrayEntry,
} from '@stitchdesk/shared/desktop-bridge';

/** Subscribes to a push channel without ever handing the renderer the raw IPC event. */
function subscribe<T>(channel: string, listener: (payload: T) => void): () => void {
  const wrapped = (_event: IpcRendererEvent, payload: T) => listener(payload);
  ipcRenderer.on(channel, wrapped);
  return () => {
    ipcRenderer.removeListener(channel, wrapped);
  };
}

const invoke = <T>(channel: string, ...args: unknown[]): Promise<T> => ipcRenderer.invoke(channel, ...args);

const bridge: StitchdeskBridge = {
  getConfig: () => invoke<DesktopConfig>(IPC.getConfig),
  onConfigChange: (listener) => subscribe<DesktopConfig>(IPC_EVENTS.configChanged, listener),
  token: {
    load: () => invoke<string | null>(IPC.loadToken),
    save: (token) => invoke<void>(IPC.saveToken, token),
  },
  settings: {
    setServerUrl: (url) => invoke<SetServerUrlResult>(IPC.setServerUrl, url),
    chooseArtworkFolder: () => invoke<DesktopConfig>(IPC.chooseArtworkFolder),
    clearArtworkFolder: () => invoke<DesktopConfig>(IPC.clearArtworkFolder),
    chooseDeliveriesFolder: () => invoke<DesktopConfig>(IPC.chooseDeliveriesFolder),
    resetDeliveriesFolder: () => invoke<DesktopConfig>(IPC.resetDeliveriesFolder),
    setAutoDownload: (enabled) => invoke<DesktopConfig>(IPC.setAutoDownload, enabled),
    setAutoPlace: (enabled) => invoke<DesktopConfig>(IPC.setAutoPlace, enabled),
  },
  artwork: {
    list: () => invoke<TrayEntry[]>(IPC.listArtwork),
    onChange: (listener) => subscribe<TrayEntry[]>(IPC_EVENTS.artworkChanged, listener),
    read: (id) => invoke<ArtworkBytes>(IPC.readArtwork, id),
    take: (ids) => invoke<void>(IPC.takeArtwork, ids),
    syncPresetFolders: (presets) => invoke<void>(IPC.syncPresetFolders, presets),
    claim: (id) => invoke<PlacementClaim>(IPC.claimArtwork, id),
    finish: (id, result) => invoke<void>(IPC.finishArtwork, id, result),
  },
  deliveries: {
    listSaved: () => invoke<string[]>(IPC.listSavedDeliveries),
    markSaved: (keys) => invoke<void>(IPC.markDeliveriesSaved, keys),
  },
  saveFile: (request) => invoke<string>(IPC.saveFile, request),
  openExternal: (url) => invoke<void>(IPC.openExternal, url),
  notify: (title, body) => invoke<void>(IPC.notify, title, body),
};

// The renderer gets this one object and nothing else from Electron.
contextBridge.exposeInMainWorld('stitchdesk', bridge);
