import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaManifest, pwaWorkbox } from './src/pwa/pwa-config.ts';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // Installable app (docs/decisions/011-pwa-offline.md): a Workbox service worker that precaches the
    // app shell and keeps the last-read jobs, notices and saved jobs for offline reading. A new version
    // waits for the user's "Refresh to update" (registerType 'prompt'); nothing reloads by itself.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      filename: 'sw.js',
      manifestFilename: 'manifest.webmanifest',
      manifest: pwaManifest,
      workbox: pwaWorkbox,
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Cheap Android phones: modern syntax is fine (Chrome ≥ 111), keep chunks small.
    target: 'chrome111',
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/socket.io': { target: 'http://localhost:3000', ws: true } },
  },
});
