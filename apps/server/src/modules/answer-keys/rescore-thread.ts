import { Worker } from 'node:worker_threads';
import type { RescoreJob, ScoreChange } from './rescore.ts';

/** What the rescore thread answers. */
export type FromRescoreThread = { type: 'done'; changes: ScoreChange[] } | { type: 'failed'; message: string };

/**
 * Scores a changed key's checks again in a worker thread with its own database connection (decision
 * 040): reading, parsing and scoring 100,000 sheets then never holds the thread that answers members'
 * requests, nor its garbage collector. Resolves with the members whose score changed.
 */
export function rescoreInThread(url: string, job: RescoreJob): Promise<ScoreChange[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./rescore-worker.ts', import.meta.url), { workerData: { url, job } });
    worker.once('message', (message: FromRescoreThread) => {
      if (message.type === 'done') resolve(message.changes);
      else reject(new Error(`scoring the checks again failed: ${message.message}`));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the rescore thread stopped (exit code ${code})`)));
  });
}
