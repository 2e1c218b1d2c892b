import type {
  ArtworkBytes,
  DesktopConfig,
  PlacementResult,
  PresetFolderSource,
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
    autoPlacePresetOrders: false,
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
  const presetFolderSyncs: PresetFolderSource[][] = [];
  const finished: { id: string; result: PlacementResult }[] = [];
  const savedDeliveries = new Set<string>();

  const publishTray = () => {
    for (const listener of trayListeners) listener(tray);
  };

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
      setAutoPlace: async (enabled) => update({ autoPlacePresetOrders: enabled }),
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
        publishTray();
      },
      async syncPresetFolders(presets) {
        presetFolderSyncs.push(presets);
      },
      async claim(id) {
        const entry = tray.find((candidate) => candidate.id === id);
        const file = files.get(id);
        if (!entry?.presetId || !file) throw new Error(`${id} is not in a preset's folder`);
        return { kind: 'place', idempotencyKey: `key-${id}`, presetId: entry.presetId, file };
      },
      async finish(id, result) {
        finished.push({ id, result });
        tray = tray.filter((entry) => entry.id !== id);
        publishTray();
      },
    },
    deliveries: {
      listSaved: async () => [...savedDeliveries],
      async markSaved(keys) {
        for (const key of keys) savedDeliveries.add(key);
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
    presetFolderSyncs,
    finished,
    savedDeliveries,
    /** What main does when a finished file lands in the hot folder (or in a preset's sub-folder). */
    drop(
      id: string,
      name: string,
      content: string,
      type = 'image/png',
      preset: { folder: string; id: string | null } | null = null,
    ) {
      const bytes = new TextEncoder().encode(content);
      files.set(id, { name, type, bytes });
      const folder = preset ? `/home/ana/Artwork/${preset.folder}` : '/home/ana/Artwork';
      tray = [
        ...tray,
        {
          id,
          name,
          size: bytes.byteLength,
          path: `${folder}/${name}`,
          presetFolder: preset?.folder ?? null,
          presetId: preset?.id ?? null,
        },
      ];
      publishTray();
    },
    nextFolderChoice(folder: string | null) {
      nextFolder = folder;
    },
  };
}
