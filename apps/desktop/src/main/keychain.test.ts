import { describe, expect, it } from 'vitest';
import { buildCsp } from './csp.ts';
import { keychainEncryption, type SafeStorageLike } from './keychain.ts';

function safeStorage(available: boolean, backend?: string): SafeStorageLike {
  return {
    isEncryptionAvailable: () => available,
    encryptString: (text) => Buffer.from(text),
    decryptString: (buffer) => buffer.toString(),
    getSelectedStorageBackend: backend ? () => backend : undefined,
  };
}

describe('keychainEncryption', () => {
  it('trusts the OS keychain', () => {
    expect(keychainEncryption(safeStorage(true), 'darwin').isAvailable()).toBe(true);
    expect(keychainEncryption(safeStorage(true), 'win32').isAvailable()).toBe(true);
    expect(keychainEncryption(safeStorage(true, 'gnome_libsecret'), 'linux').isAvailable()).toBe(true);
  });

  it('treats a missing keychain and Linux basic_text (a fixed built-in key) as unavailable', () => {
    expect(keychainEncryption(safeStorage(false), 'darwin').isAvailable()).toBe(false);
    expect(keychainEncryption(safeStorage(true, 'basic_text'), 'linux').isAvailable()).toBe(false);
  });
});

describe('buildCsp', () => {
  it('allows scripts only from the app and network access to the configured server', () => {
    const csp = buildCsp({ appOrigin: 'app://stitchdesk', serverOrigin: 'https://orders.example.com' });
    const directives = Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d]));
    expect(directives['script-src']).toBe("script-src 'self' app://stitchdesk");
    expect(directives['connect-src']).toBe("connect-src 'self' app://stitchdesk https://orders.example.com");
    expect(directives['img-src']).toContain('https://orders.example.com');
    expect(directives['object-src']).toBe("object-src 'none'");
    expect(directives['frame-ancestors']).toBe("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
  });

  it('lets the Vite dev server run its refresh preamble and websocket in development only', () => {
    const csp = buildCsp({
      appOrigin: 'app://stitchdesk',
      serverOrigin: 'http://localhost:3000',
      devServerOrigin: 'http://localhost:5173',
    });
    expect(csp).toContain("script-src 'self' app://stitchdesk http://localhost:5173 'unsafe-inline'");
    expect(csp).toContain('ws://localhost:5173');
  });
});
