import { defineConfig } from 'vitest/config';

// The build scripts' unit tests (the browser's tests are Playwright's, in e2e/).
export default defineConfig({
  test: {
    name: 'web',
    include: ['scripts/**/*.test.ts'],
    environment: 'node',
  },
});
