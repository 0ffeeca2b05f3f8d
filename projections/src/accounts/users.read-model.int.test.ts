import { randomUUID } from 'node:crypto';
import type { IdentityDocuments, UserEvent } from '@akwaaba/domain';
import { phoneNumberHref, phoneNumberShown } from '@akwaaba/domain/shared/phone-display';
import type { PostgresEventStore } from '@akwaaba/infra/eventstore/postgres/postgres-event-store';
import { expect, it } from 'vitest';
import type { TestDatabase } from '../../../test/database';
import { expectSameRowsWhateverTheBatches } from '../runner/test-support/batch-equivalence';
import { useEventStoreDatabase } from '../runner/test-support/event-store-database';
import { tick } from '../runner/test-support/events';
import { findContact, findUserAccount, listPendingDrivers } from './users.queries';
import { usersReadModel } from './users.read-model';

let db: TestDatabase;
let store: PostgresEventStore;
useEventStoreDatabase((fresh) => ({ db, store } = fresh));

/** Five renters, each id sorting after the one before, so the queue's tie-break is known. */
const [early, late, approved, rejected, incomplete] = Array.from({ length: 5 }, randomUUID).sort();
const papers = (name: string): IdentityDocuments => ({
  driverLicenseNumber: `DL-${name}`,
  driverLicenseDocument: `/objects/identity-documents/${name}-licence`,
  nationalIdNumber: `GHA-${name}`,
  nationalIdDocument: `/objects/identity-documents/${name}-card`,
});
const registered = (userId: string, firstName: string): UserEvent => ({
  type: 'UserRegistered',
  data: {
    userId,
    email: `${firstName.toLowerCase()}@akwaaba.test`,
    firstName,
    lastName: 'Mensah',
    passwordHash: '$argon2id$x',
  },
});
const submitted = (userId: string, documents: IdentityDocuments): UserEvent => ({
  type: 'UserIdentityDocumentsUpdated',
  data: { userId, ...documents },
});

/** Submissions at known instants: the queue is ordered by the event's own time, never by arrival. */
const history = (): [UserEvent, string][] => [
  ...[early, late, approved, rejected, incomplete].map((id, i): [UserEvent, string] => [
    registered(id!, ['Esi', 'Kofi', 'Ama', 'Yaw', 'Efua'][i]!),
    '2025-03-01T08:00:00Z',
  ]),
  [submitted(late!, papers('late')), '2025-03-01T10:00:00Z'],
  [submitted(early!, papers('early')), '2025-03-01T09:00:00Z'],
  [submitted(approved!, papers('approved')), '2025-03-01T09:00:00Z'],
  [{ type: 'UserDriverApproved', data: { userId: approved! } }, '2025-03-01T11:00:00Z'],
  [submitted(rejected!, papers('rejected')), '2025-03-01T09:00:00Z'],
  [
    { type: 'UserDriverRejected', data: { userId: rejected!, note: 'Blurred photo' } },
    '2025-03-01T11:00:00Z',
  ],
  [submitted(incomplete!, { ...papers('incomplete'), nationalIdDocument: null }), '2025-03-01T09:00:00Z'],
];

async function readModel() {
  const { rows } = await db.pool.query(
    `select id, driver_verification, driver_verification_note, driver_verification_submitted_at
     from users order by id`,
  );
  return {
    users: rows,
    queue: await listPendingDrivers(db.pool),
    accounts: await Promise.all(
      [approved!, rejected!, randomUUID()].map((id) => findUserAccount(db.pool, id)),
    ),
  };
}

it('keeps each renter’s driver verification and the pending queue, oldest first, whatever the batches', async () => {
  let head = null;
  for (const [event, at] of history()) {
    const appended = { ...tick(), ...event };
    appended.metadata = { ...appended.metadata, timestamp: new Date(at).toISOString() };
    head = (await store.appendToStream(`user-${event.data.userId}`, [appended])).position;
  }
  const { rows } = await expectSameRowsWhateverTheBatches(
    { pool: db.pool, store },
    usersReadModel,
    head!,
    readModel,
  );

  const stateOf = (id: string) => rows.users.find((row) => row.id === id);
  expect(stateOf(approved!)).toMatchObject({
    driver_verification: 'approved',
    driver_verification_note: null,
  });
  expect(stateOf(rejected!)).toMatchObject({
    driver_verification: 'rejected',
    driver_verification_note: 'Blurred photo',
  });
  expect(stateOf(incomplete!)).toMatchObject({
    driver_verification: 'none',
    driver_verification_submitted_at: null,
  });
  expect(rows.queue).toEqual([
    {
      id: early,
      firstName: 'Esi',
      lastName: 'Mensah',
      email: 'esi@akwaaba.test',
      ...papers('early'),
      submittedAt: new Date('2025-03-01T09:00:00Z'),
    },
    expect.objectContaining({ id: late, firstName: 'Kofi', submittedAt: new Date('2025-03-01T10:00:00Z') }),
  ]);
  // An account as its owner sees it: their papers and where their verification stands.
  expect(rows.accounts).toEqual([
    expect.objectContaining({
      id: approved,
      email: 'ama@akwaaba.test',
      ...papers('approved'),
      identityVerified: true,
      driverVerification: 'approved',
      driverVerificationNote: null,
      roles: ['user'],
      isAdmin: false,
      createdAt: '2025-03-01T08:00:00.000Z',
    }),
    expect.objectContaining({
      id: rejected,
      identityVerified: false,
      driverVerification: 'rejected',
      driverVerificationNote: 'Blurred photo',
    }),
    null,
  ]);
});

it('keeps phone numbers recorded as people typed them in E.164, the same on every rebuild (ADR 0034)', async () => {
  const [typedLocally, typedWithCode, typedBadly, cleared] = Array.from({ length: 4 }, randomUUID).sort();
  const profile = (userId: string, phoneNumber: string | null): UserEvent => ({
    type: 'UserProfileUpdated',
    data: { userId, changes: { phoneNumber } },
  });
  const events: UserEvent[] = [
    registered(typedLocally!, 'Esi'),
    registered(typedWithCode!, 'Kofi'),
    registered(typedBadly!, 'Ama'),
    registered(cleared!, 'Yaw'),
    // Numbers as the profile took them before one format: spaces, country code, anything 7 to 20 long.
    profile(typedLocally!, '0244 123 456'),
    profile(typedWithCode!, '+233 24 412 3456'),
    profile(typedBadly!, '1234-5678'),
    profile(cleared!, '024 412 3456'),
    profile(cleared!, null),
  ];
  let head = null;
  for (const event of events)
    head = (await store.appendToStream(`user-${event.data.userId}`, [{ ...tick(), ...event }])).position;

  const read = async () =>
    Promise.all([typedLocally!, typedWithCode!, typedBadly!, cleared!].map((id) => findContact(db.pool, id)));
  const { rows } = await expectSameRowsWhateverTheBatches(
    { pool: db.pool, store },
    usersReadModel,
    head!,
    read,
  );
  expect(rows.map((contact) => contact?.phoneNumber)).toEqual([
    '+233244123456',
    '+233244123456',
    // Not a valid number: kept as typed, so its owner sees it and can correct it.
    '1234-5678',
    null,
  ]);
  // Every screen shows and dials them alike (CarPhoneNumbers, the phone forms).
  expect(rows.slice(0, 2).map((contact) => phoneNumberShown(contact!.phoneNumber!))).toEqual([
    '024 412 3456',
    '024 412 3456',
  ]);
  expect(phoneNumberHref(rows[0]!.phoneNumber!)).toBe('tel:+233244123456');
  expect(phoneNumberHref(rows[2]!.phoneNumber!)).toBe('tel:12345678');
});
