import { afterEach, expect, it } from 'vitest';
import { errorCodesHi, errorMessagesHi } from '@jobportal/shared/i18n/errors-hi';
import { ApiRequestError } from './api-client.ts';
import { apiErrorText } from './api-errors.ts';
import { i18next, setLanguage } from './i18n.ts';

afterEach(async () => {
  await setLanguage('en');
});

const [knownMessage, knownMessageHi] = Object.entries(errorMessagesHi)[0]!;

it('shows the server’s English as it is in English mode', () => {
  expect(apiErrorText('INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password')).toBe('Invalid email or password');
  expect(new ApiRequestError(404, { code: 'NOT_FOUND', message: knownMessage }).message).toBe(knownMessage);
});

it('maps the exact message, then the code, to Hindi in Hindi mode, and keeps unknown English', async () => {
  await setLanguage('hi');
  expect(i18next.language).toBe('hi');
  expect(apiErrorText('SOMETHING', knownMessage)).toBe(knownMessageHi);
  expect(apiErrorText('RATE_LIMITED', 'Too many attempts. Try again in 7 minutes.')).toBe(errorCodesHi.RATE_LIMITED);
  expect(apiErrorText('NEVER_SEEN', 'A brand new message')).toBe('A brand new message');
  const error = new ApiRequestError(429, { code: 'RATE_LIMITED', message: 'Try again in 3 minutes.' });
  expect(error.message).toBe(errorCodesHi.RATE_LIMITED);
  expect(error.code).toBe('RATE_LIMITED');
});
