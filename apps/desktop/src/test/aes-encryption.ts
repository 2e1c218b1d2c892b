import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { StringEncryption } from '../main/token-vault.ts';

/**
 * A real cipher (AES-256-GCM) standing in for the OS keychain behind Electron's safeStorage,
 * which only exists inside a running Electron.
 */
export function aesGcmEncryption(key: Buffer = randomBytes(32), available = true): StringEncryption {
  return {
    isAvailable: () => available,
    encrypt(plainText) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plainText, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]);
    },
    decrypt(cipherText) {
      const decipher = createDecipheriv('aes-256-gcm', key, cipherText.subarray(0, 12));
      decipher.setAuthTag(cipherText.subarray(12, 28));
      return Buffer.concat([decipher.update(cipherText.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}
