import { describe, expect, it } from 'vitest';
import { ADMIN_USAGE, AdminUsageError, parseAdminArgs } from './admin-command';

describe('npm run admin arguments', () => {
  it.each([
    [
      ['grant', 'Ama@Example.com'],
      { command: 'grant', email: 'ama@example.com', reason: 'Granted with npm run admin' },
    ],
    [
      ['revoke', 'ama@example.com'],
      { command: 'revoke', email: 'ama@example.com', reason: 'Revoked with npm run admin' },
    ],
    [
      ['grant', 'ama@example.com', '--reason', ' Runs listings '],
      { command: 'grant', email: 'ama@example.com', reason: 'Runs listings' },
    ],
    // As any node:util parseArgs command line: --name=value, and options before the positionals.
    [
      ['grant', 'ama@example.com', '--reason=Runs listings'],
      { command: 'grant', email: 'ama@example.com', reason: 'Runs listings' },
    ],
    [
      ['--reason', 'Left', 'revoke', 'ama@example.com'],
      { command: 'revoke', email: 'ama@example.com', reason: 'Left' },
    ],
    [['list'], { command: 'list' }],
    [['help'], { command: 'help' }],
    [['--help'], { command: 'help' }],
    [['-h'], { command: 'help' }],
  ])('reads %j', (args, request) => {
    expect(parseAdminArgs(args)).toEqual(request);
  });

  it.each([
    [[]],
    [['grant']],
    [['promote', 'a@b.c']],
    [['grant', 'a@b.c', 'extra']],
    [['grant', '-x']],
    [['grant', 'a@b.c', '--why', 'x']],
    [['list', 'everyone']],
  ])('answers the usage for %j', (args) => {
    expect(() => parseAdminArgs(args)).toThrow(new AdminUsageError(ADMIN_USAGE));
  });

  it.each([
    [['grant', 'a@b.c', '--reason', ' ']],
    [['grant', 'a@b.c', '--reason']],
    [['grant', 'a@b.c', '--reason=']],
  ])('asks %j for a reason', (args) => {
    expect(() => parseAdminArgs(args)).toThrow('--reason needs a text, e.g. --reason "Runs listings"');
  });
});
