import {
  call,
  post,
  relaxPerIpLimits,
  signedInAccount,
  signUp,
} from '@akwaaba/api/routes/accounts/auth-test-support';
import { runOnStore } from '@akwaaba/application/accounts/account-deps';
import { AdminUsageError, runAdminCommand } from '@akwaaba/application/accounts/admin-command';
import {
  bootstrapConfiguredAdmins,
  CONFIGURED_ADMIN_REASON,
} from '@akwaaba/application/accounts/admin-roles';
import { userStream } from '@akwaaba/domain';
import { describe, expect, it } from 'vitest';
import { startAppWithUsers } from './users';

const { t } = await startAppWithUsers({}, { workers: true, beforeListen: relaxPerIpLimits });

const rolesOf = async (cookie: string) =>
  ((await call<{ roles: string[] }>(t, 'GET', '/api/auth/user', { cookie })).body as { roles: string[] })
    .roles;

const admin = (...args: string[]) => runAdminCommand(args, { store: t.store, pool: t.db.pool });

describe('ADMIN_EMAILS', () => {
  it('makes a listed address an admin when it is verified, by an audited command', async () => {
    const { email, password, code } = await signUp(t);
    t.app.deps.config.adminEmails.push(email);
    expect((await post(t, '/api/auth/verify-email', { email, code })).status).toBe(200);
    const login = await post(t, '/api/auth/login', { email, password });
    expect(login.body).toMatchObject({ roles: ['user', 'admin'], isAdmin: true });
    const events = await t.store.readStream(userStream((login.body as { id: string }).id));
    const granted = events.find((e) => e.type === 'UserAdminRoleGranted')!;
    expect(granted.data).toMatchObject({ reason: CONFIGURED_ADMIN_REASON });
    expect(granted.metadata).toMatchObject({
      correlationId: expect.any(String),
      timestamp: expect.any(String),
    });
  });

  it('makes listed, already verified accounts admins at start-up, once', async () => {
    const account = await signedInAccount(t);
    const deps = {
      store: t.store,
      run: runOnStore(t.store, {
        actor: { userId: null, role: 'system' },
        correlationId: 'boot',
        causationId: null,
      }),
      adminEmails: [account.email, 'nobody@akwaaba.test'],
    };
    expect(await bootstrapConfiguredAdmins(deps)).toEqual([account.email]);
    expect(await bootstrapConfiguredAdmins(deps)).toEqual([]);
    await t.settled();
    expect(await rolesOf(account.cookie)).toEqual(['user', 'admin']);
  });

  it('does not make an unverified holder of a listed address an admin', async () => {
    const { email } = await signUp(t);
    const run = runOnStore(t.store, {
      actor: { userId: null, role: 'system' },
      correlationId: 'b',
      causationId: null,
    });
    expect(await bootstrapConfiguredAdmins({ store: t.store, run, adminEmails: [email] })).toEqual([]);
  });
});

describe('npm run admin', () => {
  it('grants and revokes with a reason, and lists the admins; the session role follows', async () => {
    const account = await signedInAccount(t);
    expect(await admin('grant', account.email.toUpperCase(), '--reason', 'Runs listings')).toEqual([
      `${account.email} is now an admin.`,
    ]);
    expect(await admin('grant', account.email)).toEqual([`${account.email} was already an admin.`]);
    await t.settled();
    expect(await rolesOf(account.cookie)).toEqual(['user', 'admin']);
    expect(await admin('list')).toContain(`${account.email} (Ama Mensah)`);

    expect(await admin('revoke', account.email)).toEqual([`${account.email} is no longer an admin.`]);
    await t.settled();
    expect(await rolesOf(account.cookie)).toEqual(['user']);
    const events = await t.store.readStream(userStream(account.userId));
    expect(events.filter((e) => e.type.startsWith('UserAdminRole')).map((e) => [e.type, e.data])).toEqual([
      ['UserAdminRoleGranted', { userId: account.userId, reason: 'Runs listings' }],
      ['UserAdminRoleRevoked', { userId: account.userId, reason: 'Revoked with npm run admin' }],
    ]);
    expect(events.at(-1)!.metadata).toMatchObject({ actorRole: 'system', actorId: null });
  });

  it.each([
    [[]],
    [['grant']],
    [['promote', 'a@b.c']],
    [['grant', 'a@b.c', '--why', 'x']],
    [['grant', 'a@b.c', '--reason', ' ']],
  ])('explains its usage for %j', async (args) => {
    await expect(admin(...args)).rejects.toBeInstanceOf(AdminUsageError);
  });

  it('says so for an address with no account', async () => {
    await expect(admin('grant', 'nobody@akwaaba.test')).rejects.toThrow(
      'No account uses nobody@akwaaba.test',
    );
  });
});
