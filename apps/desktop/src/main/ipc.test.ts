import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import Store from 'electron-store';
import {
  IPC,
  type DesktopConfig,
  type PlacementClaim,
  type SetServerUrlResult,
  type TrayEntry,
} from '@stitchdesk/shared/desktop-bridge';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { aesGcmEncryption } from '../test/aes-encryption.ts';
import { tempDirsPerTest } from '../test/temp-dir.ts';
import { appOrigins, isAppUrl } from './app-origin.ts';
import { saveDelivery } from './deliveries.ts';
import { localDay } from './file-moves.ts';
import { createHotFolder, type HotFolder } from './hot-folder.ts';
import {
  createAppIpcRegistrar,
  createIpcRegistrar,
  type IpcInvokeEventLike,
  type IpcMainLike,
} from './ipc.ts';
import { registerIpcHandlers } from './ipc-handlers.ts';
import { stateBackedServices } from './state-services.ts';
import { createSettings } from './settings.ts';
import { createTokenVault } from './token-vault.ts';

type Listener = (event: IpcInvokeEventLike, ...args: unknown[]) => unknown;

/** Electron's ipcMain is only available inside Electron; this records handlers the same way. */
class RecordingIpcMain implements IpcMainLike {
  readonly handlers = new Map<string, Listener>();
  handle(channel: string, listener: Listener): void {
    if (this.handlers.has(channel))
      throw new Error(`Attempted to register a second handler for '${channel}'`);
    this.handlers.set(channel, listener);
  }
  async invoke(frameUrl: string | null, channel: string, ...args: unknown[]): Promise<unknown> {
    const listener = this.handlers.get(channel);
    if (!listener) throw new Error(`No handler registered for '${channel}'`);
    return listener({ senderFrame: frameUrl === null ? null : { url: frameUrl } }, ...args);
  }
}

const APP_PAGE = 'app://stitchdesk/clientpanel';
const tempDir = tempDirsPerTest();
const hotFolders: HotFolder[] = [];
afterEach(async () => {
  await Promise.all(hotFolders.splice(0).map((folder) => folder.close()));
});

async function desktopMain(options: { devRendererUrl?: string } = {}) {
  const dir = await tempDir();
  const ipcMain = new RecordingIpcMain();
  const rejected: string[] = [];
  const revealed: string[] = [];
  const opened: string[] = [];
  const broadcasts: DesktopConfig[] = [];
  let folderChoice: string | null = null;
  const origins = appOrigins(options.devRendererUrl);
  const settings = createSettings({
    store: new Store({ cwd: dir, name: 'settings' }),
    defaults: {
      serverUrl: 'https://app.stitchdesk.example',
      deliveriesFolder: path.join(dir, 'Downloads', 'Stitchdesk'),
    },
  });
  const hotFolder = createHotFolder({ onChange: () => {}, stabilityMs: 100, pollMs: 25 });
  hotFolders.push(hotFolder);
  const state = new Store({ cwd: dir, name: 'state' });
  const handle = createIpcRegistrar({
    ipcMain,
    isTrustedSender: (url) => isAppUrl(url, origins),
    onRejected: (channel) => rejected.push(channel),
  });
  registerIpcHandlers(handle, {
    settings,
    vault: createTokenVault({
      store: new Store({ cwd: dir, name: 'vault' }),
      encryption: aesGcmEncryption(),
    }),
    hotFolder,
    ...stateBackedServices(hotFolder, state),
    chooseFolder: async () => folderChoice,
    saveDelivery,
    revealFile: (filePath) => revealed.push(filePath),
    openExternal: async (url) => {
      opened.push(url);
    },
    notify: () => {},
    broadcastConfig: (config) => broadcasts.push(config),
    serverUrlChanged: () => {},
  });
  return {
    dir,
    ipcMain,
    rejected,
    revealed,
    opened,
    broadcasts,
    hotFolder,
    chooseFolderNext: (folder: string | null) => {
      folderChoice = folder;
    },
    invoke: (channel: string, ...args: unknown[]) => ipcMain.invoke(APP_PAGE, channel, ...args),
  };
}

describe('IPC registration', () => {
  it('registers every bridge channel', async () => {
    const { ipcMain } = await desktopMain();
    expect([...ipcMain.handlers.keys()].sort()).toEqual(Object.values(IPC).sort());
  });

  it('refuses calls from frames that are not the app', async () => {
    const { ipcMain, rejected } = await desktopMain();
    for (const url of [
      'https://evil.example/',
      'file:///etc/passwd',
      'app://stitchdesk.evil/',
      'http://localhost:5173/',
    ]) {
      await expect(ipcMain.invoke(url, IPC.loadToken)).rejects.toThrow(/sender not allowed/);
    }
    await expect(ipcMain.invoke(null, IPC.getConfig)).rejects.toThrow(/sender not allowed/);
    expect(rejected).toHaveLength(5);
  });

  it('runs the app with a registrar that admits only its origins and logs each refusal', async () => {
    const ipcMain = new RecordingIpcMain();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      createAppIpcRegistrar(ipcMain, appOrigins(undefined))(IPC.getConfig, z.tuple([]), async () => 'config');
      await expect(ipcMain.invoke(APP_PAGE, IPC.getConfig)).resolves.toBe('config');
      await expect(ipcMain.invoke('https://evil.example/', IPC.getConfig)).rejects.toThrow(
        /sender not allowed/,
      );
      expect(warn).toHaveBeenCalledExactlyOnceWith(
        `IPC ${IPC.getConfig} rejected: untrusted sender https://evil.example/`,
      );
    } finally {
      warn.mockRestore();
    }
  });

  it('admits the Vite dev server only in development', async () => {
    const { ipcMain } = await desktopMain({ devRendererUrl: 'http://localhost:5173' });
    await expect(ipcMain.invoke('http://localhost:5173/login', IPC.loadToken)).resolves.toBeNull();
  });

  it('refuses arguments that do not match the channel schema', async () => {
    const { invoke } = await desktopMain();
    const bad: [string, ...unknown[]][] = [
      [IPC.saveToken, 42],
      [IPC.saveToken, 'not a jwt'],
      [IPC.saveToken],
      [IPC.getConfig, 'extra'],
      [IPC.setAutoDownload, 'yes'],
      [IPC.readArtwork, '/etc/passwd'],
      [IPC.readArtwork, '../../secret.txt'],
      [IPC.takeArtwork, 'abc'],
      [IPC.saveFile, { name: 'a.zip', bytes: 'not bytes' }],
      [IPC.saveFile, { name: '', bytes: new Uint8Array([1]) }],
      [IPC.saveFile, { name: 'a.zip', bytes: new Uint8Array([1]), path: '/tmp/x' }],
      [IPC.openExternal, 'file:///etc/passwd'],
      [IPC.openExternal, 'javascript:alert(1)'],
      [IPC.notify, '', 'body'],
      [IPC.setAutoPlace, 1],
      [IPC.claimArtwork, '../x'],
      [IPC.finishArtwork, 'a'.repeat(40), { ok: true }],
      [IPC.finishArtwork, 'a'.repeat(40), { ok: false, reason: ' ' }],
      [IPC.finishArtwork, 'a'.repeat(40), { ok: true, orderId: 'o1', path: '/tmp' }],
      [IPC.syncPresetFolders, [{ id: 'p1' }]],
      [IPC.markDeliveriesSaved, [42]],
    ];
    for (const [channel, ...args] of bad) {
      await expect(invoke(channel, ...args), `${channel} ${JSON.stringify(args)}`).rejects.toThrow(
        /invalid arguments/,
      );
    }
  });

  it('round-trips the token through the vault', async () => {
    const { invoke } = await desktopMain();
    const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1In0.sig';
    await invoke(IPC.saveToken, token);
    expect(await invoke(IPC.loadToken)).toBe(token);
    await invoke(IPC.saveToken, null);
    expect(await invoke(IPC.loadToken)).toBeNull();
  });

  it('validates the server URL and tells every window about the new settings', async () => {
    const { invoke, broadcasts } = await desktopMain();
    const refused = (await invoke(IPC.setServerUrl, 'ftp://files.example')) as SetServerUrlResult;
    expect(refused).toEqual({ ok: false, error: 'The server address must start with http:// or https://' });
    expect(broadcasts).toHaveLength(0);

    const saved = (await invoke(IPC.setServerUrl, ' https://orders.example.com/ ')) as SetServerUrlResult;
    expect(saved.ok && saved.config.serverUrl).toBe('https://orders.example.com');
    expect(broadcasts.at(-1)?.serverUrl).toBe('https://orders.example.com');
    expect(((await invoke(IPC.getConfig)) as DesktopConfig).serverUrl).toBe('https://orders.example.com');
  });

  it('reads artwork only by tray id, never by path', async () => {
    const { invoke, hotFolder, chooseFolderNext, dir } = await desktopMain();
    const artwork = path.join(dir, 'artwork');
    await mkdir(artwork);
    chooseFolderNext(artwork);
    const config = (await invoke(IPC.chooseArtworkFolder)) as DesktopConfig;
    expect(config.artworkFolder).toBe(artwork);

    await writeFile(path.join(artwork, 'logo.png'), 'png');
    while (hotFolder.list().length === 0) await sleep(25);
    const [entry] = (await invoke(IPC.listArtwork)) as { id: string }[];
    const file = (await invoke(IPC.readArtwork, entry.id)) as { name: string; bytes: Uint8Array };
    expect(file.name).toBe('logo.png');
    expect(Buffer.from(file.bytes).toString()).toBe('png');

    await expect(invoke(IPC.readArtwork, 'a'.repeat(40))).rejects.toThrow(/No incoming artwork/);
    await invoke(IPC.takeArtwork, [entry.id]);
    expect(await invoke(IPC.listArtwork)).toEqual([]);
  });

  it('places preset-folder files once: claim, then Placed/; the same bytes again go to Failed/', async () => {
    const { invoke, hotFolder, chooseFolderNext, dir } = await desktopMain();
    const artwork = path.join(dir, 'artwork');
    await mkdir(artwork);
    chooseFolderNext(artwork);
    await invoke(IPC.chooseArtworkFolder);
    await invoke(IPC.syncPresetFolders, [{ id: 'p1', name: 'Caps: left chest' }]);
    const presetDir = path.join(artwork, 'Caps left chest');
    await writeFile(path.join(presetDir, 'logo.png'), 'png');
    while (hotFolder.list().length === 0) await sleep(25);
    const [entry] = (await invoke(IPC.listArtwork)) as TrayEntry[];
    expect(entry).toMatchObject({ name: 'logo.png', presetFolder: 'Caps left chest', presetId: 'p1' });

    const claim = (await invoke(IPC.claimArtwork, entry.id)) as PlacementClaim;
    expect(claim.kind === 'place' && claim.presetId).toBe('p1');
    expect(claim.kind === 'place' && Buffer.from(claim.file.bytes).toString()).toBe('png');
    await invoke(IPC.finishArtwork, entry.id, { ok: true, orderId: 'order-1' });
    const day = localDay(new Date());
    expect(await readdir(path.join(artwork, 'Placed', day))).toEqual(['logo.png']);

    await writeFile(path.join(presetDir, 'logo copy.png'), 'png');
    while (hotFolder.list().length === 0) await sleep(25);
    const [again] = hotFolder.list();
    expect(await invoke(IPC.claimArtwork, again.id)).toEqual({ kind: 'duplicate', orderId: 'order-1' });
    expect((await readdir(path.join(artwork, 'Failed'))).sort()).toEqual([
      'logo copy.png',
      'logo copy.png.txt',
    ]);
    expect(await readFile(path.join(artwork, 'Failed', 'logo copy.png.txt'), 'utf8')).toMatch(/order-1/);
  });

  it('remembers saved deliveries', async () => {
    const { invoke } = await desktopMain();
    await invoke(IPC.markDeliveriesSaved, ['o1/f1', 'o1/f2']);
    await invoke(IPC.markDeliveriesSaved, ['o1/f2']);
    expect(await invoke(IPC.listSavedDeliveries)).toEqual(['o1/f1', 'o1/f2']);
  });

  it('saves a file into the deliveries folder and reveals it', async () => {
    const { invoke, revealed, dir } = await desktopMain();
    const written = await invoke(IPC.saveFile, {
      name: 'attachments.zip',
      bytes: new Uint8Array([80, 75]),
      orderTitle: 'Caps',
    });
    expect(written).toBe(path.join(dir, 'Downloads', 'Stitchdesk', 'Caps', 'attachments.zip'));
    expect(revealed).toEqual([written]);
  });

  it('hands only web, mail and phone links to the OS', async () => {
    const { invoke, opened } = await desktopMain();
    await invoke(IPC.openExternal, 'https://example.com/a');
    await invoke(IPC.openExternal, 'mailto:hello@stitchdesk.example');
    expect(opened).toEqual(['https://example.com/a', 'mailto:hello@stitchdesk.example']);
  });
});
