import { HttpError } from '../../http/errors.ts';
import type { Viewer } from '../auth/index.ts';

/**
 * What an admin may do to an account. Admin rights come from the server-side guard (`requireAdmin`);
 * on top of it, an admin cannot lock themselves out: no removing their own rights, banning or
 * deleting their own account.
 */
export const SELF_ACTIONS = {
  revokeAdmin: 'You cannot remove your own admin rights.',
  ban: 'You cannot ban yourself.',
  delete: 'You cannot delete your own account from the admin area.',
} as const;

export function assertNotSelf(admin: Viewer, targetUserId: string, action: keyof typeof SELF_ACTIONS): void {
  if (admin.id === targetUserId) throw new HttpError(403, 'SELF', SELF_ACTIONS[action]);
}
