import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';

export default defineConfig({
  main: {
    // Bundle every dependency (electron-store and chokidar are ESM-only) into out/main, so the
    // packaged app needs no node_modules.
    build: { externalizeDeps: false },
  },
  preload: {
    build: {
      externalizeDeps: false,
      // A sandboxed preload cannot be an ES module: one self-contained CommonJS file.
      rolldownOptions: { output: { format: 'cjs', entryFileNames: '[name].cjs' } },
    },
  },
  renderer: {
    plugins: [
      react(),
      tailwindcss(),
      {
        // electron-vite builds the renderer with base './'; served from app://stitchdesk/ with
        // client-side routes (/clientpanel/...), assets must resolve from the root instead.
        name: 'stitchdesk:absolute-base',
        config: () => ({ base: '/' }),
      },
    ],
    // Its own port (the web app's Vite uses 5173); the API must admit it in development:
    // CORS_ORIGINS=http://localhost:5180.
    server: { port: 5180, strictPort: true },
    build: { sourcemap: true },
  },
});
