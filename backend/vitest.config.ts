import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'backend',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // One PostgreSQL for the whole run; each test file gets its own database cloned from a migrated template.
    globalSetup: ['./src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // The machine is shared: two files at a time keeps PostgreSQL and argon2 from starving each other.
    maxWorkers: 2,
  },
});
