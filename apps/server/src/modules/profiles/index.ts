/** The profiles module's front door: the profiles repository other modules read members with. */
export { NO_VIEWER_FLAGS } from './profiles.repository.ts';
export type { ProfilesRepository } from './profiles.repository.ts';
