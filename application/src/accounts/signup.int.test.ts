import { randomUUID } from 'node:crypto';
import { type Actor, emailReservationStream, userStream } from '@akwaaba/domain';
import { hashPassword } from '@akwaaba/infra/accounts/passwords';
import { appSecretsFrom } from '@akwaaba/infra/secrets/app-secret';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useEventStoreDatabase } from '../../../test/database';
import { type AccountDeps, runOnStore } from './account-deps';
import { signUp } from './signup';

/*
 * Signing up with an address that already has an account answers as a new sign-up does, so
 * it must cost what a new sign-up costs: its slow part, the argon2id hash of the password, is
 * done on every path. The hasher is watched here (the API cannot see it).
 */
vi.mock('@akwaaba/infra/accounts/passwords', async (importOriginal) => {
  const passwords = await importOriginal<typeof import('@akwaaba/infra/accounts/passwords')>();
  return { ...passwords, hashPassword: vi.fn(passwords.hashPassword) };
});

const fixture = useEventStoreDatabase();
const PASSWORD = 'Kente-Loom-42';

const depsFor = (): AccountDeps => {
  const actor: Actor = { userId: null, role: 'anonymous' };
  const { store } = fixture;
  return {
    store,
    secrets: appSecretsFrom('test-secret-for-akwaaba-drive-signup-tests'),
    actor,
    run: runOnStore(store, { actor, correlationId: randomUUID(), causationId: null }),
  };
};

const signUpAs = (email: string, firstName: string, password = PASSWORD) =>
  signUp(depsFor(), { email, password, firstName, lastName: 'Mensah' });

const typesOf = async (stream: string) => (await fixture.store.readStream(stream)).map((e) => e.type);

beforeEach(() => {
  vi.mocked(hashPassword).mockClear();
});

describe('signUp', () => {
  it('hashes the password for a new address and for one that already has an account alike', async () => {
    const email = `ama-${randomUUID().slice(0, 8)}@akwaaba.test`;
    expect(await signUpAs(email, 'Ama')).toEqual({ email });
    expect(await signUpAs(email, 'Abena', 'Harmattan-Breeze-7')).toEqual({ email });
    expect(vi.mocked(hashPassword).mock.calls).toEqual([[PASSWORD], ['Harmattan-Breeze-7']]);

    const [reserved] = await fixture.store.readStream(emailReservationStream(email));
    const { userId } = reserved!.data as { userId: string };
    expect(await typesOf(userStream(userId))).toEqual([
      'UserRegistered',
      'UserVerificationCodeIssued',
      'UserSignupAttempted',
    ]);
  });

  it('makes one account of signups racing for one address and answers each alike', async () => {
    const email = `race-${randomUUID().slice(0, 8)}@akwaaba.test`;
    const answers = await Promise.all(
      ['Ama', 'Abena', 'Akosua'].map((name) => signUpAs(email, name, PASSWORD)),
    );
    expect(answers).toEqual([{ email }, { email }, { email }]);
    expect(vi.mocked(hashPassword)).toHaveBeenCalledTimes(3);
    expect(await typesOf(emailReservationStream(email))).toEqual(['EmailReserved']);
    const [reserved] = await fixture.store.readStream(emailReservationStream(email));
    const types = await typesOf(userStream((reserved!.data as { userId: string }).userId));
    expect(types.filter((type) => type === 'UserRegistered')).toHaveLength(1);
    // The owner hears of the others at most once (once an hour), if they came after the account was registered.
    expect(types.filter((type) => type === 'UserSignupAttempted').length).toBeLessThanOrEqual(1);
  });
});
