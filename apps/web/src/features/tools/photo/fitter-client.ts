import type { FitRequest, FitResponse } from './fitter-protocol.ts';

let worker: Worker | null = null;
let nextId = 0;
const waiting = new Map<number, (response: FitResponse) => void>();

/** The fitter's worker, started on first use (its code is a file of its own, precached for offline use). */
function fitterWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL('./fitter.worker.ts', import.meta.url), { type: 'module', name: 'photo-fitter' });
    worker.addEventListener('message', (event: MessageEvent<FitResponse>) => {
      const resolve = waiting.get(event.data.id);
      waiting.delete(event.data.id);
      resolve?.(event.data);
    });
    worker.addEventListener('error', () => {
      // A worker that failed to start (or crashed on an image) answers every open request as unreadable.
      for (const [id, resolve] of waiting) resolve({ id, ok: false, error: 'unreadable' });
      waiting.clear();
      worker?.terminate();
      worker = null;
    });
  }
  return worker;
}

/** Fits an image to a target in the worker (decode, crop, clean, resize, encode inside the KB range). */
export function fitImage(request: Omit<FitRequest, 'id'>): Promise<FitResponse> {
  nextId += 1;
  const id = nextId;
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    fitterWorker().postMessage({ ...request, id } satisfies FitRequest);
  });
}

/** A key that tells the worker whether it has decoded this file already. */
export function fileKey(file: File): string {
  return `${file.name}|${file.size}|${file.lastModified}`;
}
