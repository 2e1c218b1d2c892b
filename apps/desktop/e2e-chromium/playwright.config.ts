import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '@stitchdesk/shared/test/chromium';
import { apiServer, freshDataDir } from '@stitchdesk/shared/test/e2e-server';
import { API_PORT, RENDERER_ORIGIN, RENDERER_PORT, SERVER_URL } from './support/ports.ts';

/*
 * The desktop app's journeys without Electron (whose binary cannot be installed everywhere): the
 * BUILT renderer (out/renderer, `electron-vite build` first) in Chromium, its `window.stitchdesk`
 * bound through exposeBinding to the real main-process modules running in the test's Node process
 * (support/desktop-host.ts). Only Electron's IPC transport is replaced. Against a real API server
 * on a fresh database.
 */

const dataDir = freshDataDir('DESKTOP_E2E_DATA_DIR', 'stitchdesk-desktop-chromium-');
process.env.ADMIN_EMAIL ??= 'admin@stitchdesk.local';
process.env.ADMIN_PASSWORD ??= 'e2e-admin-password';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export default defineConfig({
  testDir: '.',
  // `*.measure.ts` are one-off measurements (HOTFOLDER_MEASURE=1), not part of the suite.
  testMatch: process.env.HOTFOLDER_MEASURE ? '**/*.measure.ts' : '**/*.spec.ts',
  outputDir: '../../../test-results/desktop-chromium',
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  timeout: process.env.HOTFOLDER_MEASURE ? 40 * 60_000 : 120_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: RENDERER_ORIGIN,
    trace: 'retain-on-failure',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  webServer: [
    apiServer(
      SERVER_URL,
      {
        PORT: String(API_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: SERVER_URL,
        CORS_ORIGINS: RENDERER_ORIGIN,
        JWT_SECRET: 'desktop-chromium-e2e-secret-0123456789abcdef',
        ADMIN_EMAIL: process.env.ADMIN_EMAIL,
        ADMIN_PASSWORD: process.env.ADMIN_PASSWORD,
        LOG_LEVEL: 'warn',
      },
      repoRoot,
    ),
    {
      command: `"${process.execPath}" apps/desktop/e2e-chromium/support/static-server.ts apps/desktop/out/renderer ${RENDERER_PORT}`,
      cwd: repoRoot,
      url: `${RENDERER_ORIGIN}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
