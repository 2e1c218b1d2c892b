import path from 'node:path';
import {
  app,
  BrowserWindow,
  dialog,
  ipcMain,
  Notification,
  protocol,
  safeStorage,
  session,
  shell,
} from 'electron';
import Store from 'electron-store';
import { IPC_EVENTS } from '@stitchdesk/shared/desktop-bridge';
import { APP_ENTRY_URL, APP_ORIGIN, APP_SCHEME, appOrigins, isAppUrl, originOf } from './app-origin.ts';
import { createAppProtocolHandler } from './app-protocol.ts';
import { buildCsp } from './csp.ts';
import { defaultDeliveriesFolder, defaultServerUrl, PRODUCTION_SERVER_URL } from './defaults.ts';
import { saveDelivery } from './deliveries.ts';
import { createHotFolder } from './hot-folder.ts';
import { createAppIpcRegistrar } from './ipc.ts';
import { registerIpcHandlers } from './ipc-handlers.ts';
import { keychainEncryption } from './keychain.ts';
import { stateBackedServices } from './state-services.ts';
import { parseServerUrl, serverOrigin } from './server-url.ts';
import { createSettings } from './settings.ts';
import { createTokenVault } from './token-vault.ts';
import { denyAllPermissions, guardWebContents, mainWindowOptions } from './web-security.ts';

// Must precede `ready`: a standard, secure scheme gets a real origin, fetch and CORS like https.
protocol.registerSchemesAsPrivileged([
  { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
]);

// Lets tests and portable setups keep the profile (settings, vault) in a folder of their own.
if (process.env.STITCHDESK_USER_DATA_DIR) {
  app.setPath('userData', path.resolve(process.env.STITCHDESK_USER_DATA_DIR));
}

const devRendererUrl = app.isPackaged ? undefined : process.env.ELECTRON_RENDERER_URL;
const origins = appOrigins(devRendererUrl);
const rendererDir = path.join(import.meta.dirname, '../renderer');
const preloadPath = path.join(import.meta.dirname, '../preload/index.cjs');

function openExternal(url: string): void {
  shell.openExternal(url).catch((error: unknown) => console.warn('Could not open link', url, error));
}

function sendToWindows(channel: string, payload: unknown): void {
  for (const window of BrowserWindow.getAllWindows()) {
    if (!window.isDestroyed()) window.webContents.send(channel, payload);
  }
}

function createMainWindow(): BrowserWindow {
  const window = new BrowserWindow(mainWindowOptions(preloadPath));
  window.once('ready-to-show', () => window.show());
  void window.loadURL(devRendererUrl ?? APP_ENTRY_URL);
  return window;
}

async function start(): Promise<void> {
  const configured = parseServerUrl(
    defaultServerUrl({
      isPackaged: app.isPackaged,
      devRendererUrl,
      envServerUrl: process.env.STITCHDESK_SERVER_URL,
    }),
  );
  if (!configured.ok) console.warn(`Ignoring the default server URL: ${configured.error}`);
  const settingsStore = new Store({ name: 'settings' });
  // What the hot folder placed and which deliveries were saved: app state, not settings.
  const stateStore = new Store({ name: 'state' });
  const settings = createSettings({
    store: settingsStore,
    defaults: {
      serverUrl: configured.ok ? configured.url : PRODUCTION_SERVER_URL,
      deliveriesFolder: defaultDeliveriesFolder(app.getPath('downloads')),
    },
  });
  const vault = createTokenVault({
    store: new Store({ name: 'vault' }),
    encryption: keychainEncryption(safeStorage, process.platform),
  });
  const hotFolder = createHotFolder({
    onChange: (entries) => sendToWindows(IPC_EVENTS.artworkChanged, entries),
    onError: (error) => console.warn('Hot folder watcher error', error),
  });

  const devServerOrigin = devRendererUrl ? (originOf(devRendererUrl) ?? undefined) : undefined;
  const contentSecurityPolicy = () =>
    buildCsp({
      appOrigin: APP_ORIGIN,
      serverOrigin: serverOrigin(settings.read().serverUrl),
      devServerOrigin,
    });

  protocol.handle(APP_SCHEME, createAppProtocolHandler({ rendererDir, contentSecurityPolicy }));
  if (devServerOrigin) {
    // The Vite dev server does not send our CSP; add it to its pages on the way in.
    session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
      if (details.resourceType !== 'mainFrame' || !isAppUrl(details.url, [devServerOrigin])) {
        callback({});
        return;
      }
      callback({
        responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [contentSecurityPolicy()] },
      });
    });
  }
  denyAllPermissions(session.defaultSession);

  const handle = createAppIpcRegistrar(ipcMain, origins);
  registerIpcHandlers(handle, {
    settings,
    vault,
    hotFolder,
    ...stateBackedServices(hotFolder, stateStore),
    async chooseFolder(purpose, current) {
      const options: Electron.OpenDialogOptions = {
        title:
          purpose === 'artwork' ? 'Choose the artwork folder to watch' : 'Choose where deliveries are saved',
        properties: ['openDirectory', 'createDirectory'],
        defaultPath: current ?? undefined,
      };
      const parent = BrowserWindow.getFocusedWindow();
      const result = parent
        ? await dialog.showOpenDialog(parent, options)
        : await dialog.showOpenDialog(options);
      return result.canceled ? null : (result.filePaths[0] ?? null);
    },
    saveDelivery,
    revealFile: (filePath) => shell.showItemInFolder(filePath),
    openExternal: (url) => shell.openExternal(url),
    notify(title, body) {
      if (Notification.isSupported()) new Notification({ title, body }).show();
    },
    broadcastConfig: (config) => sendToWindows(IPC_EVENTS.configChanged, config),
    serverUrlChanged() {
      // The page's CSP names the old server; reload once the settings call has answered.
      setTimeout(() => {
        for (const window of BrowserWindow.getAllWindows()) window.webContents.reload();
      }, 200);
    },
  });

  createMainWindow();
  hotFolder.setFolder(settings.read().artworkFolder).catch((error: unknown) => {
    console.warn('Could not watch the artwork folder', error);
  });
  app.on('before-quit', () => void hotFolder.close());
}

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', () => {
    const [window] = BrowserWindow.getAllWindows();
    if (!window) return;
    if (window.isMinimized()) window.restore();
    window.focus();
  });
  app.on('web-contents-created', (_event, contents) =>
    guardWebContents(contents, { appOrigins: origins, openExternal }),
  );
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createMainWindow();
  });
  app
    .whenReady()
    .then(start)
    .catch((error: unknown) => {
      console.error('Stitchdesk could not start', error);
      app.exit(1);
    });
}
