import { QueryFailedError } from 'typeorm';
import { isDatabaseUnavailable } from './database-unavailable';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('recognises a refused or dropped connection and a server shutting down', () => {
    expect(isDatabaseUnavailable(withCode('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(
      isDatabaseUnavailable(new QueryFailedError('SELECT 1', [], withCode('57P01', 'terminating connection due to administrator command'))),
    ).toBe(true);
    expect(isDatabaseUnavailable(withCode('08006'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new AggregateError([withCode('ECONNREFUSED')]), {}))).toBe(true);
  });

  it('leaves query mistakes and other failures alone', () => {
    expect(isDatabaseUnavailable(new QueryFailedError('INSERT', [], withCode('23505')))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
