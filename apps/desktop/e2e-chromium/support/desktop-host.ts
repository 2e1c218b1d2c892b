import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Conf from 'conf';
import type { Page } from '@playwright/test';
import { IPC, IPC_EVENTS } from '@stitchdesk/shared/desktop-bridge';
import { saveDelivery } from '../../src/main/deliveries.ts';
import { createHotFolder } from '../../src/main/hot-folder.ts';
import { createAppIpcRegistrar, type IpcInvokeEventLike } from '../../src/main/ipc.ts';
import { registerIpcHandlers } from '../../src/main/ipc-handlers.ts';
import type { KeyValueStore } from '../../src/main/key-value-store.ts';
import { stateBackedServices } from '../../src/main/state-services.ts';
import { createSettings } from '../../src/main/settings.ts';
import { createTokenVault } from '../../src/main/token-vault.ts';
import { aesGcmEncryption } from '../../src/test/aes-encryption.ts';
import { RENDERER_ORIGIN, SERVER_URL } from './ports.ts';

type Listener = (event: IpcInvokeEventLike, ...args: unknown[]) => unknown;

/** electron-store is conf bound to Electron's paths; conf itself runs under plain Node. */
function store(profileDir: string, name: string): KeyValueStore {
  return new Conf<Record<string, unknown>>({ cwd: profileDir, configName: name, projectName: 'stitchdesk' });
}

/*
 * Bytes cross Playwright's binding as base64: the one thing Electron's structured clone carries
 * that a JSON-like channel does not.
 */
type Wire = unknown;
function toWire(value: unknown): Wire {
  if (value instanceof Uint8Array) return { __bytes: Buffer.from(value).toString('base64') };
  if (Array.isArray(value)) return value.map(toWire);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toWire(v)]));
  return value;
}
function fromWire(value: Wire): unknown {
  if (Array.isArray(value)) return value.map(fromWire);
  if (value && typeof value === 'object') {
    const bytes = (value as { __bytes?: unknown }).__bytes;
    if (typeof bytes === 'string') return new Uint8Array(Buffer.from(bytes, 'base64'));
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fromWire(v)]));
  }
  return value;
}

export interface DesktopHost {
  profileDir: string;
  revealed: string[];
  /** What the OS folder picker answers next. */
  chooseFolderNext(folder: string | null): void;
  close(): Promise<void>;
}

/**
 * The desktop main process for one page: the real settings store, token vault (test cipher),
 * chokidar hot folder, placement ledger, deliveries writer and IPC handlers with their sender and
 * argument checks, as src/main/index.ts wires them. Electron's IPC is replaced by a Playwright
 * binding (renderer → main) and page.evaluate (main → renderer); the preload's bridge object is
 * rebuilt in the page by an init script with the same channels.
 */
export async function attachDesktopHost(
  page: Page,
  options: { profileDir?: string; deliveriesFolder: string },
): Promise<DesktopHost> {
  const profileDir =
    options.profileDir ?? (await mkdtemp(path.join(os.tmpdir(), 'stitchdesk-chromium-profile-')));
  const revealed: string[] = [];
  let folderChoice: string | null = null;

  const send = (channel: string, payload: unknown) => {
    page
      .evaluate(
        ([name, data]) =>
          (window as unknown as { __stitchdeskPush?(c: string, p: unknown): void }).__stitchdeskPush?.(
            name,
            data,
          ),
        [channel, toWire(payload)] as const,
      )
      .catch(() => {}); // the page is navigating or closed: Electron drops the message too
  };

  const settings = createSettings({
    store: store(profileDir, 'settings'),
    defaults: { serverUrl: SERVER_URL, deliveriesFolder: options.deliveriesFolder },
  });
  const state = store(profileDir, 'state');
  const vault = createTokenVault({ store: store(profileDir, 'vault'), encryption: aesGcmEncryption() });
  const hotFolder = createHotFolder({
    onChange: (entries) => send(IPC_EVENTS.artworkChanged, entries),
    onError: (error) => console.warn('Hot folder watcher error', error),
    stabilityMs: 500,
    pollMs: 100,
  });

  const handlers = new Map<string, Listener>();
  const handle = createAppIpcRegistrar(
    { handle: (channel, listener) => void handlers.set(channel, listener) },
    [RENDERER_ORIGIN],
  );
  registerIpcHandlers(handle, {
    settings,
    vault,
    hotFolder,
    ...stateBackedServices(hotFolder, state),
    chooseFolder: async () => folderChoice,
    saveDelivery,
    revealFile: (filePath) => void revealed.push(filePath),
    openExternal: async () => {},
    notify: () => {},
    broadcastConfig: (config) => send(IPC_EVENTS.configChanged, config),
    serverUrlChanged: () => {},
  });

  await page.exposeBinding('__stitchdeskInvoke', async (source, channel: string, wireArgs: Wire) => {
    const listener = handlers.get(channel);
    if (!listener) throw new Error(`No handler registered for '${channel}'`);
    const args = fromWire(wireArgs) as unknown[];
    return toWire(await listener({ senderFrame: { url: source.frame.url() } }, ...args));
  });
  await page.addInitScript(installBridge, { IPC, IPC_EVENTS });
  await hotFolder.setFolder(settings.read().artworkFolder);

  return {
    profileDir,
    revealed,
    chooseFolderNext(folder) {
      folderChoice = folder;
    },
    close: () => hotFolder.close(),
  };
}

/** Runs in the page before its scripts: the preload's `window.stitchdesk`, over the binding. */
function installBridge({ IPC: ipc, IPC_EVENTS: events }: { IPC: typeof IPC; IPC_EVENTS: typeof IPC_EVENTS }) {
  type Win = Window & {
    __stitchdeskInvoke(channel: string, args: unknown): Promise<unknown>;
    __stitchdeskPush?(channel: string, payload: unknown): void;
  };
  const win = window as unknown as Win;
  const toWire = (value: unknown): unknown => {
    if (value instanceof Uint8Array) {
      let binary = '';
      for (let i = 0; i < value.length; i += 0x8000)
        binary += String.fromCharCode(...value.subarray(i, i + 0x8000));
      return { __bytes: btoa(binary) };
    }
    if (Array.isArray(value)) return value.map(toWire);
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toWire(v)]));
    return value;
  };
  const fromWire = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(fromWire);
    if (value && typeof value === 'object') {
      const bytes = (value as { __bytes?: unknown }).__bytes;
      if (typeof bytes === 'string') return Uint8Array.from(atob(bytes), (c) => c.charCodeAt(0));
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fromWire(v)]));
    }
    return value;
  };
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  win.__stitchdeskPush = (channel, payload) => {
    for (const listener of listeners.get(channel) ?? []) listener(fromWire(payload));
  };
  const subscribe = (channel: string, listener: (payload: never) => void) => {
    const set = listeners.get(channel) ?? new Set();
    listeners.set(channel, set);
    set.add(listener as (payload: unknown) => void);
    return () => void set.delete(listener as (payload: unknown) => void);
  };
  const invoke = async (channel: string, ...args: unknown[]) =>
    fromWire(await win.__stitchdeskInvoke(channel, toWire(args)));

  const bridge = {
    getConfig: () => invoke(ipc.getConfig),
    onConfigChange: (listener: (payload: never) => void) => subscribe(events.configChanged, listener),
    token: {
      load: () => invoke(ipc.loadToken),
      save: (token: string | null) => invoke(ipc.saveToken, token),
    },
    settings: {
      setServerUrl: (url: string) => invoke(ipc.setServerUrl, url),
      chooseArtworkFolder: () => invoke(ipc.chooseArtworkFolder),
      clearArtworkFolder: () => invoke(ipc.clearArtworkFolder),
      chooseDeliveriesFolder: () => invoke(ipc.chooseDeliveriesFolder),
      resetDeliveriesFolder: () => invoke(ipc.resetDeliveriesFolder),
      setAutoDownload: (enabled: boolean) => invoke(ipc.setAutoDownload, enabled),
      setAutoPlace: (enabled: boolean) => invoke(ipc.setAutoPlace, enabled),
    },
    artwork: {
      list: () => invoke(ipc.listArtwork),
      onChange: (listener: (payload: never) => void) => subscribe(events.artworkChanged, listener),
      read: (id: string) => invoke(ipc.readArtwork, id),
      take: (ids: string[]) => invoke(ipc.takeArtwork, ids),
      syncPresetFolders: (presets: unknown) => invoke(ipc.syncPresetFolders, presets),
      claim: (id: string) => invoke(ipc.claimArtwork, id),
      finish: (id: string, result: unknown) => invoke(ipc.finishArtwork, id, result),
    },
    deliveries: {
      listSaved: () => invoke(ipc.listSavedDeliveries),
      markSaved: (keys: string[]) => invoke(ipc.markDeliveriesSaved, keys),
    },
    saveFile: (request: unknown) => invoke(ipc.saveFile, request),
    openExternal: (url: string) => invoke(ipc.openExternal, url),
    notify: (title: string, body: string) => invoke(ipc.notify, title, body),
  };
  (window as unknown as { stitchdesk: typeof bridge }).stitchdesk = bridge;
}
