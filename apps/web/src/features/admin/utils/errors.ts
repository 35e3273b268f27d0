import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { ApiRequestError } from '../../../lib/api-client.ts';

/** Messages by full field path, e.g. `{ 'vacancies.0.total': 'Must equal …' }`. */
export type PathErrors = Record<string, string>;

type Issue = { path: string | ReadonlyArray<PropertyKey>; message: string };

/** Messages are shown under their field: start them with a capital ("must be …" → "Must be …"). */
const sentence = (message: string) => message.charAt(0).toUpperCase() + message.slice(1);

/** One message per full path (the first wins), from the server's `issues` or a zod result. */
export function pathErrorsOf(issues: readonly Issue[] | undefined): PathErrors {
  const errors: PathErrors = {};
  for (const issue of issues ?? []) {
    const path = typeof issue.path === 'string' ? issue.path : issue.path.map(String).join('.');
    errors[path] ??= sentence(issue.message);
  }
  return errors;
}

/** The field errors a failed API call carries (400 with `issues`), by full path. */
export function apiPathErrors(error: unknown): PathErrors {
  return error instanceof ApiRequestError ? pathErrorsOf(error.issues) : {};
}

/** Errors at `prefix` or below it, e.g. every error of `vacancies`. */
export function hasErrorsUnder(errors: PathErrors, prefix: string): boolean {
  return Object.keys(errors).some((path) => path === prefix || path.startsWith(`${prefix}.`));
}

/** What to show when a call fails: the server's message, or a plain word about the connection. */
export function errorText(error: unknown, t: TFunction<'admin'>): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 0 || error.code === 'NETWORK' || !error.message) return t('common.networkError');
    return error.message;
  }
  return t('common.networkError');
}

/**
 * Plain-language messages for zod's generic issues while checking a form in the browser; messages
 * the contracts spell out themselves (e.g. the vacancy total) take precedence.
 */
export function friendlyErrors(t: TFunction<'admin'>): z.core.$ZodErrorMap {
  return (issue) => {
    const input = issue.input;
    // An empty field is a missing one, whatever else its rule says (a URL, a date…).
    if (input === '' && issue.code !== 'custom') return t('validation.required');
    switch (issue.code) {
      case 'too_small':
        if (issue.origin === 'string') {
          return Number(issue.minimum) <= 1
            ? t('validation.required')
            : t('validation.minChars', { min: Number(issue.minimum) });
        }
        if (issue.origin === 'array') return t('validation.minItems', { min: Number(issue.minimum) });
        return t('validation.minNumber', { min: Number(issue.minimum) });
      case 'too_big':
        if (issue.origin === 'string') return t('validation.maxChars', { max: Number(issue.maximum) });
        if (issue.origin === 'array') return t('validation.maxItems', { max: Number(issue.maximum) });
        return t('validation.maxNumber', { max: Number(issue.maximum) });
      case 'invalid_format':
        return issue.format === 'url' ? t('validation.url') : undefined;
      case 'invalid_value':
        return t('validation.choose');
      case 'invalid_type':
        if (input === undefined || input === null || input === '') return t('validation.required');
        if (issue.expected === 'number' || issue.expected === 'int') return t('validation.wholeNumber');
        return undefined;
      default:
        return undefined;
    }
  };
}
