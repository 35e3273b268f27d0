/** The people module's front door: what other modules may use of stories and the directory. */
export type { StoriesRepository } from './stories.repository.ts';
