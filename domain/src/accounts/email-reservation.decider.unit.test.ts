import { describe, expect, it } from 'vitest';
import type { Actor } from '../shared/actor';
import { fold } from '../shared/decider';
import { deciderSpec, invalidField } from '../shared/decider.testing';
import { type EmailReservationCommand, emailReservationDecider } from './email-reservation.decider';
import { type EmailReservationEvent, emailReservationStream } from './email-reservation.events';
import { USER_MESSAGES as M } from './user.messages';

const visitor: Actor = { userId: null, role: 'anonymous' };
const ama: Actor = { userId: 'user-ama', role: 'user' };
const kofi: Actor = { userId: 'user-kofi', role: 'user' };
const admin: Actor = { userId: 'admin-1', role: 'admin' };
const system: Actor = { userId: null, role: 'system' };

const email = 'ama@example.com';
const reserve = (userId: string, address = email): EmailReservationCommand => ({
  type: 'ReserveEmail',
  email: address,
  userId,
  actor: visitor,
});
const release = (userId: string, actor: Actor): EmailReservationCommand => ({
  type: 'ReleaseEmail',
  email,
  userId,
  actor,
});
const reservedByAma: EmailReservationEvent = { type: 'EmailReserved', data: { email, userId: 'user-ama' } };
const releasedByAma: EmailReservationEvent = { type: 'EmailReleased', data: { email, userId: 'user-ama' } };

const { given } = deciderSpec(emailReservationDecider);

describe('emailReservationStream', () => {
  it('names one stream for every spelling of an address', () => {
    expect(emailReservationStream('  Ama@Example.COM ')).toBe('email-ama@example.com');
    expect(emailReservationStream('ama@example.com')).toBe(emailReservationStream('AMA@EXAMPLE.COM'));
  });
});

describe('ReserveEmail', () => {
  it('reserves a free address for the account, normalized', () => {
    given([]).when(reserve('user-ama', ' Ama@Example.com ')).thenAppends([reservedByAma]);
    expect(fold(emailReservationDecider, [reservedByAma])).toEqual({
      status: 'reserved',
      email,
      userId: 'user-ama',
    });
  });

  it('refuses an address another account holds', () => {
    given([reservedByAma]).when(reserve('user-kofi')).thenFails({ kind: 'conflict', message: M.emailTaken });
  });

  it('appends nothing when the same account reserves again (a retried signup)', () => {
    given([reservedByAma]).when(reserve('user-ama')).thenAppendsNothing();
  });

  it('frees the address again once released', () => {
    given([reservedByAma, releasedByAma])
      .when(reserve('user-kofi'))
      .thenAppends([{ type: 'EmailReserved', data: { email, userId: 'user-kofi' } }]);
  });

  it.each([
    ['', M.emailInvalid],
    ['not-an-address', M.emailInvalid],
    ['ama@', M.emailInvalid],
    [`${'a'.repeat(250)}@example.com`, M.emailTooLong],
  ])('refuses %j as an address', (address, message) => {
    given([]).when(reserve('user-ama', address)).thenFails(invalidField('email', message));
  });
});

describe('ReleaseEmail', () => {
  it('lets the account holder, an admin or the product release it', () => {
    for (const actor of [ama, admin, system]) {
      given([reservedByAma]).when(release('user-ama', actor)).thenAppends([releasedByAma]);
    }
    expect(fold(emailReservationDecider, [reservedByAma, releasedByAma])).toEqual({ status: 'free' });
  });

  it('forbids anyone else, a visitor included', () => {
    given([reservedByAma])
      .when(release('user-ama', kofi))
      .thenFails({ kind: 'forbidden', message: M.onlyOwner });
    given([reservedByAma]).when(release('user-ama', visitor)).thenFails({ kind: 'forbidden' });
  });

  it('never releases an address another account holds', () => {
    given([reservedByAma])
      .when(release('user-kofi', system))
      .thenFails({ kind: 'conflict', message: M.emailHeldByAnotherAccount });
  });

  it('appends nothing for a free address', () => {
    given([]).when(release('user-ama', ama)).thenAppendsNothing();
    given([reservedByAma, releasedByAma]).when(release('user-ama', ama)).thenAppendsNothing();
  });
});
