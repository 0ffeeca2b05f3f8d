import { expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable';

const socketError = (code: string, syscall: string) => Object.assign(new Error(code), { code, syscall });

it('knows a stopped, restarting or full Postgres, and a cut connection', () => {
  // The Unix socket file is gone while Postgres is stopped.
  expect(isDatabaseUnavailable(socketError('ENOENT', 'connect'))).toBe(true);
  expect(isDatabaseUnavailable(socketError('ECONNREFUSED', 'connect'))).toBe(true);
  expect(isDatabaseUnavailable(socketError('EPIPE', 'write'))).toBe(true);
  for (const code of ['57P01', '57P03', '53300', '08006'])
    expect(isDatabaseUnavailable(Object.assign(new Error('pg'), { code })), code).toBe(true);
  expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  expect(isDatabaseUnavailable(new Error('wrapped', { cause: socketError('ECONNRESET', 'read') }))).toBe(
    true,
  );
  expect(isDatabaseUnavailable(new AggregateError([socketError('ECONNREFUSED', 'connect')]))).toBe(true);
});

it('leaves every other error alone', () => {
  // A missing file is not a missing database.
  expect(isDatabaseUnavailable(socketError('ENOENT', 'open'))).toBe(false);
  expect(isDatabaseUnavailable(Object.assign(new Error('no such table'), { code: '42P01' }))).toBe(false);
  expect(isDatabaseUnavailable(Object.assign(new Error('unique'), { code: '23505' }))).toBe(false);
  expect(isDatabaseUnavailable(new Error('Something else'))).toBe(false);
  expect(isDatabaseUnavailable(undefined)).toBe(false);
});
