import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './packages/shared/src/test/chromium.ts';
import { apiServer, freshDataDir } from './packages/shared/src/test/e2e-server.ts';
import { MAILBOX_SMTP_URL, mailboxServer } from './apps/web/e2e/support/mailbox.ts';

/*
 * End-to-end tests of the web app (apps/web/e2e): the production build served by the real server
 * (`npm run test:e2e` builds first) on a fresh database. Projects: site (public pages), panel
 * (client journey), staff (the order loop through the console) and workflow (issue 13: prices,
 * deposits, proofs, approval, Super Rush in the queue). The server's mail goes to a mailbox process
 * beside it (apps/web/e2e/support/mailbox.ts), which the specs read like an inbox.
 */

const port = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://127.0.0.1:${port}`;

const dataDir = freshDataDir('E2E_DATA_DIR', 'stitchdesk-e2e-');

// The first-run admin; apps/web/e2e/support/admin.ts reads the same variables with the same defaults.
process.env.ADMIN_EMAIL ??= 'admin@stitchdesk.local';
process.env.ADMIN_PASSWORD ??= 'e2e-admin-password';

export default defineConfig({
  testDir: 'apps/web/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  projects: [
    { name: 'site', testMatch: 'site/**/*.spec.ts' },
    { name: 'panel', testMatch: 'panel/**/*.spec.ts' },
    { name: 'staff', testMatch: 'staff/**/*.spec.ts' },
    { name: 'workflow', testMatch: 'workflow/**/*.spec.ts' },
    { name: 'stitch', testMatch: 'stitch/**/*.spec.ts' },
  ],
  // The mailbox first: the server sends its mail (resets, invitations, notices) to it over SMTP.
  webServer: [
    mailboxServer(),
    apiServer(baseURL, {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      JWT_SECRET: 'e2e-test-secret-not-for-production-0123456789',
      ADMIN_EMAIL: process.env.ADMIN_EMAIL,
      ADMIN_PASSWORD: process.env.ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      // Every spec registers its own clients, all from 127.0.0.1: the production allowance of 10
      // accounts per address an hour would stop the run, not test anything.
      REGISTRATIONS_PER_IP: '1000',
      // Likewise the quote form's 5 requests per address in 10 minutes: the quote, offers and console
      // specs each send quotes from 127.0.0.1 (the limit itself is tested in backend/src/routes/quotes).
      QUOTE_RATE_LIMIT: '1000',
      // The webhook spec's receiver runs beside the test on loopback, a private address.
      WEBHOOKS_ALLOW_PRIVATE: 'true',
      SMTP_URL: MAILBOX_SMTP_URL,
      MAIL_FROM: 'Stitchdesk <desk@stitchdesk.test>',
    }),
  ],
});
