import { describe, expect, it } from 'vitest';
import type { Actor } from '../shared/actor';
import { fold } from '../shared/decider';
import { deciderSpec, invalidField } from '../shared/decider.testing';
import { DomainError } from '../shared/errors';
import { type UserCommand, userDecider } from './user.decider';
import type { IdentityDocuments, UserEvent } from './user.events';
import { USER_MESSAGES as M } from './user.messages';
import type { RegisteredUser, UserState } from './user.state';
import {
  admin,
  ama,
  amaNewProfile,
  documentsUpdated,
  kofi,
  passwordHash,
  registered,
  system,
  userId,
  visitor,
} from './user.testing';

/** A stand-in for a keyed hash: 64 characters, as an HMAC-SHA-256 in hex would be. */
const digest = (label: string) => label.padEnd(64, '0');
const newPasswordHash = '$argon2id$v=19$m=19456,t=2,p=1$bmV3c2FsdG5ld3NhbHQ$bmV3aGFzaG5ld2hhc2huZXdoYXNo';

const start = Date.parse('2025-03-01T09:00:00.000Z');
/** The instant `seconds` after the account was created. */
const at = (seconds: number) => new Date(start + seconds * 1000).toISOString();

const codeIssued = (code: string, seconds: number): UserEvent => ({
  type: 'UserVerificationCodeIssued',
  data: { userId, codeHash: digest(code), issuedAt: at(seconds), expiresAt: at(seconds + 600) },
});
const failed = (attempt: number): UserEvent => ({
  type: 'UserVerificationFailed',
  data: { userId, attempt },
});
const verified: UserEvent = { type: 'UserEmailVerified', data: { userId } };
const resetRequested = (token: string, seconds: number): UserEvent => ({
  type: 'UserPasswordResetRequested',
  data: { userId, tokenHash: digest(token), requestedAt: at(seconds), expiresAt: at(seconds + 3600) },
});
const passwordReset = (token: string): UserEvent => ({
  type: 'UserPasswordReset',
  data: { userId, passwordHash: newPasswordHash, tokenHash: digest(token) },
});
/** A stand-in for a sealed code or token: the shape infra/src/accounts/sealed-secrets.ts produces. */
const sealed = (label: string) => `v1.${label.padEnd(46, 'A')}`;
const adminGranted: UserEvent = { type: 'UserAdminRoleGranted', data: { userId, reason: 'Runs listings' } };
const signupAttempted = (seconds: number): UserEvent => ({
  type: 'UserSignupAttempted',
  data: { userId, attemptedAt: at(seconds) },
});
const verificationRequestedWhenVerified = (seconds: number): UserEvent => ({
  type: 'UserVerificationRequestedWhenVerified',
  data: { userId, requestedAt: at(seconds) },
});
const HOUR = 3600;

/** A new account with its first code, then verified. */
const signedUp = [registered, codeIssued('code-1', 0)];
const active = [...signedUp, verified];

type CommandOf<Type extends UserCommand['type']> = Extract<UserCommand, { type: Type }>;

/** What every command about Ama's account carries: who asks (a visitor unless said), `seconds` after it was created. */
const onAccount = <Type extends UserCommand['type']>(
  type: Type,
  seconds: number,
  actor: Actor = visitor,
) => ({
  type,
  userId,
  actor,
  now: at(seconds),
});

/** The commands that carry a code or a link's token, as its hash: the log never sees the plain one. */
const resend = (code: string, seconds: number): CommandOf<'IssueVerificationCode'> => ({
  ...onAccount('IssueVerificationCode', seconds),
  codeHash: digest(code),
});
const verify = (code: string, seconds: number): CommandOf<'VerifyEmail'> => ({
  ...onAccount('VerifyEmail', seconds),
  codeHash: digest(code),
});
const requestReset = (token: string, seconds: number): CommandOf<'RequestPasswordReset'> => ({
  ...onAccount('RequestPasswordReset', seconds),
  tokenHash: digest(token),
});

const { given } = deciderSpec(userDecider);
const stateAfter = (history: UserEvent[]) => fold(userDecider, history) as RegisteredUser;

/** For guards that catch the application's own bugs: a plain Error, never a DomainError. */
function expectBug(history: UserEvent[], command: UserCommand, message: RegExp) {
  let thrown: unknown;
  try {
    userDecider.decide(command, fold(userDecider, history));
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(Error);
  expect(thrown).not.toBeInstanceOf(DomainError);
  expect((thrown as Error).message).toMatch(message);
}

describe('RegisterUser', () => {
  const register = (overrides: Partial<CommandOf<'RegisterUser'>> = {}): UserCommand => ({
    ...onAccount('RegisterUser', 0),
    email: 'ama@example.com',
    firstName: 'Ama',
    lastName: 'Mensah',
    passwordHash,
    codeHash: digest('code-1'),
    ...overrides,
  });

  it('registers a visitor and issues the first code, valid 10 minutes', () => {
    given([]).when(register()).thenAppends(signedUp);
  });

  it('keeps the address normalized and the names trimmed', () => {
    given([])
      .when(register({ email: '  Ama@Example.COM ', firstName: ' Ama ', lastName: 'Mensah  ' }))
      .thenAppends(signedUp);
  });

  it('leaves an account ready for login checks: unverified, a user, with its hash', () => {
    expect(fold(userDecider, signedUp)).toEqual({
      status: 'registered',
      userId,
      email: 'ama@example.com',
      passwordHash,
      emailVerified: false,
      roles: ['user'],
      profile: amaNewProfile,
      identity: {
        driverLicenseNumber: null,
        driverLicenseDocument: null,
        nationalIdNumber: null,
        nationalIdDocument: null,
      },
      driverVerification: { status: 'none', note: null },
      suspension: null,
      closedAt: null,
      verificationCode: {
        codeHash: digest('code-1'),
        issuedAt: at(0),
        expiresAt: at(600),
        failedAttempts: 0,
      },
      passwordReset: null,
      spentResetLinks: {},
      lastAccountNoticeAt: null,
      verifiedPhone: null,
      phoneCode: null,
      phoneCodesSentAt: [],
    } satisfies UserState);
  });

  it('refuses to register the same account twice', () => {
    given(signedUp).when(register()).thenFails({ kind: 'conflict', message: M.accountAlreadyRegistered });
  });

  it('checks the address and names, field by field', () => {
    given([])
      .when(register({ email: 'ama@', firstName: '  ', lastName: 'M'.repeat(101) }))
      .thenFails({
        kind: 'validation',
        message: M.emailInvalid,
        fields: { email: M.emailInvalid, firstName: M.firstNameRequired, lastName: M.lastNameTooLong },
      });
  });

  it('never lets a plain password or code into the log', () => {
    expectBug([], register({ passwordHash: 'Kente-Loom-42' }), /argon2id/);
    expectBug([], register({ passwordHash: '' }), /argon2id/);
    expectBug([], register({ codeHash: '123456' }), /codeHash/);
  });

  it('needs a real instant as now', () => {
    expectBug([], register({ now: 'yesterday' }), /ISO timestamp/);
  });

  it('carries the sealed code for the e-mail worker, and only a sealed one', () => {
    const [first, issued] = signedUp as [
      UserEvent,
      Extract<UserEvent, { type: 'UserVerificationCodeIssued' }>,
    ];
    given([])
      .when(register({ sealedCode: sealed('code-1') }))
      .thenAppends([first, { ...issued, data: { ...issued.data, sealedCode: sealed('code-1') } }]);
    expectBug([], register({ sealedCode: '123456' }), /sealedCode/);
  });
});

describe('NoteSignupAttempt', () => {
  const attempt = (seconds: number): CommandOf<'NoteSignupAttempt'> =>
    onAccount('NoteSignupAttempt', seconds);

  it("notes a sign-up with the account's address, verified or not, for its owner's e-mail", () => {
    given(signedUp)
      .when(attempt(120))
      .thenAppends([signupAttempted(120)]);
    given(active)
      .when(attempt(HOUR))
      .thenAppends([signupAttempted(HOUR)]);
  });

  it('notes none within the hour after the last note, whichever it was, and one again from then', () => {
    const noted = [...active, signupAttempted(100)];
    given(noted)
      .when(attempt(100 + HOUR - 1))
      .thenAppends([]);
    given(noted)
      .when(attempt(100 + HOUR))
      .thenAppends([signupAttempted(100 + HOUR)]);
    given([...active, verificationRequestedWhenVerified(100)])
      .when(attempt(200))
      .thenAppends([]);
    expect(stateAfter(noted).lastAccountNoticeAt).toBe(at(100));
  });

  it('has no owner to tell without an account', () => {
    given([]).when(attempt(0)).thenFails({ kind: 'not_found' });
  });
});

describe('IssueVerificationCode (resend)', () => {
  it('appends nothing less than 60 s after the last code, which still works', () => {
    given(signedUp).when(resend('code-2', 30)).thenAppends([]);
    given(signedUp).when(resend('code-2', 59.5)).thenAppends([]);
  });

  it('issues a new code from 60 s on, valid 10 minutes from then', () => {
    given(signedUp)
      .when(resend('code-2', 60))
      .thenAppends([codeIssued('code-2', 60)]);
  });

  it('counts the minute from the latest code', () => {
    const history = [...signedUp, codeIssued('code-2', 100)];
    given(history).when(resend('code-3', 130)).thenAppends([]);
    given(history)
      .when(resend('code-3', 160))
      .thenAppends([codeIssued('code-3', 160)]);
  });

  it('replaces the old code and gives the new one a fresh count of tries', () => {
    const history = [
      ...signedUp,
      failed(1),
      failed(2),
      failed(3),
      failed(4),
      failed(5),
      codeIssued('code-2', 90),
    ];
    expect(stateAfter(history).verificationCode).toMatchObject({
      codeHash: digest('code-2'),
      failedAttempts: 0,
    });
    given(history)
      .when(verify('code-1', 100))
      .thenAppends([failed(1)]);
    given(history).when(verify('code-2', 100)).thenAppends([verified]);
  });

  it('tells the owner of an address already verified to log in instead, once an hour at most', () => {
    given(active)
      .when(resend('code-2', HOUR))
      .thenAppends([verificationRequestedWhenVerified(HOUR)]);
    const told = [...active, verificationRequestedWhenVerified(HOUR)];
    given(told)
      .when(resend('code-3', 2 * HOUR - 1))
      .thenAppends([]);
    given(told)
      .when(resend('code-3', 2 * HOUR))
      .thenAppends([verificationRequestedWhenVerified(2 * HOUR)]);
    given([...active, signupAttempted(100)])
      .when(resend('code-2', 200))
      .thenAppends([]);
  });

  it('never lets a plain code into the log', () => {
    expectBug(signedUp, { ...resend('code-2', 60), codeHash: '493027' }, /codeHash/);
    expectBug(signedUp, { ...resend('code-2', 60), sealedCode: '493027' }, /sealedCode/);
  });

  it('carries the new code sealed for the e-mail worker', () => {
    const issued = codeIssued('code-2', 60) as Extract<UserEvent, { type: 'UserVerificationCodeIssued' }>;
    given(signedUp)
      .when({ ...resend('code-2', 60), sealedCode: sealed('code-2') })
      .thenAppends([{ ...issued, data: { ...issued.data, sealedCode: sealed('code-2') } }]);
  });
});

describe('VerifyEmail', () => {
  it('verifies the address with the right code, and the code is spent', () => {
    given(signedUp).when(verify('code-1', 120)).thenAppends([verified]);
    expect(stateAfter(active)).toMatchObject({ emailVerified: true, verificationCode: null });
  });

  it('takes the code until 10 minutes after it was issued, not at 10 minutes', () => {
    given(signedUp).when(verify('code-1', 599.999)).thenAppends([verified]);
    given(signedUp)
      .when(verify('code-1', 600))
      .thenFails({ kind: 'conflict', message: M.verificationCodeExpired });
  });

  it('counts a wrong code as a try', () => {
    given(signedUp)
      .when(verify('wrong', 60))
      .thenAppends([failed(1)]);
    given([...signedUp, failed(1)])
      .when(verify('wrong', 70))
      .thenAppends([failed(2)]);
    given([...signedUp, failed(1), failed(2), failed(3), failed(4)])
      .when(verify('wrong', 90))
      .thenAppends([failed(5)]);
  });

  it('still takes the right code on the 5th try', () => {
    given([...signedUp, failed(1), failed(2), failed(3), failed(4)])
      .when(verify('code-1', 90))
      .thenAppends([verified]);
  });

  it('refuses a 6th try after 5 wrong codes, even with the right code, and asks for a new code', () => {
    const fiveWrong = [...signedUp, failed(1), failed(2), failed(3), failed(4), failed(5)];
    given(fiveWrong)
      .when(verify('code-1', 100))
      .thenFails({ kind: 'conflict', message: M.tooManyVerificationTries });
    given(fiveWrong)
      .when(verify('wrong', 100))
      .thenFails({ kind: 'conflict', message: M.tooManyVerificationTries });
    expect(M.tooManyVerificationTries).toContain('ask for a new code');
  });

  it('refuses an address already verified', () => {
    given(active)
      .when(verify('code-1', 130))
      .thenFails({ kind: 'conflict', message: M.emailAlreadyVerified });
  });

  it('refuses when no code was ever issued', () => {
    given([registered])
      .when(verify('code-1', 10))
      .thenFails({ kind: 'conflict', message: M.noVerificationCode });
  });

  it('never compares a plain code', () => {
    expectBug(signedUp, { ...verify('code-1', 10), codeHash: '123456' }, /codeHash/);
  });
});

describe('RequestPasswordReset', () => {
  it('records a link valid for 1 hour', () => {
    given(active)
      .when(requestReset('token-1', 1000))
      .thenAppends([resetRequested('token-1', 1000)]);
  });

  it('sends no second link within a minute of the last one', () => {
    const history = [...active, resetRequested('token-1', 1000)];
    given(history).when(requestReset('token-2', 1059)).thenAppendsNothing();
    given(history)
      .when(requestReset('token-2', 1060))
      .thenAppends([resetRequested('token-2', 1060)]);
  });

  it('works for an account whose address is not verified yet', () => {
    given(signedUp)
      .when(requestReset('token-1', 1000))
      .thenAppends([resetRequested('token-1', 1000)]);
  });

  it('never lets a plain token into the log', () => {
    expectBug(active, { ...requestReset('token-1', 1000), tokenHash: 'dGhpcy1pcy1hLXRva2Vu' }, /tokenHash/);
    expectBug(
      active,
      { ...requestReset('token-1', 1000), sealedToken: 'dGhpcy1pcy1hLXRva2Vu' },
      /sealedToken/,
    );
  });

  it('carries the token sealed for the e-mail worker', () => {
    const requested = resetRequested('token-1', 1000) as Extract<
      UserEvent,
      { type: 'UserPasswordResetRequested' }
    >;
    given(active)
      .when({ ...requestReset('token-1', 1000), sealedToken: sealed('token-1') })
      .thenAppends([{ ...requested, data: { ...requested.data, sealedToken: sealed('token-1') } }]);
  });
});

describe('ResetPassword', () => {
  const reset = (token: string, seconds: number, hash = newPasswordHash): UserCommand => ({
    ...onAccount('ResetPassword', seconds),
    tokenHash: digest(token),
    passwordHash: hash,
  });
  const requested = [...active, resetRequested('token-1', 1000)];

  it('sets the new password with the latest link', () => {
    given(requested)
      .when(reset('token-1', 1500))
      .thenAppends([passwordReset('token-1')]);
    expect(stateAfter([...requested, passwordReset('token-1')])).toMatchObject({
      passwordHash: newPasswordHash,
      passwordReset: null,
    });
  });

  it('also verifies an address that was not verified: the link reached it', () => {
    given([...signedUp, resetRequested('token-1', 1000)])
      .when(reset('token-1', 1500))
      .thenAppends([passwordReset('token-1'), verified]);
  });

  it('takes a link once only', () => {
    given([...requested, passwordReset('token-1')])
      .when(reset('token-1', 1600))
      .thenFails({ kind: 'conflict', message: M.resetLinkUsed });
  });

  it('takes a link until 1 hour after it was sent, not at 1 hour', () => {
    given(requested)
      .when(reset('token-1', 1000 + 3599))
      .thenAppends([passwordReset('token-1')]);
    given(requested)
      .when(reset('token-1', 1000 + 3600))
      .thenFails({ kind: 'conflict', message: M.resetLinkExpired });
  });

  it('refuses a link a newer one replaced, and takes the newer one', () => {
    const twoLinks = [...requested, resetRequested('token-2', 1200)];
    given(twoLinks)
      .when(reset('token-1', 1300))
      .thenFails({ kind: 'conflict', message: M.resetLinkSuperseded });
    given(twoLinks)
      .when(reset('token-2', 1300))
      .thenAppends([passwordReset('token-2')]);
  });

  it('takes a new link after an earlier one was used, but never the used one', () => {
    const again = [...requested, passwordReset('token-1'), resetRequested('token-2', 5000)];
    given(again)
      .when(reset('token-2', 5100))
      .thenAppends([passwordReset('token-2')]);
    given(again).when(reset('token-1', 5100)).thenFails({ kind: 'conflict', message: M.resetLinkUsed });
  });

  it('refuses a link it never sent, or any link when none was asked for', () => {
    const invalid = invalidField('token', M.resetLinkInvalid);
    given(requested).when(reset('forged', 1500)).thenFails(invalid);
    given(active).when(reset('token-1', 1500)).thenFails(invalid);
  });

  it('says nothing about whether the account exists', () => {
    given([]).when(reset('token-1', 1500)).thenFails({ kind: 'validation', message: M.resetLinkInvalid });
  });

  it('never lets a plain password into the log', () => {
    expectBug(requested, reset('token-1', 1500, 'NewPassword9'), /argon2id/);
  });
});

describe('UpdateProfile', () => {
  const update = (changes: Record<string, unknown>, actor: Actor = ama): UserCommand => ({
    ...onAccount('UpdateProfile', 5000, actor),
    changes,
  });
  const profileUpdated = (changes: Record<string, unknown>): UserEvent => ({
    type: 'UserProfileUpdated',
    data: { userId, changes },
  });

  it('records only the fields whose value changed, trimmed', () => {
    given(active)
      .when(update({ firstName: 'Ama', lastName: ' Owusu ', phoneNumber: '024 123 4567', bio: undefined }))
      .thenAppends([profileUpdated({ lastName: 'Owusu', phoneNumber: '+233241234567' })]);
  });

  it('folds the changes into the profile', () => {
    const history = [...active, profileUpdated({ bio: 'Host in Osu', profileImageUrl: '/objects/ama.jpg' })];
    expect(stateAfter(history).profile).toEqual({
      ...amaNewProfile,
      bio: 'Host in Osu',
      profileImageUrl: '/objects/ama.jpg',
    });
  });

  it('records who sees the phone number only when the host changes it', () => {
    given(active)
      .when(update({ phoneSharing: 'signed-in' }))
      .thenAppends([]);
    given(active)
      .when(update({ phoneSharing: 'after-payment' }))
      .thenAppends([profileUpdated({ phoneSharing: 'after-payment' })]);
  });

  it('clears an optional field given blank or null', () => {
    const history = [...active, profileUpdated({ bio: 'Host in Osu', phoneNumber: '0241234567' })];
    given(history)
      .when(update({ bio: '   ', phoneNumber: null }))
      .thenAppends([profileUpdated({ bio: null, phoneNumber: null })]);
  });

  it('appends nothing when nothing changes', () => {
    given(active).when(update({})).thenAppendsNothing();
    given(active)
      .when(update({ firstName: 'Ama', lastName: 'Mensah', bio: '', phoneNumber: null }))
      .thenAppendsNothing();
  });

  it('is for the account holder only', () => {
    for (const actor of [kofi, admin, system]) {
      given(active)
        .when(update({ bio: 'Hacked' }, actor))
        .thenFails({ kind: 'forbidden', message: M.onlyOwner });
    }
    given(active)
      .when(update({ bio: 'Hi' }, visitor))
      .thenFails({ kind: 'unauthenticated' });
  });

  it('checks the values, field by field', () => {
    given(active)
      .when(
        update({
          firstName: '',
          phoneNumber: 'call me',
          bio: 'x'.repeat(1001),
          profileImageUrl: 'javascript:alert(1)',
        }),
      )
      .thenFails({
        kind: 'validation',
        message: M.firstNameRequired,
        fields: {
          firstName: M.firstNameRequired,
          phoneNumber: M.phoneNumberInvalid,
          bio: M.bioInvalid,
          profileImageUrl: M.profileImageInvalid,
        },
      });
  });
});

describe('UpdateIdentityDocuments', () => {
  const update = (documents: Partial<IdentityDocuments>, actor: Actor = ama): UserCommand => ({
    ...onAccount('UpdateIdentityDocuments', 5000, actor),
    documents,
  });
  const none: IdentityDocuments = {
    driverLicenseNumber: null,
    driverLicenseDocument: null,
    nationalIdNumber: null,
    nationalIdDocument: null,
  };
  const licence = {
    driverLicenseNumber: 'DL-1234567',
    driverLicenseDocument: '/objects/private/licence.jpg',
  };
  const withLicence = [...active, documentsUpdated({ ...none, ...licence })];

  it('records the full new set of details', () => {
    given(active)
      .when(update(licence))
      .thenAppends([documentsUpdated({ ...none, ...licence })]);
    given(withLicence)
      .when(update({ nationalIdNumber: 'GHA-123456789-0' }))
      .thenAppends([documentsUpdated({ ...none, ...licence, nationalIdNumber: 'GHA-123456789-0' })]);
  });

  it('clears a detail given blank or null, and appends nothing when nothing changes', () => {
    given(withLicence)
      .when(update({ driverLicenseDocument: '' }))
      .thenAppends([documentsUpdated({ ...none, driverLicenseNumber: 'DL-1234567' })]);
    given(withLicence).when(update(licence)).thenAppendsNothing();
    given(active)
      .when(update({ nationalIdNumber: null }))
      .thenAppendsNothing();
  });

  it('is for the account holder only', () => {
    for (const actor of [kofi, admin]) {
      given(active).when(update(licence, actor)).thenFails({ kind: 'forbidden', message: M.onlyOwner });
    }
    given(active).when(update(licence, visitor)).thenFails({ kind: 'unauthenticated' });
  });

  it('checks the numbers and the document references', () => {
    given(active)
      .when(update({ driverLicenseNumber: 'DL<script>', nationalIdDocument: 'data:text/html,hi' }))
      .thenFails({
        kind: 'validation',
        fields: { driverLicenseNumber: M.driverLicenseNumberInvalid, nationalIdDocument: M.documentInvalid },
      });
  });
});

describe('GrantAdminRole and RevokeAdminRole', () => {
  const grant = (actor: Actor = admin, reason = '  Runs listings '): UserCommand => ({
    ...onAccount('GrantAdminRole', 9000, actor),
    reason,
  });
  const revoke = (actor: Actor = admin, reason = 'Left the team'): UserCommand => ({
    ...onAccount('RevokeAdminRole', 9000, actor),
    reason,
  });
  const revoked: UserEvent = { type: 'UserAdminRoleRevoked', data: { userId, reason: 'Left the team' } };

  it('lets an admin grant the role, recording the trimmed reason', () => {
    given(active).when(grant()).thenAppends([adminGranted]);
    expect(stateAfter([...active, adminGranted]).roles).toEqual(['user', 'admin']);
  });

  it('lets the product grant it (the admin bootstrapped from configuration)', () => {
    given(active).when(grant(system)).thenAppends([adminGranted]);
  });

  it('appends nothing when the account is an admin already', () => {
    given([...active, adminGranted])
      .when(grant())
      .thenAppendsNothing();
  });

  it('lets an admin or the product revoke the role, with a reason', () => {
    given([...active, adminGranted])
      .when(revoke())
      .thenAppends([revoked]);
    given([...active, adminGranted])
      .when(revoke(system))
      .thenAppends([revoked]);
    expect(stateAfter([...active, adminGranted, revoked]).roles).toEqual(['user']);
  });

  it('appends nothing when revoking from an account that is not an admin', () => {
    given(active).when(revoke()).thenAppendsNothing();
  });

  it('refuses anyone who is not an admin, the account holder included', () => {
    for (const actor of [ama, kofi]) {
      given(active).when(grant(actor)).thenFails({ kind: 'forbidden', message: M.onlyAdmin });
      given([...active, adminGranted])
        .when(revoke(actor))
        .thenFails({ kind: 'forbidden', message: M.onlyAdmin });
    }
    given(active).when(grant(visitor)).thenFails({ kind: 'unauthenticated' });
    given([...active, adminGranted])
      .when(revoke(visitor))
      .thenFails({ kind: 'unauthenticated' });
  });

  it('requires a reason for the audit trail, at most 500 characters', () => {
    given(active).when(grant(admin, '   ')).thenFails(invalidField('reason', M.roleChangeReasonRequired));
    given([...active, adminGranted])
      .when(revoke(admin, 'x'.repeat(501)))
      .thenFails({ kind: 'validation', message: M.roleChangeReasonTooLong });
  });
});

describe('an account that does not exist', () => {
  it.each<UserCommand>([
    resend('code-2', 0),
    verify('code-1', 10),
    // The application answers a reset request the same whether the account exists or not.
    requestReset('token-1', 1000),
    { ...onAccount('UpdateProfile', 5000, ama), changes: { bio: 'Hi' } },
    { ...onAccount('GrantAdminRole', 9000, admin), reason: '  Runs listings ' },
    { ...onAccount('RevokeAdminRole', 9000, admin), reason: 'Left the team' },
  ])('fails $type', (command) => {
    given([]).when(command).thenFails({ kind: 'not_found', message: M.accountNotFound });
  });
});

describe('evolve', () => {
  it('ignores account events before the account exists', () => {
    expect(fold(userDecider, [verified, adminGranted])).toEqual({ status: 'none' });
  });
});
