import { createHash } from 'node:crypto';
import { runOnStore } from '@akwaaba/application/accounts/account-deps';
import { findAccount } from '@akwaaba/application/accounts/find-account';
import { recordApprovedDriver, registerAccount } from '@akwaaba/application/accounts/verified-account';
import { type Actor, type IdentityDocuments, systemActor, userDecider, userStream } from '@akwaaba/domain';
import { hashPassword } from '@akwaaba/infra/accounts/passwords';
import type { EventStore } from '@akwaaba/infra/eventstore/port';
import { DEMO_HOSTS } from './demo-cars';
import { ranUnlessDone, stableId } from './repeatable-seed';

/** One password for every demo account, so a newcomer can try each role at once. Development only. */
export const DEMO_PASSWORD = 'Akwaaba-Demo-2025';

interface DemoAccount {
  role: 'renter' | 'host' | 'admin';
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber?: string;
  bio?: string;
}

/** The renter, every demo host (owners of the demo cars) and the admin. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  // Her number shows to the host of a booking she paid for, and to nobody else (issue 31).
  {
    role: 'renter',
    email: 'abena.renter@akwaaba.test',
    firstName: 'Abena',
    lastName: 'Boateng',
    phoneNumber: '+233501234567',
  },
  ...DEMO_HOSTS.map(({ email, firstName, lastName, phoneNumber, bio }) => ({
    role: 'host' as const,
    email,
    firstName,
    lastName,
    phoneNumber,
    bio,
  })),
  { role: 'admin', email: 'admin@akwaaba.test', firstName: 'Yaa', lastName: 'Asantewaa' },
];

/** The demo cars' ownerId is this id, so a host's account owns their cars. */
export const demoUserId = (email: string) => stableId(`user:${email}`);

/** Stands in for the keyed hash of a code nobody is ever sent: these addresses are verified at once. */
const demoCodeHash = (email: string) =>
  createHash('sha256').update(`akwaaba-demo-code:${email}`).digest('hex');

/** The files of the demo renter's licence and ID card, in object storage (private). */
export type DemoIdentityFiles = Pick<IdentityDocuments, 'driverLicenseDocument' | 'nationalIdDocument'>;

/**
 * Registers the demo accounts through the product's own commands: reserved address,
 * argon2id password, verified address, host profiles with their phone numbers verified, the renter's licence and ID
 * approved (so they may pay), the admin role (audited, by the product). No e-mail goes
 * out (no sealed code). Safe to run again: what exists stays.
 */
export async function seedDemoAccounts(
  store: EventStore,
  renterPapers: DemoIdentityFiles,
  log: (line: string) => void = () => {},
) {
  const context = { actor: systemActor, correlationId: stableId('seed:accounts'), causationId: null };
  const run = runOnStore(store, context);
  const now = () => new Date().toISOString();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  let registered = 0;
  for (const account of DEMO_ACCOUNTS) {
    const { email, firstName, lastName } = account;
    const userId = demoUserId(email);
    const stream = userStream(userId);
    const codeHash = demoCodeHash(email);
    const self: Actor = { userId, role: 'user' };
    const registration = { email, firstName, lastName, passwordHash, userId, codeHash, now: now() };
    if (await ranUnlessDone(registerAccount(store, registration, context))) registered++;
    await ranUnlessDone(
      run(userDecider, stream, { type: 'VerifyEmail', userId, actor: systemActor, now: now(), codeHash }),
    );
    if (account.phoneNumber || account.bio) {
      const changes = { phoneNumber: account.phoneNumber ?? null, bio: account.bio ?? null };
      await run(userDecider, stream, { type: 'UpdateProfile', userId, actor: self, now: now(), changes });
    }
    // Each demo number verified as its holder would verify it (no SMS goes out: no sealed code),
    // so the badge shows and the hosts are texted what cannot wait (docs/adr/0041, 0042).
    // Verified already when seeded before: a conflict, and nothing changes.
    if (account.phoneNumber) {
      const phone = { userId, actor: self, now: now() };
      const issued = await ranUnlessDone(
        run(userDecider, stream, {
          ...phone,
          type: 'IssuePhoneCode',
          purpose: 'verify',
          phoneNumber: account.phoneNumber,
          codeHash,
        }),
      );
      if (issued) await run(userDecider, stream, { ...phone, type: 'VerifyPhone', codeHash });
    }
    if (account.role === 'renter') {
      const documents = { driverLicenseNumber: 'DL-2019-004521', nationalIdNumber: 'GHA-718204563-2' };
      const correlationId = stableId('seed:accounts');
      // Approved already when seeded before: the second approval is a conflict, and nothing changes.
      await ranUnlessDone(
        recordApprovedDriver(store, userId, { documents: { ...documents, ...renterPapers }, correlationId }),
      );
    }
    if (account.role === 'admin') {
      const reason = 'Demo admin';
      await run(userDecider, stream, {
        type: 'GrantAdminRole',
        userId,
        actor: systemActor,
        now: now(),
        reason,
      });
    }
  }
  log(
    `Demo data: ${registered} demo accounts registered (${DEMO_ACCOUNTS.length - registered} were already there).`,
  );
}

/** The start-up banner's lines about the demo accounts, when they exist. */
export async function demoAccountsBanner(store: EventStore): Promise<string[]> {
  const renter = await findAccount(store, DEMO_ACCOUNTS[0]!.email);
  if (renter?.user.status !== 'registered') return [];
  const host = DEMO_ACCOUNTS.find((a) => a.role === 'host')!;
  const admin = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;
  return [
    `  Demo accounts (password for each: ${DEMO_PASSWORD}):`,
    `    - renter: ${DEMO_ACCOUNTS[0]!.email}`,
    `    - host:   ${host.email} (owns demo cars; other hosts: ${DEMO_ACCOUNTS.filter(
      (a) => a.role === 'host' && a !== host,
    )
      .map((a) => a.email)
      .join(', ')})`,
    `    - admin:  ${admin.email}`,
  ];
}
