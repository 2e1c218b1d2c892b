import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { prerender } from './scripts/prerender-plugin.ts';

export default defineConfig({
  // prerender(): every public page rendered to HTML after the build (scripts/prerender-plugin.ts).
  plugins: [react(), tailwindcss(), prerender()],
  server: {
    port: 5173,
    // In development the API runs beside Vite (`npm run dev`); production serves both from Koa.
    proxy: { '/api': 'http://localhost:3000' },
  },
  // The manifest (dist/.vite/manifest.json) maps each route chunk to its files; npm run bench:web
  // reads it to hold the page budgets.
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    // Every browser the site supports preloads modules natively; the polyfill would only add weight.
    modulePreload: { polyfill: false },
    // Illustrations stay files (cached, loaded lazily) instead of data URIs inside the entry's JS.
    assetsInlineLimit: (file) => (file.endsWith('.svg') ? false : undefined),
  },
});
