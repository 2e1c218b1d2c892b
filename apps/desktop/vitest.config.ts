import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // The `electron` npm package only locates the Electron binary (absent on machines that skip
    // its download); under Node the libraries that import it (electron-store) get an empty module.
    alias: { electron: fileURLToPath(new URL('./src/test/electron-outside-electron.ts', import.meta.url)) },
  },
  test: {
    name: 'desktop',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Inlined so the alias above also applies inside electron-store.
    server: { deps: { inline: ['electron-store'] } },
  },
});
