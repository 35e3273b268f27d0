import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-errors.ts';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a terminated backend (57P01)', withCode('57P01', 'terminating connection due to administrator command')],
    ['a server starting up (57P03)', withCode('57P03', 'the database system is starting up')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    [
      'a database closed to connections',
      withCode('55000', 'database "jobportal" is not currently accepting connections'),
    ],
    ['a connect timeout', new Error('timeout exceeded when trying to connect')],
    ['one wrapped by Drizzle', new Error('Failed query: select 1', { cause: withCode('57P01') })],
    ['all addresses refused', new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')])],
  ])('is true for %s', (_case, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['another 55000', withCode('55000', 'cannot refresh materialized view concurrently')],
    ['a unique violation', withCode('23505', 'duplicate key value violates unique constraint')],
    ['a bug', new TypeError('Cannot read properties of undefined')],
    ['nothing', undefined],
  ])('is false for %s', (_case, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
