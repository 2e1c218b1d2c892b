import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import Store from 'electron-store';
import { describe, expect, it } from 'vitest';
import { aesGcmEncryption } from '../test/aes-encryption.ts';
import { tempDirsPerTest } from '../test/temp-dir.ts';
import { createTokenVault } from './token-vault.ts';

const TOKEN =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJjbGllbnQtMSIsInJvbGUiOiJjbGllbnQiLCJleHAiOjQxMDI0NDQ4MDB9.c2lnbmF0dXJlLXZhbHVl';

const tempDir = tempDirsPerTest();

async function filesContent(dir: string): Promise<string> {
  const names = await readdir(dir);
  const contents = await Promise.all(names.map((name) => readFile(path.join(dir, name), 'utf8')));
  return contents.join('\n');
}

/** A vault on the file in `dir`: a second one on the same folder is the app launched again. */
function vaultIn(dir: string, encryption: Parameters<typeof createTokenVault>[0]['encryption']) {
  return createTokenVault({ store: new Store({ cwd: dir, name: 'vault' }), encryption });
}

describe('token vault', () => {
  it('keeps the token across restarts, encrypted: the file on disk never holds it in plain text', async () => {
    const dir = await tempDir();
    const key = randomBytes(32);
    const first = vaultIn(dir, aesGcmEncryption(key));
    expect(first.persistent).toBe(true);
    first.save(TOKEN);

    const onDisk = await filesContent(dir);
    expect(onDisk).toContain('encryptedToken');
    expect(onDisk).not.toContain(TOKEN);
    // Not even one JWT segment leaks (e.g. the readable claims).
    for (const segment of TOKEN.split('.')) expect(onDisk).not.toContain(segment);

    // A new process: new store instance, same keychain key.
    const second = vaultIn(dir, aesGcmEncryption(key));
    expect(second.load()).toBe(TOKEN);
  });

  it('forgets the token on sign-out', async () => {
    const dir = await tempDir();
    const key = randomBytes(32);
    const vault = vaultIn(dir, aesGcmEncryption(key));
    vault.save(TOKEN);
    vault.save(null);
    expect(vault.load()).toBeNull();
    const reopened = vaultIn(dir, aesGcmEncryption(key));
    expect(reopened.load()).toBeNull();
  });

  it('drops a token it cannot decrypt (keychain key changed) instead of failing', async () => {
    const dir = await tempDir();
    vaultIn(dir, aesGcmEncryption()).save(TOKEN);
    const store = new Store({ cwd: dir, name: 'vault' });
    const otherKeychain = createTokenVault({ store, encryption: aesGcmEncryption() });
    expect(otherKeychain.load()).toBeNull();
    expect(store.get('encryptedToken')).toBeUndefined();
  });

  it('without a keychain keeps the token in memory only and says so', async () => {
    const dir = await tempDir();
    const store = new Store({ cwd: dir, name: 'vault' });
    const vault = createTokenVault({ store, encryption: aesGcmEncryption(randomBytes(32), false) });
    expect(vault.persistent).toBe(false);
    vault.save(TOKEN);
    expect(vault.load()).toBe(TOKEN);
    expect(await filesContent(dir)).not.toContain(TOKEN);

    const nextLaunch = vaultIn(dir, aesGcmEncryption(randomBytes(32), false));
    expect(nextLaunch.load()).toBeNull();
  });

  it('without a keychain removes a token stored while one was available, so sign-out sticks', async () => {
    const dir = await tempDir();
    const key = randomBytes(32);
    vaultIn(dir, aesGcmEncryption(key)).save(TOKEN);
    const locked = vaultIn(dir, aesGcmEncryption(key, false));
    locked.save(null);
    const unlockedAgain = vaultIn(dir, aesGcmEncryption(key));
    expect(unlockedAgain.load()).toBeNull();
  });
});
