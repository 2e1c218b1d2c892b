import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { createClient } from './api.ts';
import { launchApp, newProfile, signIn, skipWithoutElectron } from './app.ts';

skipWithoutElectron();

test('keeps the sign-in across a restart, with the token encrypted on disk', async () => {
  const user = await createClient();
  const profile = await newProfile();

  const first = await launchApp(profile);
  const config = await first.page.evaluate(() => window.stitchdesk!.getConfig());
  test.skip(
    !config.secureStorageAvailable,
    'No OS keychain here: the token is deliberately kept in memory only',
  );
  await signIn(first.page, user);
  await first.app.close();

  const vault = await readFile(path.join(profile, 'vault.json'), 'utf8');
  expect(vault).toContain('encryptedToken');
  // Every JWT starts with base64 of '{"'; the stored value must not be a readable token.
  expect(vault).not.toMatch(/eyJ[\w-]+\.eyJ/);

  const second = await launchApp(profile);
  await expect(second.page.getByRole('link', { name: 'Go to Dashboard' }).first()).toBeVisible();
  await second.app.close();
});
