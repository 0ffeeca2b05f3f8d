import { describe, expect, it } from 'vitest';
import { startAppWithUsers } from '../../../../test/users';
import { call, eventCount, relaxPerIpLimits } from './auth-test-support';

const { t, user } = await startAppWithUsers({ user: {} }, { beforeListen: relaxPerIpLimits });

const ENDPOINTS = [
  ['POST', '/api/auth/signup'],
  ['POST', '/api/auth/login'],
  ['POST', '/api/auth/verify-email'],
  ['POST', '/api/auth/resend-verification'],
  ['POST', '/api/auth/forgot-password'],
  ['POST', '/api/auth/reset-password'],
  ['PATCH', '/api/profile'],
  ['PATCH', '/api/profile/verification'],
] as const;

const TOO_LONG = 'x'.repeat(5000);

/** Bodies no endpoint accepts: not JSON, not an object, wrong types, absurd sizes. */
const BAD_BODIES: [string, { rawBody: string }][] = [
  ['broken JSON', { rawBody: '{"email": ' }],
  ['a JSON array', { rawBody: '[]' }],
  ['JSON null', { rawBody: 'null' }],
  ['a number', { rawBody: '42' }],
  [
    'fields of the wrong type',
    {
      rawBody: JSON.stringify({
        email: 5,
        password: true,
        code: 123456,
        token: [],
        firstName: {},
        lastName: 7,
        phoneNumber: 5,
        bio: false,
        profileImageUrl: 3,
        driverLicenseNumber: 9,
        driverLicenseDocument: 1,
        nationalIdNumber: [],
        nationalIdDocument: {},
      }),
    },
  ],
  [
    'strings far too long',
    {
      rawBody: JSON.stringify({
        email: `${TOO_LONG}@a.com`,
        password: TOO_LONG,
        code: TOO_LONG,
        token: TOO_LONG,
        firstName: TOO_LONG,
        lastName: TOO_LONG,
        phoneNumber: TOO_LONG,
        bio: TOO_LONG,
        profileImageUrl: TOO_LONG,
        driverLicenseNumber: TOO_LONG,
        driverLicenseDocument: TOO_LONG,
        nationalIdNumber: TOO_LONG,
        nationalIdDocument: TOO_LONG,
      }),
    },
  ],
];

describe.each(ENDPOINTS)('%s %s', (method, path) => {
  it.each(BAD_BODIES)('refuses %s with 400 and a message, appending nothing', async (_name, { rawBody }) => {
    const before = await eventCount(t);
    const answer = await call<{ message: string; fields?: Record<string, string> }>(t, method, path, {
      rawBody,
      cookie: user.cookie,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.message).toEqual(expect.any(String));
    expect(answer.body.message.length).toBeGreaterThan(5);
    expect(await eventCount(t)).toBe(before);
  });
});

describe('messages from the spec, verbatim', () => {
  it.each([
    [
      '/api/auth/signup',
      { email: 'ama@', password: 'Kente-Loom-42', firstName: 'A', lastName: 'B' },
      'email',
      'Please enter a valid email address',
    ],
    [
      '/api/auth/signup',
      { email: 'ama@example.com', password: 'short', firstName: 'A', lastName: 'B' },
      'password',
      'Password must be at least 8 characters',
    ],
    [
      '/api/auth/signup',
      { email: 'ama@example.com', password: 'alllowercase1', firstName: 'A', lastName: 'B' },
      'password',
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ],
    [
      '/api/auth/signup',
      { email: 'ama@example.com', password: 'Kente-Loom-42', lastName: 'B' },
      'firstName',
      'First name is required',
    ],
    ['/api/auth/login', { email: 'ama@example.com', password: '' }, 'password', 'Password is required'],
    [
      '/api/auth/verify-email',
      { email: 'ama@example.com', code: '12345' },
      'code',
      'Verification code must be 6 digits',
    ],
    ['/api/auth/reset-password', { password: 'Kente-Loom-42' }, 'token', 'Reset token is required'],
  ])('%s: %j → %s', async (path, body, field, message) => {
    const answer = await call<{ message: string; fields: Record<string, string> }>(t, 'POST', path, { body });
    expect(answer.status).toBe(400);
    expect(answer.body.fields[field]).toBe(message);
  });
});

describe('profile endpoints when signed out', () => {
  it.each([['/api/profile'], ['/api/profile/verification']])('PATCH %s answers 401', async (path) => {
    const answer = await call(t, 'PATCH', path, { body: { firstName: 'Ama' } });
    expect(answer).toMatchObject({ status: 401, body: { message: 'You need to log in first.' } });
  });
});
