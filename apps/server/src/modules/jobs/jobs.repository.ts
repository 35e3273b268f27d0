import type { Database } from '../../db/client.ts';
import { createNoticesRepository } from './notices.repository.ts';
import { createRecruitmentsRepository } from './recruitments.repository.ts';
import { createSavedJobsRepository } from './saved-jobs.repository.ts';

/** Recruitments, notices and saved jobs: what the job routes, the share pages and the seed read and write. */
export function createJobsRepository(db: Database) {
  return {
    ...createRecruitmentsRepository(db),
    ...createNoticesRepository(db),
    ...createSavedJobsRepository(db),
  };
}

/** The jobs repository the routes are given. */
export type JobsRepository = ReturnType<typeof createJobsRepository>;
