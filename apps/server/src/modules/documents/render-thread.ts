import { Worker } from 'node:worker_threads';
import type { NotFoundKind, PageLanguage, RenderedPage } from '@jobportal/shared';
import type { PageRenderer } from './page-renderer.ts';

/** Messages to the render thread. */
export type ToWorker =
  | { type: 'render'; id: number; url: string; language: PageLanguage; notFound?: NotFoundKind }
  | { type: 'fetched'; requestId: number; status: number; contentType: string; body: string };
/** Messages from it. */
export type FromWorker =
  | { type: 'ready' }
  | { type: 'fetch'; id: number; requestId: number; url: string }
  | { type: 'rendered'; id: number; page: RenderedPage | undefined }
  | { type: 'failed'; id: number; message: string };

/** A render that takes longer than this fails (the page is then sent without its content). */
const RENDER_TIMEOUT_MS = 10_000;

type Pending = {
  fetchApi: typeof fetch;
  resolve: (page: RenderedPage | undefined) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
};

/**
 * The renderer of `file` (the web app's entry-server bundle) in a worker thread: the thread that
 * answers requests never runs React's synchronous render (decision 019). Renders run concurrently in
 * the thread; each one's API requests come back here to `fetchApi`. A thread that dies is replaced,
 * and the renders it had fail (their documents go out without content, never a 500).
 */
export function createRenderThread(
  file: string,
  onError: (error: unknown) => void,
): PageRenderer & { close(): Promise<void> } {
  const pending = new Map<number, Pending>();
  let nextId = 0;
  let closed = false;
  let worker: Worker;

  const settle = (id: number) => {
    const entry = pending.get(id);
    if (entry) {
      clearTimeout(entry.timer);
      pending.delete(id);
    }
    return entry;
  };

  function start(): void {
    worker = new Worker(new URL('./render-worker.ts', import.meta.url), { workerData: { file } });
    worker.unref();
    const current = worker;
    current.on('message', (message: FromWorker) => {
      switch (message.type) {
        case 'fetch': {
          const entry = pending.get(message.id);
          const answer = entry
            ? entry.fetchApi(message.url).then(async (response) => ({
                status: response.status,
                contentType: response.headers.get('content-type') ?? 'application/json',
                body: await response.text(),
              }))
            : Promise.resolve({ status: 503, contentType: 'application/json', body: '{}' });
          void answer
            .catch(() => ({ status: 500, contentType: 'application/json', body: '{}' }))
            .then((fetched) =>
              current.postMessage({ type: 'fetched', requestId: message.requestId, ...fetched } satisfies ToWorker),
            );
          return;
        }
        case 'rendered':
          settle(message.id)?.resolve(message.page);
          return;
        case 'failed':
          settle(message.id)?.reject(new Error(message.message));
          return;
        case 'ready':
          return;
      }
    });
    current.on('error', onError);
    current.on('exit', () => {
      if (current !== worker) return;
      for (const id of [...pending.keys()]) settle(id)?.reject(new Error('the render thread stopped'));
      if (!closed) start();
    });
  }
  start();

  const render: PageRenderer = (url, { fetchApi, language, notFound }) =>
    new Promise((resolve, reject) => {
      const id = (nextId += 1);
      const timer = setTimeout(() => settle(id)?.reject(new Error(`render of ${url} timed out`)), RENDER_TIMEOUT_MS);
      pending.set(id, { fetchApi, resolve, reject, timer });
      worker.postMessage({ type: 'render', id, url, language, notFound } satisfies ToWorker);
    });
  return Object.assign(render, {
    async close() {
      closed = true;
      await worker.terminate();
    },
  });
}
