import type {
  ArtworkBytes,
  DesktopConfig,
  SaveFileRequest,
  StitchdeskBridge,
  TrayEntry,
} from '@stitchdesk/shared/desktop-bridge';

/**
 * For tests only: an in-memory stand-in for the Electron preload bridge (the desktop host is
 * outside the UI). It behaves like main: validates the server URL scheme, keeps a tray, records saves.
 */
export function createTestBridge(overrides: Partial<DesktopConfig> = {}) {
  let config: DesktopConfig = {
    serverUrl: 'https://app.stitchdesk.example',
    defaultServerUrl: 'https://app.stitchdesk.example',
    artworkFolder: null,
    deliveriesFolder: '/home/ana/Downloads/Stitchdesk',
    defaultDeliveriesFolder: '/home/ana/Downloads/Stitchdesk',
    autoDownloadDeliveries: false,
    secureStorageAvailable: true,
    ...overrides,
  };
  let token: string | null = null;
  let tray: TrayEntry[] = [];
  const files = new Map<string, ArtworkBytes>();
  const configListeners = new Set<(config: DesktopConfig) => void>();
  const trayListeners = new Set<(entries: TrayEntry[]) => void>();
  const saved: SaveFileRequest[] = [];
  const opened: string[] = [];
  const notifications: [string, string][] = [];
  let nextFolder: string | null = '/home/ana/Artwork';

  const update = (patch: Partial<DesktopConfig>) => {
    config = { ...config, ...patch };
    for (const listener of configListeners) listener(config);
    return config;
  };

  const bridge: StitchdeskBridge = {
    getConfig: async () => config,
    onConfigChange(listener) {
      configListeners.add(listener);
      return () => configListeners.delete(listener);
    },
    token: {
      load: async () => token,
      save: async (next) => {
        token = next;
      },
    },
    settings: {
      async setServerUrl(url) {
        if (!/^https?:\/\//.test(url.trim())) {
          return { ok: false, error: 'The server address must start with http:// or https://' };
        }
        return { ok: true, config: update({ serverUrl: url.trim().replace(/\/+$/, '') }) };
      },
      chooseArtworkFolder: async () => (nextFolder ? update({ artworkFolder: nextFolder }) : config),
      clearArtworkFolder: async () => update({ artworkFolder: null }),
      chooseDeliveriesFolder: async () => (nextFolder ? update({ deliveriesFolder: nextFolder }) : config),
      resetDeliveriesFolder: async () => update({ deliveriesFolder: config.defaultDeliveriesFolder }),
      setAutoDownload: async (enabled) => update({ autoDownloadDeliveries: enabled }),
    },
    artwork: {
      list: async () => tray,
      onChange(listener) {
        trayListeners.add(listener);
        return () => trayListeners.delete(listener);
      },
      async read(id) {
        const file = files.get(id);
        if (!file || !tray.some((entry) => entry.id === id))
          throw new Error(`No incoming artwork with id ${id}`);
        return file;
      },
      async take(ids) {
        tray = tray.filter((entry) => !ids.includes(entry.id));
        for (const listener of trayListeners) listener(tray);
      },
    },
    async saveFile(request) {
      saved.push(request);
      return `${config.deliveriesFolder}/${request.orderTitle ?? ''}/${request.name}`;
    },
    openExternal: async (url) => {
      opened.push(url);
    },
    notify: async (title, body) => {
      notifications.push([title, body]);
    },
  };

  return {
    bridge,
    saved,
    opened,
    notifications,
    get token() {
      return token;
    },
    get config() {
      return config;
    },
    /** What main does when a finished file lands in the hot folder. */
    drop(id: string, name: string, content: string, type = 'image/png') {
      const bytes = new TextEncoder().encode(content);
      files.set(id, { name, type, bytes });
      tray = [...tray, { id, name, size: bytes.byteLength, path: `/home/ana/Artwork/${name}` }];
      for (const listener of trayListeners) listener(tray);
    },
    nextFolderChoice(folder: string | null) {
      nextFolder = folder;
    },
  };
}
