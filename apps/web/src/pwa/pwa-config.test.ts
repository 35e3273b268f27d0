import { describe, expect, it } from 'vitest';
import { pwaManifest, pwaWorkbox } from './pwa-config.ts';

type Route = NonNullable<NonNullable<typeof pwaWorkbox>['runtimeCaching']>[number];
type Matcher = (options: { url: URL; sameOrigin: boolean }) => boolean;

const origin = 'https://jobportal.example';
const routes = pwaWorkbox?.runtimeCaching ?? [];

/** The cache the service worker keeps a same-origin GET of `path` in, or null. */
function cacheFor(path: string): string | null {
  const url = new URL(path, origin);
  const route = routes.find((entry: Route) => (entry.urlPattern as Matcher)({ url, sameOrigin: true }));
  return route?.options?.cacheName ?? null;
}

describe('the service worker configuration', () => {
  it('keeps job lists, job pages, notices and the saved jobs for offline reading', () => {
    expect(cacheFor('/api/jobs?sort=newest&page=2')).toBe('jp-content');
    expect(cacheFor('/api/jobs/ssc-cgl-2026')).toBe('jp-content');
    expect(cacheFor('/api/notices?type=result&page=1')).toBe('jp-content');
    expect(cacheFor('/api/notices/0b1c')).toBe('jp-content');
    expect(cacheFor('/api/saved-jobs')).toBe('jp-personal');
    expect(cacheFor('/api/auth/get-session')).toBe('jp-personal');
    expect(cacheFor('/api/me')).toBe('jp-personal');
  });

  it('never keeps files, downloads, the socket, the crawler files or other API answers', () => {
    for (const path of [
      '/api/files/abc',
      '/api/notices/0b1c/ics',
      '/api/exam-dates.ics',
      '/api/chat/conversations',
      '/api/saved-jobs/abc',
      '/socket.io/?EIO=4&transport=polling',
      '/sitemap.xml',
      '/robots.txt',
    ]) {
      expect(cacheFor(path), path).toBeNull();
    }
    const crossOrigin = routes.some((entry: Route) =>
      (entry.urlPattern as Matcher)({ url: new URL('https://cdn.example/api/jobs'), sameOrigin: false }),
    );
    expect(crossOrigin).toBe(false);
  });

  it('answers navigations with the app shell, but not the API, the socket or the crawler files', () => {
    const denied = (path: string) => (pwaWorkbox?.navigateFallbackDenylist ?? []).some((rule) => rule.test(path));
    for (const path of ['/api/files/abc', '/api', '/socket.io/', '/sitemap.xml', '/robots.txt']) {
      expect(denied(path), path).toBe(true);
    }
    for (const path of ['/', '/dashboard', '/saved-jobs', '/jobs/ssc-cgl-2026', '/apiary']) {
      expect(denied(path), path).toBe(false);
    }
  });

  it('stamps a stored 200 with the time it was fetched, and stores nothing else', async () => {
    const content = routes.find((entry: Route) => entry.options?.cacheName === 'jp-content')!;
    const stamp = content.options!.plugins![0]!.cacheWillUpdate!;
    const call = (response: Response) =>
      stamp({ response, request: new Request(`${origin}/api/jobs`), event: new Event('fetch') as never, state: {} });

    const stored = await call(
      new Response('{"items":[]}', { headers: { 'content-type': 'application/json', 'content-encoding': 'br' } }),
    );
    expect(stored?.headers.get('x-offline-saved-at')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(stored?.headers.get('content-encoding')).toBeNull();
    expect(await stored?.text()).toBe('{"items":[]}');
    expect(await call(new Response('{}', { status: 500 }))).toBeNull();
    expect(await call(new Response(null, { status: 304 }))).toBeNull();
  });

  it('installs as JobPortal from /dashboard, standalone, with 192 and 512 px icons and a maskable one', () => {
    expect(pwaManifest).toMatchObject({ start_url: '/dashboard', display: 'standalone', short_name: 'JobPortal' });
    expect(pwaManifest.icons?.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
  });
});
