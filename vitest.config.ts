import { defineConfig } from 'vitest/config';

// One `vitest run` at the root runs every workspace's tests; each project keeps its own environment.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'packages/stitch', 'packages/ui', 'backend', 'apps/desktop', 'apps/web'],
  },
});
