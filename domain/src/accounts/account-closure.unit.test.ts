import { describe, expect, it } from 'vitest';
import type { Actor } from '../shared/actor';
import { fold } from '../shared/decider';
import { deciderSpec, invalidField } from '../shared/decider.testing';
import type { OpenCommitments } from './account-closure';
import { type UserCommand, userDecider } from './user.decider';
import type { UserEvent } from './user.events';
import { authorizeLogin } from './user.login';
import { accountOwedMoneyMessage, USER_MESSAGES as M } from './user.messages';
import { admin, ama, kofi, passwordHash, registered, userId, visitor } from './user.testing';

const now = '2026-11-28T10:00:00.000Z';
const verified: UserEvent = { type: 'UserEmailVerified', data: { userId } };
const active = [registered, verified];
const closed: UserEvent = { type: 'UserAccountClosed', data: { userId, closedAt: now } };
const nothingOpen: OpenCommitments = { openBookings: 0, moneyOwed: 0 };

const close = (
  options: { actor?: Actor; passwordMatches?: boolean; commitments?: OpenCommitments } = {},
): UserCommand => ({
  type: 'CloseAccount',
  userId,
  actor: options.actor ?? ama,
  now,
  passwordMatches: options.passwordMatches ?? true,
  commitments: options.commitments ?? nothingOpen,
});

const { given } = deciderSpec(userDecider);

describe('CloseAccount', () => {
  it('closes the account of its holder, with the password, when nothing is open', () => {
    given(active).when(close()).thenAppends([closed]);
  });

  it('refuses a wrong password, naming the field', () => {
    given(active)
      .when(close({ passwordMatches: false }))
      .thenFails(invalidField('password', M.passwordIncorrect));
  });

  it('refuses while a booking as renter or host is upcoming or under way', () => {
    given(active)
      .when(close({ commitments: { openBookings: 1, moneyOwed: 0 } }))
      .thenFails({ kind: 'conflict', message: M.accountHasOpenBookings });
  });

  it('refuses while earnings are still owed to the host, saying how much', () => {
    given(active)
      .when(close({ commitments: { openBookings: 0, moneyOwed: 45_000 } }))
      .thenFails({ kind: 'conflict', message: accountOwedMoneyMessage('₵450') });
  });

  it("refuses an admin's account: the role goes first", () => {
    const grant: UserEvent = { type: 'UserAdminRoleGranted', data: { userId, reason: 'Runs the desk' } };
    given([...active, grant])
      .when(close({ actor: { userId, role: 'admin' } }))
      .thenFails({ kind: 'conflict', message: M.adminAccountCannotBeClosed });
  });

  it('lets nobody else close it, not even an admin', () => {
    given(active)
      .when(close({ actor: kofi }))
      .thenFails({ kind: 'forbidden', message: M.onlyOwner });
    given(active)
      .when(close({ actor: admin }))
      .thenFails({ kind: 'forbidden', message: M.onlyOwner });
    given(active)
      .when(close({ actor: visitor }))
      .thenFails({ kind: 'unauthenticated' });
  });

  it('finds no account once it is closed: every later command fails as for no account', () => {
    given([...active, closed])
      .when(close())
      .thenFails({ kind: 'not_found', message: M.accountNotFound });
    given([...active, closed])
      .when({ type: 'UpdateProfile', userId, actor: ama, now, changes: { bio: 'back' } })
      .thenFails({ kind: 'not_found', message: M.accountNotFound });
    given([...active, closed])
      .when({ type: 'SuspendAccount', userId, actor: admin, now, reason: 'Spam' })
      .thenFails({ kind: 'not_found', message: M.accountNotFound });
  });

  it('refuses a reset link sent before the account closed', () => {
    const tokenHash = 'a'.repeat(64);
    const requested: UserEvent = {
      type: 'UserPasswordResetRequested',
      data: { userId, tokenHash, requestedAt: now, expiresAt: '2026-11-28T11:00:00.000Z' },
    };
    given([...active, requested, closed])
      .when({ type: 'ResetPassword', userId, actor: visitor, now, tokenHash, passwordHash })
      .thenFails(invalidField('token', M.resetLinkInvalid));
  });

  it('answers a login to a closed account as to no account, even with the right password', () => {
    const state = fold(userDecider, [...active, closed]);
    expect(() => authorizeLogin(state, true)).toThrow(M.invalidCredentials);
  });
});
