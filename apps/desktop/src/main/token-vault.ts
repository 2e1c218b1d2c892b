import type { KeyValueStore } from './key-value-store.ts';

/** Electron's safeStorage, reduced to what the vault needs (injected, so tests can use node:crypto). */
export interface StringEncryption {
  isAvailable(): boolean;
  encrypt(plainText: string): Buffer;
  decrypt(cipherText: Buffer): string;
}

export interface TokenVault {
  /** False when the OS has no usable keychain; the token then lives only in memory. */
  readonly persistent: boolean;
  load(): string | null;
  save(token: string | null): void;
}

const TOKEN_KEY = 'encryptedToken';

/**
 * Keeps the session token (JWT) encrypted with the OS keychain inside the store. Nothing
 * readable reaches the disk: without a keychain the token is held in memory and the user signs
 * in again next launch. Expiry is the UI's business (it checks `exp` after `load`).
 */
export function createTokenVault(deps: { store: KeyValueStore; encryption: StringEncryption }): TokenVault {
  const persistent = deps.encryption.isAvailable();
  let memoryToken: string | null = null;

  function loadPersisted(): string | null {
    const stored = deps.store.get(TOKEN_KEY);
    if (typeof stored !== 'string' || stored === '') return null;
    try {
      return deps.encryption.decrypt(Buffer.from(stored, 'base64'));
    } catch {
      // Encrypted under another keychain key (profile copied, keychain reset): unusable, drop it.
      deps.store.delete(TOKEN_KEY);
      return null;
    }
  }

  return {
    persistent,
    load() {
      return persistent ? loadPersisted() : memoryToken;
    },
    save(token) {
      if (!persistent) {
        memoryToken = token;
        // A token left from a time the keychain worked must not outlive a sign-out or a new sign-in.
        deps.store.delete(TOKEN_KEY);
        return;
      }
      if (token) deps.store.set(TOKEN_KEY, deps.encryption.encrypt(token).toString('base64'));
      else deps.store.delete(TOKEN_KEY);
    },
  };
}
