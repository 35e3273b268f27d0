import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRenderThread } from './render-thread.ts';

// A stand-in for the web app's entry-server bundle: it asks the API, then holds its thread for 150 ms
// the way React's synchronous render does, or fails, or kills its thread, as the URL says.
const BUNDLE = `
export async function renderPage(url, { fetchApi, language }) {
  if (url === '/fail') throw new Error('could not render');
  if (url === '/exit') process.exit(3);
  const answer = await fetchApi('/api/who' + url);
  const who = await answer.text();
  const until = Date.now() + 150;
  while (Date.now() < until) {}
  return { html: '<p>' + who + '</p>', queries: [{ key: ['who'], data: who, url: '/api/who' + url }], language, personal: false };
}
`;

let file: string;
beforeAll(async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'jp-render-'));
  file = path.join(dir, 'entry-server.js');
  await writeFile(file, BUNDLE);
});

describe('the render thread', () => {
  const errors: unknown[] = [];
  let thread: ReturnType<typeof createRenderThread>;
  beforeAll(() => {
    thread = createRenderThread(file, (error) => errors.push(error));
  });
  afterAll(() => thread.close());

  it('renders off the thread that answers requests: its event loop never waits for a render', async () => {
    // The thread started and its bundle loaded.
    await thread('/warm', { language: 'en', fetchApi: async () => new Response('') });
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    const pages = await Promise.all(
      ['/a', '/b', '/c', '/d'].map((url) =>
        thread(url, {
          language: 'hi',
          fetchApi: async (input) => new Response(`member of ${String(input)}`, { status: 200 }),
        }),
      ),
    );
    delay.disable();
    expect(pages.map((page) => page?.html)).toEqual([
      '<p>member of /api/who/a</p>',
      '<p>member of /api/who/b</p>',
      '<p>member of /api/who/c</p>',
      '<p>member of /api/who/d</p>',
    ]);
    expect(pages[0]).toMatchObject({ language: 'hi', queries: [{ key: ['who'], url: '/api/who/a' }] });
    // Four renders of 150 ms each ran; this thread's loop was never held for one of them (a loaded CI
    // machine may delay any thread a little, never by a whole render).
    expect(delay.max / 1e6).toBeLessThan(100);
  });

  it('fails a render that throws, and replaces a thread that dies, failing only what it held', async () => {
    const fetchApi = async () => new Response('x');
    await expect(thread('/fail', { language: 'en', fetchApi })).rejects.toThrow('could not render');
    await expect(thread('/exit', { language: 'en', fetchApi })).rejects.toThrow('the render thread stopped');
    expect((await thread('/after', { language: 'en', fetchApi }))?.html).toBe('<p>x</p>');
  });
});
