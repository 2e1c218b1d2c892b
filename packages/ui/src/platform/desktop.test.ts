import { describe, expect, it, vi } from 'vitest';
import { KEYCHAIN_UNAVAILABLE_MESSAGE } from '@stitchdesk/shared/desktop-bridge';
import { createDesktopPlatform } from './desktop.ts';
import { createTestBridge } from '../test/desktop-test-bridge.ts';
import type { IncomingArtwork } from './types.ts';

async function platformWith(overrides = {}) {
  const host = createTestBridge(overrides);
  const platform = createDesktopPlatform(host.bridge, await host.bridge.getConfig());
  return { host, platform };
}

describe('desktop platform', () => {
  it('is the desktop host, talking to the configured server', async () => {
    const { host, platform } = await platformWith({ serverUrl: 'https://orders.example.com' });
    expect(platform.kind).toBe('desktop');
    expect(platform.apiBaseUrl()).toBe('https://orders.example.com/api/v1');
    await host.bridge.settings.setServerUrl('http://localhost:3000');
    expect(platform.apiBaseUrl()).toBe('http://localhost:3000/api/v1');
  });

  it('keeps the token in the host vault, not in localStorage', async () => {
    const { host, platform } = await platformWith();
    await platform.tokenStore.save('a.b.c');
    expect(host.token).toBe('a.b.c');
    expect(await platform.tokenStore.load()).toBe('a.b.c');
    expect(window.localStorage.getItem('token')).toBeNull();
    await platform.tokenStore.save(null);
    expect(await platform.tokenStore.load()).toBeNull();
  });

  it('sends saved files to the host as bytes with the order title', async () => {
    const { host, platform } = await platformWith();
    await platform.saveFile('attachments.zip', new Blob([new Uint8Array([80, 75, 3, 4])]), {
      orderTitle: 'Caps',
    });
    expect(host.saved).toHaveLength(1);
    expect(host.saved[0].name).toBe('attachments.zip');
    expect(host.saved[0].orderTitle).toBe('Caps');
    expect([...host.saved[0].bytes]).toEqual([80, 75, 3, 4]);
  });

  it('opens links and raises notifications through the host', async () => {
    const { host, platform } = await platformWith();
    platform.openExternal('https://example.com');
    platform.notify('Order completed', 'Your files are ready');
    await vi.waitFor(() => expect(host.opened).toEqual(['https://example.com']));
    expect(host.notifications).toEqual([['Order completed', 'Your files are ready']]);
  });

  it('answers the auto-download question from the current setting', async () => {
    const { host, platform } = await platformWith();
    expect(platform.autoDownloadDeliveries()).toBe(false);
    await host.bridge.settings.setAutoDownload(true);
    expect(platform.autoDownloadDeliveries()).toBe(true);
  });

  it('feeds incoming artwork: the current tray, then every change, with readable files', async () => {
    const { host, platform } = await platformWith();
    host.drop('1'.repeat(40), 'logo.png', 'png-bytes');
    const seen: IncomingArtwork[][] = [];
    const stop = platform.incomingArtwork!.subscribe((files) => seen.push(files));
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0].map((file) => file.name)).toEqual(['logo.png']);

    host.drop('2'.repeat(40), 'back.pdf', '%PDF', 'application/pdf');
    expect(seen.at(-1)?.map((file) => [file.name, file.size])).toEqual([
      ['logo.png', 9],
      ['back.pdf', 4],
    ]);

    const file = await seen.at(-1)![1].read();
    expect(file).toBeInstanceOf(File);
    expect(file.name).toBe('back.pdf');
    expect(file.type).toBe('application/pdf');
    expect(await file.text()).toBe('%PDF');

    platform.incomingArtwork!.take(['1'.repeat(40)]);
    await vi.waitFor(() => expect(seen.at(-1)?.map((f) => f.name)).toEqual(['back.pdf']));

    stop();
    const count = seen.length;
    host.drop('3'.repeat(40), 'late.png', 'x');
    expect(seen).toHaveLength(count);
  });

  it('exposes the keychain notice only when the token cannot be kept', async () => {
    expect((await platformWith()).platform.keychainNotice).toBeNull();
    expect((await platformWith({ secureStorageAvailable: false })).platform.keychainNotice).toBe(
      KEYCHAIN_UNAVAILABLE_MESSAGE,
    );
  });

  it('contributes a Settings page', async () => {
    const { platform } = await platformWith();
    expect(platform.SettingsPage).toBeTypeOf('function');
  });
});
