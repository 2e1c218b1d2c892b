import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { _electron, expect, test, type ElectronApplication, type Page } from '@playwright/test';
import { SERVER_URL, type TestUser } from './api.ts';
import { electronBinary } from './electron-binary.ts';

export const APP_DIR = fileURLToPath(new URL('..', import.meta.url));
const binary = electronBinary();

/** Skips the calling test file where Electron cannot run (its binary was not downloaded). */
export function skipWithoutElectron(): void {
  test.skip(!binary.available, binary.available ? '' : `Electron is not runnable here: ${binary.reason}`);
}

/** An empty profile folder (settings, vault) for one app instance or a restart sequence. */
export async function newProfile(settings?: Record<string, unknown>): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'stitchdesk-desktop-profile-'));
  if (settings) await writeFile(path.join(dir, 'settings.json'), JSON.stringify(settings));
  return dir;
}

/** Starts the built app (out/) with its own profile, talking to the e2e API server. */
export async function launchApp(profileDir: string): Promise<{ app: ElectronApplication; page: Page }> {
  if (!binary.available) throw new Error(binary.reason);
  const app = await _electron.launch({
    executablePath: binary.path,
    args: [APP_DIR],
    env: {
      ...process.env,
      STITCHDESK_USER_DATA_DIR: profileDir,
      STITCHDESK_SERVER_URL: SERVER_URL,
      ELECTRON_RENDERER_URL: '',
    },
  });
  const page = await app.firstWindow();
  await page.waitForLoadState('domcontentloaded');
  return { app, page };
}

export async function signIn(page: Page, user: TestUser): Promise<void> {
  await page.goto('app://stitchdesk/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('link', { name: 'Go to Dashboard' }).first()).toBeVisible();
}
