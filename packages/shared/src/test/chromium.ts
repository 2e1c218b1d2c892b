import type { LaunchOptions } from '@playwright/test';

/** The system Chromium every e2e run (web and desktop) drives, headless on a shared machine. */
export const CHROMIUM_LAUNCH_OPTIONS: LaunchOptions = {
  executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
};
