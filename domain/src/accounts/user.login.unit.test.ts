import { describe, expect, it } from 'vitest';
import { fold } from '../shared/decider';
import { DomainError } from '../shared/errors';
import { userDecider } from './user.decider';
import type { UserEvent } from './user.events';
import { authorizeLogin } from './user.login';
import { USER_MESSAGES as M } from './user.messages';

const userId = 'user-ama';
const registered: UserEvent = {
  type: 'UserRegistered',
  data: {
    userId,
    email: 'ama@example.com',
    firstName: 'Ama',
    lastName: 'Mensah',
    passwordHash: '$argon2id$x',
  },
};
const verified: UserEvent = { type: 'UserEmailVerified', data: { userId } };
const granted: UserEvent = { type: 'UserAdminRoleGranted', data: { userId, reason: 'Runs listings' } };
const stateOf = (events: UserEvent[]) => fold(userDecider, events);

function failure(run: () => unknown) {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    const { kind, message } = error as DomainError;
    return { kind, message };
  }
  return expect.fail('expected the login to be refused');
}

describe('authorizeLogin', () => {
  it('gives the same answer for an unknown address and a wrong password', () => {
    const expected = { kind: 'unauthenticated', message: M.invalidCredentials };
    expect(failure(() => authorizeLogin(stateOf([]), false))).toEqual(expected);
    expect(failure(() => authorizeLogin(stateOf([]), true))).toEqual(expected);
    expect(failure(() => authorizeLogin(stateOf([registered, verified]), false))).toEqual(expected);
    expect(failure(() => authorizeLogin(stateOf([registered]), false))).toEqual(expected);
  });

  it('asks to verify the address only once the password is right', () => {
    const refused = failure(() => authorizeLogin(stateOf([registered]), true));
    expect(refused).toEqual({ kind: 'forbidden', message: M.emailNotVerified });
    expect(refused.message).toContain('verify your email');
  });

  it('signs a verified account in as a user, or as an admin once granted', () => {
    expect(authorizeLogin(stateOf([registered, verified]), true)).toEqual({ userId, role: 'user' });
    expect(authorizeLogin(stateOf([registered, verified, granted]), true)).toEqual({ userId, role: 'admin' });
  });

  it('refuses a suspended account with a clear message, only once the password is right', () => {
    const suspended: UserEvent = {
      type: 'UserAccountSuspended',
      data: { userId, reason: 'Fake listings', suspendedAt: '2025-03-02T10:00:00.000Z' },
    };
    const reinstated: UserEvent = { type: 'UserAccountReinstated', data: { userId } };
    const state = stateOf([registered, verified, suspended]);
    expect(failure(() => authorizeLogin(state, true))).toEqual({
      kind: 'forbidden',
      message: M.accountSuspended,
    });
    expect(failure(() => authorizeLogin(state, false))).toEqual({
      kind: 'unauthenticated',
      message: M.invalidCredentials,
    });
    expect(authorizeLogin(stateOf([registered, verified, suspended, reinstated]), true)).toEqual({
      userId,
      role: 'user',
    });
  });
});
