import path from 'node:path';
import Store from 'electron-store';
import { describe, expect, it } from 'vitest';
import { tempDirsPerTest } from '../test/temp-dir.ts';
import {
  defaultDeliveriesFolder,
  defaultServerUrl,
  DEVELOPMENT_SERVER_URL,
  PRODUCTION_SERVER_URL,
} from './defaults.ts';
import { parseServerUrl } from './server-url.ts';
import { createSettings, InvalidSettingError } from './settings.ts';

const tempDir = tempDirsPerTest();

describe('parseServerUrl', () => {
  it.each([
    ['https://app.stitchdesk.example', 'https://app.stitchdesk.example'],
    ['  https://app.stitchdesk.example/  ', 'https://app.stitchdesk.example'],
    ['http://localhost:3000', 'http://localhost:3000'],
    ['http://127.0.0.1:3000/', 'http://127.0.0.1:3000'],
    ['http://[::1]:3000', 'http://[::1]:3000'],
    ['https://example.com/stitchdesk/', 'https://example.com/stitchdesk'],
    ['HTTPS://Example.COM', 'https://example.com'],
  ])('accepts %j as %j', (input, expected) => {
    expect(parseServerUrl(input)).toEqual({ ok: true, url: expected });
  });

  it.each([
    'example.com',
    'ftp://example.com',
    'file:///etc',
    'javascript:alert(1)',
    'https://user:pw@example.com',
    'https://example.com/?a=1',
    'https://example.com/#x',
    '',
  ])('refuses %j', (input) => expect(parseServerUrl(input).ok).toBe(false));
});

describe('defaults', () => {
  it('uses the brand server when packaged, localhost in development, and an explicit override first', () => {
    expect(defaultServerUrl({ isPackaged: true, devRendererUrl: undefined, envServerUrl: undefined })).toBe(
      PRODUCTION_SERVER_URL,
    );
    expect(PRODUCTION_SERVER_URL).toBe('https://app.stitchdesk.example');
    expect(defaultServerUrl({ isPackaged: false, devRendererUrl: undefined, envServerUrl: undefined })).toBe(
      DEVELOPMENT_SERVER_URL,
    );
    expect(
      defaultServerUrl({
        isPackaged: true,
        devRendererUrl: 'http://localhost:5173',
        envServerUrl: undefined,
      }),
    ).toBe('http://localhost:3000');
    expect(
      defaultServerUrl({
        isPackaged: true,
        devRendererUrl: undefined,
        envServerUrl: 'https://stitchdesk.internal',
      }),
    ).toBe('https://stitchdesk.internal');
  });

  it('saves deliveries under Downloads/Stitchdesk', () => {
    expect(defaultDeliveriesFolder(path.join('/home', 'ana', 'Downloads'))).toBe(
      path.join('/home', 'ana', 'Downloads', 'Stitchdesk'),
    );
  });
});

describe('settings', () => {
  /** What a fresh or unreadable settings file reads as, with `settingsIn(dir)`'s defaults. */
  const defaultsIn = (dir: string) => ({
    serverUrl: 'https://app.stitchdesk.example',
    artworkFolder: null,
    deliveriesFolder: path.join(dir, 'Stitchdesk'),
    autoDownloadDeliveries: false,
    autoPlacePresetOrders: false,
  });

  async function settingsIn(dir: string) {
    const store = new Store({ cwd: dir, name: 'settings' });
    const settings = createSettings({
      store,
      defaults: {
        serverUrl: 'https://app.stitchdesk.example',
        deliveriesFolder: path.join(dir, 'Stitchdesk'),
      },
    });
    return { store, settings };
  }

  it('starts from the defaults', async () => {
    const dir = await tempDir();
    const { settings } = await settingsIn(dir);
    expect(settings.read()).toEqual(defaultsIn(dir));
  });

  it('persists changes across restarts', async () => {
    const dir = await tempDir();
    const artwork = path.join(dir, 'artwork');
    const first = (await settingsIn(dir)).settings;
    first.setServerUrl('https://orders.example.com/');
    first.setArtworkFolder(artwork);
    first.setDeliveriesFolder(path.join(dir, 'out'));
    first.setAutoDownload(true);
    first.setAutoPlace(true);

    const { settings } = await settingsIn(dir);
    expect(settings.read()).toEqual({
      serverUrl: 'https://orders.example.com',
      artworkFolder: artwork,
      deliveriesFolder: path.join(dir, 'out'),
      autoDownloadDeliveries: true,
      autoPlacePresetOrders: true,
    });
    settings.setDeliveriesFolder(null);
    expect(settings.read().deliveriesFolder).toBe(path.join(dir, 'Stitchdesk'));
  });

  it('refuses invalid values with a message for the user', async () => {
    const { settings } = await settingsIn(await tempDir());
    expect(() => settings.setServerUrl('ftp://x')).toThrow(InvalidSettingError);
    expect(() => settings.setArtworkFolder('relative/folder')).toThrow(InvalidSettingError);
    expect(settings.read().serverUrl).toBe('https://app.stitchdesk.example');
  });

  it('falls back to defaults when the settings file holds nonsense', async () => {
    const dir = await tempDir();
    const { store, settings } = await settingsIn(dir);
    store.set('serverUrl', 'javascript:alert(1)');
    store.set('artworkFolder', 42);
    store.set('deliveriesFolder', '../../etc');
    store.set('autoDownloadDeliveries', 'yes');
    store.set('autoPlacePresetOrders', 'on');
    expect(settings.read()).toEqual(defaultsIn(dir));
  });
});
