// The web app's server renderer, in a thread of its own (decision 019): a render holds its thread for
// tens of milliseconds (React's renderToString is synchronous), which must never be the thread that
// answers requests. Its API requests are asked of the main thread, which answers them as it would
// for the render in process (the visitor's cookie, or the shared member's placeholders).
import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import { requestPath } from '@jobportal/shared';
import type { PageRenderer } from './page-renderer.ts';
import type { FromWorker, ToWorker } from './render-thread.ts';

const port = parentPort!;
const { file } = workerData as { file: string };
const { renderPage } = (await import(pathToFileURL(file).href)) as { renderPage: PageRenderer };

const waiting = new Map<number, (answer: Extract<ToWorker, { type: 'fetched' }>) => void>();
let nextRequest = 0;
const send = (message: FromWorker) => port.postMessage(message);

port.on('message', (message: ToWorker) => {
  if (message.type === 'fetched') {
    waiting.get(message.requestId)?.(message);
    waiting.delete(message.requestId);
    return;
  }
  const { id, url, language, notFound } = message;
  const fetchApi: typeof fetch = async (input) => {
    const path = requestPath(input);
    const requestId = (nextRequest += 1);
    const answer = await new Promise<Extract<ToWorker, { type: 'fetched' }>>((resolve) => {
      waiting.set(requestId, resolve);
      send({ type: 'fetch', id, requestId, url: path });
    });
    return new Response(answer.body, { status: answer.status, headers: { 'content-type': answer.contentType } });
  };
  renderPage(url, { fetchApi, language, ...(notFound ? { notFound } : {}) }).then(
    (page) => send({ type: 'rendered', id, page }),
    (error: unknown) => send({ type: 'failed', id, message: error instanceof Error ? error.message : String(error) }),
  );
});
send({ type: 'ready' });
