import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaManifest, pwaWorkbox } from './src/pwa/pwa-config.ts';

/** node_modules every page runs before it paints (checked by scripts/budget.ts). */
const FIRST_LOAD_LIBRARIES =
  /[\\/]node_modules[\\/](?:react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/](?:query-core|react-query)|tailwind-merge|clsx|class-variance-authority|@radix-ui[\\/](?:react-slot|react-compose-refs)|use-sync-external-store)[\\/]|[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/])/;

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
  resolve: {
    // zod, configured for the strict CSP before any schema exists (src/lib/zod.ts).
    alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod.ts', import.meta.url)) }],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // scripts/budget.ts (npm run budget) reads which chunks each page loads first.
    manifest: true,
    // Cheap Android phones: modern syntax is fine (Chrome ≥ 111), keep chunks small.
    target: 'chrome111',
    // No <link rel=modulepreload> tags, in the HTML or added before a lazy page loads: a phone spends
    // 10–15 ms (at Lighthouse's 4× slowdown) on each link element it inserts, 200 ms for a page's
    // dozen chunks in the middle of its first render (decision 030). The module loader
    // fetches a chunk's imports itself as soon as it has the chunk, at no such cost.
    modulePreload: false,
    rolldownOptions: {
      // Building a zod schema has no side effects: a page that imports a constant from a contract
      // module (`CLOSING_SOON_DAYS`) gets the constant, not the module's schemas and zod with them.
      treeshake: { manualPureFunctions: ['z'] },
      // The libraries every page needs, in one chunk: the first load is a few files that compress
      // together (a dozen small shared chunks cost ~5 KiB more gzip and a request each).
      output: {
        codeSplitting: {
          groups: [{ name: 'vendor', test: FIRST_LOAD_LIBRARIES }],
        },
        // V8's explicit compile hint (Chromium 136+): the libraries every page runs at its start are
        // compiled on the thread that streams the script, not function by function on the main thread
        // the first time each runs (hydration, the first tap). Lighthouse's TBT on the signed-in pages was
        // lower with it in two A/B sets, by 47 % and 19 % (decision 041). Other browsers ignore it.
        postBanner: (chunk) => (chunk.name === 'vendor' ? '//# allFunctionsCalledOnLoad\n' : ''),
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/socket.io': { target: 'http://localhost:3000', ws: true } },
  },
});
