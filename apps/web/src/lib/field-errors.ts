import type { ApiError } from '@jobportal/shared';
import { ApiRequestError } from './api-client.ts';

/** Field errors keyed by form field, e.g. `{ name: 'Enter your name…', 'visibility.bio': '…' }`. */
export type FieldErrors = Record<string, string>;

type Issue = { path: string | ReadonlyArray<PropertyKey>; message: string };

/**
 * Turns validation issues (the server's `issues`, or a zod result's) into one message per field. A
 * path into a list (`targetExams.2`) belongs to the list; `nested` names the objects whose members are
 * fields of their own (`visibility.bio`). The first message for a field wins.
 */
export function fieldErrorsOf(issues: readonly Issue[] | undefined, nested: readonly string[] = []): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues ?? []) {
    const parts = (typeof issue.path === 'string' ? issue.path.split('.') : issue.path.map(String)).filter(Boolean);
    if (parts.length === 0) continue;
    const key = nested.includes(parts[0]!) && parts.length > 1 ? `${parts[0]}.${parts[1]}` : parts[0]!;
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The field errors a failed API call carries, if any. */
export function apiFieldErrors(error: unknown, nested: readonly string[] = []): FieldErrors {
  if (!(error instanceof ApiRequestError)) return {};
  return fieldErrorsOf(error.issues as ApiError['issues'], nested);
}
