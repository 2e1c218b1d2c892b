/**
 * The first-run admin of the server under test. The Playwright config starts that server with
 * ADMIN_EMAIL and ADMIN_PASSWORD from the environment (the server's first-run setup uses them).
 */
export const E2E_ADMIN = {
  email: process.env.ADMIN_EMAIL ?? 'admin@stitchdesk.local',
  password: process.env.ADMIN_PASSWORD ?? 'e2e-admin-password',
};
