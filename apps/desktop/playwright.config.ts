import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { API_PORT } from './e2e/api.ts';
import { electronBinary } from './e2e/electron-binary.ts';

// Desktop end-to-end tests: the built app (out/, `npm run build` first) driven through Playwright's
// Electron support against a real API server. Where the Electron binary is missing they are skipped.
const electron = electronBinary();
if (!electron.available) console.log(`[desktop e2e] skipped: ${electron.reason}`);

export default defineConfig({
  testDir: './e2e',
  timeout: 90_000,
  expect: { timeout: 10_000 },
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: { trace: 'retain-on-failure' },
  webServer: electron.available
    ? {
        command: 'node ../../backend/src/server.ts',
        url: `http://localhost:${API_PORT}/healthz`,
        timeout: 240_000,
        reuseExistingServer: false,
        stdout: 'pipe',
        env: {
          PORT: String(API_PORT),
          PUBLIC_URL: `http://localhost:${API_PORT}`,
          DATA_DIR: path.join(os.tmpdir(), `stitchdesk-desktop-e2e-${process.pid}`),
          EMBEDDED_PG_PORT: process.env.DESKTOP_E2E_PG_PORT ?? '5499',
          JWT_SECRET: 'desktop-e2e-signing-key-0123456789abcdef',
          LOG_LEVEL: 'warn',
        },
      }
    : undefined,
});
