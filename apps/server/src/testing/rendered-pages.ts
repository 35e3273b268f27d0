import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PageRenderer } from '../modules/documents/page-renderer.ts';

/** The built web app's `index.html` as the server reads it: a linked stylesheet, one module script. */
export const INDEX_HTML =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head><body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body></html>';

/** A web build's directory (`webDistDir`): {@link INDEX_HTML} and its stylesheet. */
export async function createWebDist(): Promise<string> {
  const dist = await mkdtemp(path.join(tmpdir(), 'jp-dist-'));
  await writeFile(path.join(dist, 'index.html'), INDEX_HTML);
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'assets', 'index-abc.css'), '.text-slate-900{color:#0f172a}');
  return dist;
}

/**
 * Stands in for the web app's `renderPage` (entry-server.test.tsx renders the real pages): like it, it
 * asks the API who the visitor is and what the page shows, renders what that visitor may see, and says
 * where its requests went. Each call is counted (`renders`).
 */
export function createFakePageRenderer(): { renderPage: PageRenderer; readonly renders: number } {
  let renders = 0;
  const renderPage: PageRenderer = async (url, { fetchApi, language, notFound }) => {
    renders += 1;
    // The app's not-found page, for anyone (its layout has the member's name, like the real one).
    if (notFound) {
      const me = await fetchApi('/api/me');
      const name = me.status === 200 ? ((await me.json()) as { name: string }).name : '';
      return {
        html: `<section data-rendered="not-found" data-kind="${notFound}" data-at="${url}" data-me="${me.status}" data-lang="${language}">${name.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}<h1>Page not found</h1></section>`,
        queries: [],
        language,
        personal: me.status === 200,
      };
    }
    const [pathname, search] = url.split('?');
    if (pathname !== '/jobs' && pathname !== '/jobs/ssc-cgl-2026' && pathname !== '/dashboard') return undefined;
    if (pathname === '/jobs' && search === 'fail=1') throw new Error('the page could not be rendered');
    const me = await fetchApi('/api/me');
    const site = (await (await fetchApi('/api/site')).json()) as { publicContent: boolean };
    const signedIn = me.status === 200;
    if (!signedIn && (!site.publicContent || pathname === '/dashboard')) return undefined;
    const jobsUrl = `/api/jobs?${search ?? 'page=1'}`;
    const page = (await (await fetchApi(jobsUrl)).json()) as { items: Array<{ slug: string }> };
    const name = signedIn ? ((await me.json()) as { name: string }).name : '';
    // A recruitment's page also asks for the recruitment and (signed in) the saved list, as the app does.
    const more: Array<{ key: unknown[]; data: unknown; url: string }> = [];
    if (pathname === '/jobs/ssc-cgl-2026') {
      for (const [key, path] of [
        [['job', 'ssc-cgl-2026'], '/api/jobs/ssc-cgl-2026'],
        ...(signedIn ? [[['saved-jobs'], '/api/saved-jobs']] : []),
      ] as Array<[unknown[], string]>) {
        more.push({ key, data: await (await fetchApi(path)).json(), url: path });
      }
    }
    // Escaped as React escapes text.
    const text = name.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    return {
      html: `<ul data-rendered="${pathname}" data-me="${me.status}" data-lang="${language}" data-list="${page.items.map((item) => item.slug).join(' ')}">$&amp; ${text}</ul>`,
      queries: [{ key: ['jobs', search ?? 'page=1'], data: page, url: jobsUrl }, ...more],
      language,
      personal: signedIn,
    };
  };
  return {
    renderPage,
    get renders() {
      return renders;
    },
  };
}
