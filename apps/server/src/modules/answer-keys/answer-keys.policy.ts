import { HttpError } from '../../http/errors.ts';
import type { Viewer } from '../auth/index.ts';

/**
 * Whose check a request reads or writes: the session's member alone. No route names another member's
 * check; admins see keys and counts, never a member's answers.
 */
export function checkerOf(viewer: Viewer | null): string {
  if (!viewer) throw new HttpError(401, 'UNAUTHENTICATED', 'Please sign in to continue.');
  return viewer.id;
}
