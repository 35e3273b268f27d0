import { appliedOnProblem, indiaDateOf, type ApplicationInput } from '@jobportal/shared';
import { HttpError } from '../../http/errors.ts';
import type { Viewer } from '../auth/index.ts';

/**
 * Who may read or change an application record: its member alone. The routes take the owner from the
 * session, never from the request, so there is no way to name another member's record; admins have no
 * route to these rows at all (an application number is the member's private business).
 */
export function ownerOf(viewer: Viewer | null): string {
  if (!viewer) throw new HttpError(401, 'UNAUTHENTICATED', 'Please sign in to continue.');
  return viewer.id;
}

/** 400 unless the date fits: not after today (India), not before the recruitment's application start. */
export function checkAppliedOn(
  input: ApplicationInput,
  recruitment: { applicationStart: string | null },
  now: Date = new Date(),
): void {
  const problem = appliedOnProblem(input.appliedOn, {
    today: indiaDateOf(now),
    applicationStart: recruitment.applicationStart,
  });
  if (problem === 'in_future')
    throw new HttpError(400, 'APPLIED_ON_IN_FUTURE', 'The date you applied cannot be after today.');
  if (problem === 'before_start')
    throw new HttpError(
      400,
      'APPLIED_ON_BEFORE_START',
      `Applications opened on ${recruitment.applicationStart}; the date cannot be before that.`,
    );
}
