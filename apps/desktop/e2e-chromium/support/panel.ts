import { expect, type Page } from '@playwright/test';
import type { DesktopHost } from './desktop-host.ts';

/** Signs in on the login page and waits for the client panel. */
export async function signInToPanel(page: Page, who: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('link', { name: 'Go to Dashboard' }).first()).toBeVisible();
}

/** On the settings page, chooses `folder` as the artwork folder (the OS picker answers with it). */
export async function chooseArtworkFolder(page: Page, host: DesktopHost, folder: string) {
  await page.goto('/clientpanel/settings');
  host.chooseFolderNext(folder);
  await page.getByRole('button', { name: 'Choose artwork folder…' }).click();
}
