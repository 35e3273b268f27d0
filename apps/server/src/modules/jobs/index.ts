/** The jobs module's front door: eligibility, the visibility rule and the recruitment row others read. */
export { eligibleForFacts, factsOfProfiles } from './eligibility.ts';
export type { JobsRepository } from './jobs.repository.ts';
export { hasScoreCheck } from './notices.repository.ts';
export { recruitmentRow } from './recruitments.repository.ts';
export { isVisible } from './visibility.ts';
