import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { createDatabase } from '../../db/client.ts';
import { createAnswerKeysRepository } from './answer-keys.repository.ts';
import { rescoreChecks, type RescoreJob } from './rescore.ts';
import type { FromRescoreThread } from './rescore-thread.ts';

/** The rescore thread's nice value: when the CPUs are busy, members' requests go first. */
const RESCORE_NICE = 10;

/** The rescore thread (`rescoreInThread`): one job on a connection of its own, then it ends. */
const { url, job } = workerData as { url: string; job: RescoreJob };
// On Linux a nice value is a thread's own (elsewhere it would lower the whole app's).
if (process.platform === 'linux') setPriority(0, RESCORE_NICE);
const db = createDatabase(url, { max: 1 });
try {
  const changes = await rescoreChecks(createAnswerKeysRepository(db), job);
  parentPort!.postMessage({ type: 'done', changes } satisfies FromRescoreThread);
} catch (error) {
  parentPort!.postMessage({
    type: 'failed',
    message: error instanceof Error ? error.message : String(error),
  } satisfies FromRescoreThread);
} finally {
  await db.$client.end();
}
