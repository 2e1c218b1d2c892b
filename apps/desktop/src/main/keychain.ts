import type { StringEncryption } from './token-vault.ts';

/** The slice of Electron's safeStorage used here. */
export interface SafeStorageLike {
  isEncryptionAvailable(): boolean;
  encryptString(plainText: string): Buffer;
  decryptString(encrypted: Buffer): string;
  getSelectedStorageBackend?(): string;
}

/**
 * safeStorage as the vault's encryption. On Linux without a secret service Electron falls back to
 * `basic_text`, a fixed key compiled into Chromium: that is obfuscation, not a keychain, so it
 * counts as unavailable and the token stays in memory.
 */
export function keychainEncryption(
  safeStorage: SafeStorageLike,
  platform: NodeJS.Platform,
): StringEncryption {
  return {
    isAvailable() {
      if (!safeStorage.isEncryptionAvailable()) return false;
      if (platform === 'linux' && safeStorage.getSelectedStorageBackend?.() === 'basic_text') return false;
      return true;
    },
    encrypt: (plainText) => safeStorage.encryptString(plainText),
    decrypt: (cipherText) => safeStorage.decryptString(cipherText),
  };
}
