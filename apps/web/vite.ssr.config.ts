import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The server-rendering bundle (docs/decisions/016-shared-links.md): `src/entry-server.tsx` for Node,
 * into `dist-server/`. Separate from `vite.config.ts`: no PWA, no CSS, no client chunking.
 */
export default defineConfig({
  plugins: [react()],
  publicDir: false,
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node24',
    sourcemap: true,
  },
  // The shared package is TypeScript source: bundle it (Node does not strip types under node_modules).
  ssr: { noExternal: ['@jobportal/shared'] },
});
