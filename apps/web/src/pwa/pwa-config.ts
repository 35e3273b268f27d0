// What the service worker does, in one place: the web manifest and the Workbox options that
// vite.config.ts hands to vite-plugin-pwa (docs/decisions/011-pwa-offline.md). The functions below are
// copied into the generated sw.js as source text, so each must be self-contained.
import type { ManifestOptions, VitePWAOptions } from 'vite-plugin-pwa';
import { CONTENT_CACHE, PERSONAL_CACHE } from './cache-names.ts';

/** Brand blue (`--color-brand-700`) and the page background (`slate-50`). */
const THEME_COLOR = '#1d4ed8';
const BACKGROUND_COLOR = '#f8fafc';

export const pwaManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'JobPortal',
  short_name: 'JobPortal',
  description: 'Government job notices, mock tests, typing tests and saved jobs, on any phone.',
  lang: 'en',
  start_url: '/dashboard',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

/**
 * Stores a copy of a 200 answer stamped with the time it came from the server, so the page can say
 * "offline: saved on …" when the service worker answers from the cache. Anything else is not stored.
 */
const stampSavedAt = {
  cacheWillUpdate: async ({ response }: { response: Response }): Promise<Response | null> => {
    if (response.status !== 200) return null;
    const headers = new Headers(response.headers);
    // The body below is already decoded; the stored copy must not claim an encoding or a length.
    headers.delete('content-encoding');
    headers.delete('content-length');
    // SAVED_AT_HEADER (cache-names.ts): this function is copied into sw.js as text, without imports.
    headers.set('x-offline-saved-at', new Date().toISOString());
    return new Response(await response.arrayBuffer(), { status: 200, statusText: response.statusText, headers });
  },
};

/** A slow network counts as none after this: the page shows the saved copy instead of a spinner. */
const NETWORK_TIMEOUT_SECONDS = 4;
const DAY = 24 * 60 * 60;

export const pwaWorkbox: VitePWAOptions['workbox'] = {
  // The app shell: index.html, the hashed assets (the Hindi strings too: a Hindi reader's app opens
  // offline in Hindi) and the icons. Not what few people open and phones should not download ahead:
  // the admin area with its Hindi, and the PDF viewer (kept once used, by the route below).
  globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
  // Nor the Devanagari font files: a phone fetches them when Hindi text is shown (unicode-range), and
  // the assets route below keeps them from then on.
  globIgnores: [
    '**/*.map',
    'assets/pdf.worker*',
    'assets/pdf-viewer-*',
    'assets/admin-area-*',
    'assets/noto-sans-devanagari-*',
    'assets/hi-admin-*',
  ],
  navigateFallback: '/index.html',
  // Never answer these with the app shell: the API, the socket, files and the crawler files.
  navigateFallbackDenylist: [/^\/api(?:\/|$)/, /^\/socket\.io(?:\/|$)/, /^\/sitemap\.xml$/, /^\/robots\.txt$/],
  cleanupOutdatedCaches: true,
  // Web push (issue 17): the push and notificationclick handlers, a plain file from public/. Generated
  // Workbox stays as it is; nothing needed injectManifest.
  importScripts: ['/push-sw.js'],
  // registerType 'prompt': a new worker waits until the user asks for it (no skipWaiting). The first
  // worker takes the open page at once (clientsClaim), so what the user reads now is kept already.
  clientsClaim: true,
  skipWaiting: false,
  runtimeCaching: [
    {
      // Hashed build files not in the precache: a name never changes content.
      urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
      method: 'GET',
      handler: 'CacheFirst',
      options: {
        cacheName: 'assets',
        expiration: { maxEntries: 30, maxAgeSeconds: 30 * DAY },
        cacheableResponse: { statuses: [200] },
      },
    },
    {
      urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/api\/(?:jobs|notices)(?:\/[^/]+)?$/.test(url.pathname),
      method: 'GET',
      handler: 'NetworkFirst',
      options: {
        cacheName: CONTENT_CACHE,
        networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
        expiration: { maxEntries: 200, maxAgeSeconds: 30 * DAY },
        plugins: [stampSavedAt],
      },
    },
    {
      urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/api/saved-jobs',
      method: 'GET',
      handler: 'NetworkFirst',
      options: {
        cacheName: PERSONAL_CACHE,
        networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
        expiration: { maxEntries: 10, maxAgeSeconds: 30 * DAY },
        plugins: [stampSavedAt],
      },
    },
    {
      // Who is signed in: from the cache only when the network fails (no timeout), so a slow
      // network never brings back a session that has ended.
      urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/api\/(?:me|auth\/get-session)$/.test(url.pathname),
      method: 'GET',
      handler: 'NetworkFirst',
      options: {
        cacheName: PERSONAL_CACHE,
        expiration: { maxEntries: 10, maxAgeSeconds: 30 * DAY },
        plugins: [stampSavedAt],
      },
    },
  ],
};
