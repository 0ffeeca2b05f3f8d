import { describe, expect, it } from 'vitest';
import type { Actor } from '../shared/actor';
import { fold } from '../shared/decider';
import { deciderSpec, invalidField } from '../shared/decider.testing';
import { type UserCommand, userDecider } from './user.decider';
import type { UserEvent } from './user.events';
import { USER_MESSAGES as M } from './user.messages';
import type { RegisteredUser } from './user.state';
import { admin, ama, kofi, registered, system, userId, visitor } from './user.testing';

const now = '2025-03-02T10:00:00.000Z';
const verified: UserEvent = { type: 'UserEmailVerified', data: { userId } };
const active = [registered, verified];
const suspended: UserEvent = {
  type: 'UserAccountSuspended',
  data: { userId, reason: 'Fake listings', suspendedAt: now },
};
const reinstated: UserEvent = { type: 'UserAccountReinstated', data: { userId } };

const suspend = (actor: Actor = admin, reason = '  Fake listings '): UserCommand => ({
  type: 'SuspendAccount',
  userId,
  actor,
  now,
  reason,
});
const reinstate = (actor: Actor = admin): UserCommand => ({ type: 'ReinstateAccount', userId, actor, now });

const { given } = deciderSpec(userDecider);
const stateAfter = (history: UserEvent[]) => fold(userDecider, history) as RegisteredUser;

describe('SuspendAccount', () => {
  it('lets an admin suspend an account, recording the trimmed reason and when', () => {
    given(active).when(suspend()).thenAppends([suspended]);
    expect(stateAfter([...active, suspended]).suspension).toEqual({ reason: 'Fake listings', since: now });
  });

  it('lets the product suspend one too', () => {
    given(active).when(suspend(system)).thenAppends([suspended]);
  });

  it('refuses a suspended account: the first suspension stands', () => {
    given([...active, suspended])
      .when(suspend())
      .thenFails({ kind: 'conflict', message: M.accountAlreadySuspended });
  });

  it('requires a reason, at most 1000 characters', () => {
    given(active).when(suspend(admin, '   ')).thenFails(invalidField('reason', M.suspensionReasonRequired));
    given(active)
      .when(suspend(admin, 'x'.repeat(1001)))
      .thenFails({ kind: 'validation', message: M.suspensionReasonTooLong });
  });

  it("refuses an admin's own account: nobody would be left to reinstate it", () => {
    const self: Actor = { userId, role: 'admin' };
    given(active).when(suspend(self)).thenFails({ kind: 'forbidden', message: M.cannotSuspendOwnAccount });
  });

  it('refuses anyone who is not an admin, and an unknown account', () => {
    for (const actor of [ama, kofi])
      given(active).when(suspend(actor)).thenFails({ kind: 'forbidden', message: M.onlyAdmin });
    given(active).when(suspend(visitor)).thenFails({ kind: 'unauthenticated' });
    given([]).when(suspend()).thenFails({ kind: 'not_found', message: M.accountNotFound });
  });
});

describe('ReinstateAccount', () => {
  it('lets an admin lift a suspension', () => {
    given([...active, suspended])
      .when(reinstate())
      .thenAppends([reinstated]);
    expect(stateAfter([...active, suspended, reinstated]).suspension).toBeNull();
  });

  it('refuses an account in good standing', () => {
    given(active).when(reinstate()).thenFails({ kind: 'conflict', message: M.accountNotSuspended });
    given([...active, suspended, reinstated])
      .when(reinstate())
      .thenFails({ kind: 'conflict', message: M.accountNotSuspended });
  });

  it('refuses anyone who is not an admin, and an unknown account', () => {
    given([...active, suspended])
      .when(reinstate(kofi))
      .thenFails({ kind: 'forbidden', message: M.onlyAdmin });
    given([...active, suspended])
      .when(reinstate(visitor))
      .thenFails({ kind: 'unauthenticated' });
    given([]).when(reinstate()).thenFails({ kind: 'not_found', message: M.accountNotFound });
  });

  it('allows a new suspension after reinstating', () => {
    given([...active, suspended, reinstated])
      .when(suspend())
      .thenAppends([suspended]);
  });
});
