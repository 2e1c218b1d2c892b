import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'stitch', environment: 'node', include: ['src/**/*.test.ts'] },
});
