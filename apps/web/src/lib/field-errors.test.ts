import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client.ts';
import { apiFieldErrors, fieldErrorsOf } from './field-errors.ts';

describe('fieldErrorsOf', () => {
  it('keys messages by field, keeping nested fields and folding list items into their list', () => {
    expect(
      fieldErrorsOf(
        [
          { path: 'name', message: 'Too short' },
          { path: 'name', message: 'Second message' },
          { path: 'targetExams.2', message: 'Choose exams from the list.' },
          { path: 'visibility.bio', message: 'Bad bio visibility' },
          { path: ['visibility', 'state'], message: 'Bad state visibility' },
          { path: '', message: 'Unrecognized key' },
        ],
        ['visibility'],
      ),
    ).toEqual({
      name: 'Too short',
      targetExams: 'Choose exams from the list.',
      'visibility.bio': 'Bad bio visibility',
      'visibility.state': 'Bad state visibility',
    });
  });
});

describe('apiFieldErrors', () => {
  it('reads the issues of a failed API call, and nothing from other errors', () => {
    const error = new ApiRequestError(400, {
      message: 'Some fields are not valid.',
      issues: [{ path: 'year', message: 'The year cannot be in the future.' }],
    });
    expect(apiFieldErrors(error)).toEqual({ year: 'The year cannot be in the future.' });
    expect(apiFieldErrors(new Error('offline'))).toEqual({});
  });
});
