import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type Actor,
  BOOKING_CURRENCY,
  type BookingCommand,
  type BookingEvent,
  type BookingState,
  bookingDecider,
  bookingStream,
  CAR_LOCATIONS,
  type CarCalendarCommand,
  type CarCommand,
  type CarDetails,
  type CarEvent,
  type CarState,
  carCalendarDecider,
  carCalendarStream,
  carDecider,
  carStream,
  emailReservationDecider,
  emailReservationStream,
  fold,
  type HostPayoutsCommand,
  hostPayoutsDecider,
  hostPayoutsStream,
  payoutReference,
  priceBookingRequest,
  startOfGhanaDay,
  systemActor,
  type TripPhoto,
  toCedisString,
  type UserCommand,
  type UserEvent,
  type UserState,
  userDecider,
  userStream,
} from '@akwaaba/domain';
import {
  BOOKING_HOLD_EXPIRY_QUEUE,
  BOOKING_REFUNDS_QUEUE,
  SUSPENDED_RENTER_HOLDS_QUEUE,
} from '@akwaaba/domain/booking/bookings.jobs';
import { CAR_PHOTO_VARIANTS_QUEUE, isStoredCarPhoto, variantKeysOf } from '@akwaaba/domain/car/cars.jobs';
import {
  type ConversationCommand,
  type ConversationParties,
  type ConversationState,
  conversationDecider,
} from '@akwaaba/domain/conversations/conversation.decider';
import {
  type ConversationEvent,
  conversationStream,
} from '@akwaaba/domain/conversations/conversation.events';
import { bookingConversationOpenUntil } from '@akwaaba/domain/conversations/conversation.rules';
import { questionConversationIdFor } from '@akwaaba/domain/conversations/conversation-id';
import {
  type NotificationCommand,
  notificationDecider,
} from '@akwaaba/domain/notifications/notification.decider';
import { notificationsStream } from '@akwaaba/domain/notifications/notification.events';
import {
  PAYOUT_EARNINGS_QUEUE,
  PAYOUT_HOST_QUEUE,
  PAYOUT_TRANSFER_QUEUE,
} from '@akwaaba/domain/payouts/payouts.jobs';
import { type ReportCommand, reportDecider } from '@akwaaba/domain/reports/report.decider';
import { reportStream } from '@akwaaba/domain/reports/report.events';
import { reportIdFor } from '@akwaaba/domain/reports/report-id';
import { handleCommand } from '@akwaaba/infra/commands/command-handler';
import { type Position, positionToCheckpoint, type RecordedEvent } from '@akwaaba/infra/eventstore/port';
import { PostgresEventStore } from '@akwaaba/infra/eventstore/postgres/postgres-event-store';
import { openJobQueue } from '@akwaaba/infra/jobs/job-queue';
import { jobSender } from '@akwaaba/infra/jobs/job-sender';
import { newPaymentReference } from '@akwaaba/infra/payments/payment-reference';
import {
  getProjectionStatus,
  type Projection,
  rebuildProjection,
  waitForProjections,
} from '@akwaaba/projections';
import { inTheTrail } from '@akwaaba/projections/booking-history/booking-history.read-model';
import { type ChildMessage, ReportingProcess } from '@akwaaba/projections/runner/test-support/child';
import { contextOf, handleAsItsActor } from '@akwaaba/projections/runner/test-support/people';
import type PgBoss from 'pg-boss';
import { pino } from 'pino';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { allWorkers, buildProjections } from '../server/features';
import { createTestDatabase, type TestDatabase } from './database';
import { type ReadModelSnapshot, snapshotReadModels } from './support/read-model-snapshot';

/*
 * Issue 2's acceptance, on the product's real projections: kill -9 during a
 * catch-up and during a rebuild, restart, and every read model equals a
 * from-scratch rebuild. The history is appended through the real deciders.
 */

let db: TestDatabase;
let store: PostgresEventStore;
let boss: PgBoss;
let projections: Projection[];
let readModels: Projection[];
const children: ProjectionsProcess[] = [];

beforeEach(async () => {
  db = await createTestDatabase();
  store = await PostgresEventStore.create(db.pool);
  boss = await openJobQueue({
    connectionString: db.url,
    logger: pino({ level: 'silent' }),
    supervise: false,
  });
  // The workers role creates the queues (pg-boss drops a job sent to a missing queue).
  for (const worker of allWorkers) await boss.createQueue(worker.queue);
  projections = buildProjections({ jobs: jobSender(boss) });
  readModels = projections.filter((p) => p.kind === 'read-model');
});

afterEach(async () => {
  await Promise.all(children.splice(0).map((child) => child.kill9()));
  await boss.stop({ graceful: false, wait: true });
  await store.close();
  await db.drop();
});

it('after kill -9 mid catch-up and mid rebuild, every read model equals a from-scratch rebuild', async () => {
  const deps = { pool: db.pool, store };
  // The trips and booking history read models are registered with the trips feature (server/features.ts).
  expect(readModels.map((p) => p.name)).toEqual(
    expect.arrayContaining(['cars', 'users', 'bookings', 'trips', 'booking_history']),
  );
  const history = await appendHistory();
  const head = (await store.headPosition())!;
  const counts = await eventCounts();
  for (const type of EVENT_TYPES_COVERED) expect(counts[type] ?? 0, type).toBeGreaterThan(0);
  expect(Object.values(counts).reduce((a, b) => a + b)).toBeGreaterThan(2500);

  // 1. Every runner in a child, slowed down, killed -9 early in its catch-up, with a batch open.
  // Small batches: a light read model of the few booking events (booking_history writes a batch
  // in one insert) must still be catching up when the slowest has written its third batch.
  const first = spawnProjections({ MODE: 'run', BATCH_SIZE: '20', BATCH_DELAY_MS: '10' });
  await first.waitUntil((messages) => readModels.every((p) => batchesOf(messages, p) >= 3));
  await first.kill9();
  const atFirstCrash = await getProjectionStatus(deps, readModels);
  for (const status of atFirstCrash) {
    expect(status, status.name).toMatchObject({ activeGeneration: 1, lastError: null });
    expect(status.checkpoint, status.name).not.toBeNull();
    expect(status.lagEvents, `${status.name} was killed mid catch-up`).toBeGreaterThan(0);
  }

  // Restarted, it resumes from each checkpoint. Killed again, at full speed this time, right
  // after a batch of payments was written (bookings append payment references, so applying that
  // batch twice would show), or else a third of the way through what was left.
  const second = spawnProjections({ MODE: 'run', BATCH_SIZE: '50' });
  await second.waitUntil(
    (messages) =>
      messages.some(
        (m) => m.event === 'batch' && (m.types as string[]).includes('BookingPaymentInitialized'),
      ) ||
      atFirstCrash.every(
        (status, i) => batchesOf(messages, readModels[i]!) >= Math.max(2, Math.ceil(status.lagEvents / 150)),
      ),
  );
  await second.kill9();
  const atSecondCrash = await getProjectionStatus(deps, readModels);
  expect(atSecondCrash.some((status) => status.lagEvents > 0)).toBe(true);
  for (const status of atSecondCrash) expect(status.lastError, status.name).toBeNull();

  // 2. Restarted again, it catches up.
  const live = spawnProjections({ MODE: 'run', BATCH_SIZE: '100' });
  await caughtUp(head);
  const resumed = await snapshotReadModels(db.pool, readModels);

  // 3. A rebuild of cars killed -9 mid-way: readers keep the complete live generation.
  const rebuild = spawnProjections({ MODE: 'rebuild', NAME: 'cars', BATCH_SIZE: '50', BATCH_DELAY_MS: '10' });
  await rebuild.waitUntil((messages) =>
    messages.some((m) => m.event === 'progress' && Number(m.eventsDone) >= 150),
  );
  await rebuild.kill9();
  await until(async () => (await carsStatus()).rebuild?.running === false);
  const interrupted = await carsStatus();
  expect(interrupted).toMatchObject({ activeGeneration: 1, rebuild: { generation: 2 } });
  expect(interrupted.rebuild!.eventsDone).toBeGreaterThanOrEqual(150);
  expect(interrupted.rebuild!.eventsDone).toBeLessThan(interrupted.rebuild!.eventsTotal);
  expect((await snapshotReadModels(db.pool, [carsProjectionOf()])).cars).toEqual(resumed.cars);

  // The live runner keeps serving meanwhile; the resumed rebuild must include these too.
  const later = await appendLaterActivity(history);
  await caughtUp(later.head);
  const { rows: newCar } = await db.pool.query('select verification_status from cars where id = $1', [
    later.newCarId,
  ]);
  expect(newCar).toEqual([{ verification_status: 'approved' }]);

  // Run again (here, in-process), it resumes the interrupted generation and switches to it.
  expect(await rebuildProjection(deps, carsProjectionOf(), { batchSize: 50 })).toMatchObject({
    generation: 2,
    previousGeneration: 1,
    resumed: true,
    eventsApplied: await store.countEventsAfter(null, carsProjectionOf().eventTypePrefixes),
  });

  // 4. Caught up: each checkpoint is the head, and each event was counted exactly once.
  const finalHead = (await store.headPosition())!;
  await caughtUp(finalHead);
  for (const status of await getProjectionStatus(deps, projections)) {
    expect(status, status.name).toMatchObject({
      checkpoint: positionToCheckpoint(finalHead),
      lagEvents: 0,
      lastError: null,
      rebuild: null,
    });
  }
  await expectEachEventAppliedOnce(readModels);
  await live.kill9();
  const afterCrashes = await snapshotReadModels(db.pool, readModels);

  // Every read model, rebuilt from zero into a fresh generation, is the same.
  const rebuilt = await Promise.all(readModels.map((p) => rebuildProjection(deps, p, { batchSize: 500 })));
  for (const result of rebuilt) expect(result.resumed).toBe(false);
  await expectEachEventAppliedOnce(readModels);
  const fromScratch = await snapshotReadModels(db.pool, readModels);
  for (const projection of readModels) {
    for (const [view, rows] of Object.entries(fromScratch[projection.name]!)) {
      // An empty view would pass vacuously: give a new read model its events in appendHistory.
      expect(rows.length, `${projection.name}: view ${view} has no rows`).toBeGreaterThan(0);
    }
    expect(afterCrashes[projection.name], projection.name).toEqual(fromScratch[projection.name]);
  }

  // And both say what the streams say (the deciders' own fold): nothing skipped, nothing wrong.
  expect(readableParts(afterCrashes)).toEqual(await expectedFromStreams());
  // The reactors, killed with the read models, scheduled each event's jobs exactly once.
  expect(await queuedJobs()).toEqual(await expectedJobs());
}, 120_000);

/* ---------------------------------------------------------------------------------------------- */
/* The history: users, listings and bookings, through the real deciders                          */
/* ---------------------------------------------------------------------------------------------- */

const USERS = 200;
const HOSTS = 60;
/** Listings that go through every kind of change. */
const CARS = 150;
/** Listings approved at once and booked. */
const BOOKED_CARS = 64;

/** Every event type the history must contain, so each branch of each projection runs. */
const EVENT_TYPES_COVERED = [
  'UserRegistered',
  'UserVerificationCodeIssued',
  'UserVerificationFailed',
  'UserEmailVerified',
  'UserProfileUpdated',
  'UserIdentityDocumentsUpdated',
  'UserDriverApproved',
  'UserDriverRejected',
  'UserAdminRoleGranted',
  'UserAdminRoleRevoked',
  'UserPasswordReset',
  'UserAccountSuspended',
  'UserAccountReinstated',
  'CarListed',
  'CarUpdated',
  'CarAvailabilitySet',
  'CarApproved',
  'CarRejected',
  'CarRegionSurchargeSet',
  'CarRegionSurchargeRemoved',
  'CarPhotoVariantsMade',
  'CarDeleted',
  'CarDeletedByAdmin',
  'CalendarDatesHeld',
  'CalendarDatesConfirmed',
  'CalendarDatesReleased',
  'CalendarDatesBlocked',
  'CalendarDatesUnblocked',
  'PayoutAccountSet',
  'PayoutEarningRecorded',
  'PayoutEarningReduced',
  'PayoutDebtRecorded',
  'PayoutTransferStarted',
  'PayoutNetted',
  'PayoutTransferSucceeded',
  'PayoutTransferFailed',
  'BookingCreated',
  'BookingPaymentInitialized',
  'BookingConfirmed',
  'BookingExpired',
  'BookingCompleted',
  'BookingCancelled',
  'BookingRefunded',
  'BookingReviewed',
  'BookingPaymentRefused',
  'BookingRefusedPaymentReturned',
  'BookingHandoverRecorded',
  'BookingReturnRecorded',
  'BookingTripRecordConfirmed',
  'BookingTripRecordDisputed',
  'BookingDamageCaseResolved',
  'BookingNoShowFlagged',
  'BookingRenterReviewed',
  'BookingReviewsRevealed',
  'BookingReminderDue',
  'BookingTripPhotoVariantsMade',
  'ReportFiled',
  'ReportResolved',
  'ConversationStarted',
  'ConversationMessageSent',
  'ConversationRead',
  'ConversationMessageReported',
  'ConversationReportResolved',
  'ConversationStopped',
  'ConversationOpenedByAdmin',
  'NotificationsRead',
  'NotificationEmailsChosen',
];

/** Any valid-looking argon2id PHC string: nobody signs in here. */
const PLACEHOLDER_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$dGVzdHNhbHR0ZXN0c2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g';

const digest = () => randomBytes(32).toString('hex');
const photo = () => `/objects/car-photos/${randomUUID()}.jpg`;
const paper = () => `/objects/car-papers/${randomUUID()}.pdf`;
const asUser = (userId: string): Actor => ({ userId, role: 'user' });

interface SeedUser {
  userId: string;
  email: string;
  actor: Actor;
}

/** What the script knows of a car between its steps. */
interface TrackedCar {
  carId: string;
  owner: Actor;
  details: CarDetails;
  available: boolean;
  status: 'pending' | 'approved' | 'rejected';
  deleted: boolean;
}

type Step = () => Promise<unknown>;
const skip: Step = async () => {};

const onUser = (command: UserCommand) =>
  handleAsItsActor(store, userDecider, userStream(command.userId), command);

/** Runs a car command and keeps the script's view of the car in step with the events it appended. */
async function onCar(car: TrackedCar, command: CarCommand): Promise<void> {
  const { events } = await handleAsItsActor(store, carDecider, carStream(car.carId), command);
  for (const event of events) {
    if (event.type === 'CarApproved') car.status = 'approved';
    if (event.type === 'CarRejected') car.status = 'rejected';
    if (event.type === 'CarUpdated') {
      car.details = { ...car.details, ...event.data.changes };
      if (event.data.sentBackToPending) car.status = 'pending';
    }
    if (event.type === 'CarAvailabilitySet') car.available = event.data.available;
    if (event.type === 'CarDeleted' || event.type === 'CarDeletedByAdmin') car.deleted = true;
  }
}

/** The user uploads a new file for one of their identity documents. */
const identityDocument = (user: SeedUser, field: 'driverLicenseDocument' | 'nationalIdDocument') =>
  onUser({
    type: 'UpdateIdentityDocuments',
    userId: user.userId,
    actor: user.actor,
    now: new Date().toISOString(),
    documents: { [field]: `/objects/identity/${randomUUID()}.pdf` },
  });

function userSteps(j: number, user: SeedUser, admin: Actor): Step[] {
  const { userId, email, actor } = user;
  const now = () => new Date().toISOString();
  const codeHash = digest();
  const tokenHash = digest();
  const verifiesLate = j % 10 === 9;
  const resetsPassword = j % 25 === 14;
  return [
    // Signing up: the address is reserved on its own stream first, then the account registered.
    async () => {
      await handleCommand(
        store,
        emailReservationDecider,
        emailReservationStream(email),
        { type: 'ReserveEmail', email, userId, actor: systemActor },
        contextOf(systemActor),
      );
      await onUser({
        type: 'RegisterUser',
        userId,
        actor: systemActor,
        now: now(),
        email,
        firstName: ['Ama', 'Kofi', 'Akosua', 'Yaw', 'Efua', 'Kwabena'][j % 6]!,
        lastName: ['Mensah', 'Owusu', 'Boateng', 'Asante', 'Quaye'][j % 5]!,
        passwordHash: PLACEHOLDER_HASH,
        codeHash,
      });
    },
    // Most verify at once; some type a wrong code first, and some of those never come back.
    () =>
      onUser({
        type: 'VerifyEmail',
        userId,
        actor: systemActor,
        now: now(),
        codeHash: j % 5 === 4 ? digest() : codeHash,
      }),
    () =>
      j % 3 === 2
        ? skip()
        : onUser({
            type: 'UpdateProfile',
            userId,
            actor,
            now: now(),
            changes:
              j % 2 === 0
                ? { phoneNumber: `+233 24 ${String(j).padStart(7, '0')}`, bio: `Akwaaba! Host number ${j}.` }
                : { firstName: `Kwame ${j}` },
          }),
    () =>
      verifiesLate
        ? onUser({ type: 'VerifyEmail', userId, actor: systemActor, now: now(), codeHash })
        : skip(),
    () =>
      j % 3 === 0
        ? onUser({
            type: 'UpdateIdentityDocuments',
            userId,
            actor,
            now: now(),
            documents: {
              driverLicenseNumber: `DL-2024-${String(j).padStart(6, '0')}`,
              driverLicenseDocument: `/objects/identity/${randomUUID()}.pdf`,
              ...(j % 2 === 0 ? { nationalIdNumber: `GHA-${String(700000000 + j)}-1` } : {}),
            },
          })
        : skip(),
    // The ID card completes the set: it waits for an admin, who approves or rejects it.
    () => (j % 6 === 0 ? identityDocument(user, 'nationalIdDocument') : skip()),
    () => {
      const reviewer = j % 4 === 0 ? admin : systemActor;
      if (j % 12 === 0) return onUser({ type: 'ApproveDriver', userId, actor: reviewer, now: now() });
      if (j % 12 === 6)
        return onUser({
          type: 'RejectDriver',
          userId,
          actor: reviewer,
          now: now(),
          note: 'The licence photo is blurred.',
        });
      return skip();
    },
    // A new licence after the verdict sends it back to review; some are approved again.
    () => (j % 24 === 0 || j % 24 === 6 ? identityDocument(user, 'driverLicenseDocument') : skip()),
    () => (j % 48 === 0 ? onUser({ type: 'ApproveDriver', userId, actor: admin, now: now() }) : skip()),
    // Clearing a field (null) and setting a picture, for a few.
    () =>
      j % 6 === 0
        ? onUser({
            type: 'UpdateProfile',
            userId,
            actor,
            now: now(),
            changes: { bio: null, profileImageUrl: `/objects/profile-images/${randomUUID()}.jpg` },
          })
        : skip(),
    () =>
      j % 40 === 0
        ? onUser({
            type: 'GrantAdminRole',
            userId,
            actor: systemActor,
            now: now(),
            reason: 'Listings team',
          })
        : skip(),
    () =>
      j % 80 === 0
        ? onUser({
            type: 'RevokeAdminRole',
            userId,
            actor: systemActor,
            now: now(),
            reason: 'Moved team',
          })
        : skip(),
    () =>
      resetsPassword
        ? onUser({ type: 'RequestPasswordReset', userId, actor: systemActor, now: now(), tokenHash })
        : skip(),
    // A reset link proves the address, so this also verifies an unverified account.
    () =>
      resetsPassword
        ? onUser({
            type: 'ResetPassword',
            userId,
            actor: systemActor,
            now: now(),
            tokenHash,
            passwordHash: PLACEHOLDER_HASH,
          })
        : skip(),
    // Some accounts are suspended (hosts among them, whose cars leave search); some reinstated.
    () =>
      j % 20 === 3
        ? onUser({ type: 'SuspendAccount', userId, actor: systemActor, now: now(), reason: 'Fake listings' })
        : skip(),
    () =>
      j % 40 === 3 ? onUser({ type: 'ReinstateAccount', userId, actor: systemActor, now: now() }) : skip(),
  ];
}

function carDetails(i: number): CarDetails {
  const withDriver = i % 4 === 0;
  const makes = [
    ['Toyota', 'Corolla'],
    ['Hyundai', 'Elantra'],
    ['Kia', 'Sportage'],
    ['Toyota', 'Land Cruiser'],
    ['Honda', 'CR-V'],
    ['Nissan', 'Navara'],
  ] as const;
  const [make, model] = makes[i % makes.length]!;
  return {
    make,
    model,
    year: 2010 + (i % 15),
    location: CAR_LOCATIONS[i % CAR_LOCATIONS.length]!,
    pricePerDay: (250 + (i % 20) * 15) * 100,
    description: `Well kept ${make} ${model}, serviced in ${2020 + (i % 5)}. Car ${i}.`,
    features: ['Air conditioning', 'Bluetooth', ...(i % 2 ? ['Reverse camera'] : [])],
    seats: i % 3 === 0 ? 7 : 5,
    transmission: i % 3 === 1 ? 'Manual' : 'Automatic',
    fuelType: (['Petrol', 'Diesel', 'Hybrid', 'Electric'] as const)[i % 4]!,
    images: Array.from({ length: 2 + (i % 3) }, photo),
    roadworthyDocument: paper(),
    registrationDocument: paper(),
    insuranceDocument: paper(),
    driverAvailable: withDriver,
    driverDailyRate: withDriver ? 15000 : null,
    driverName: withDriver ? 'Kwesi Appiah' : null,
    driverPhone: withDriver ? '+233 20 555 0101' : null,
    driverExperienceYears: withDriver ? 5 + (i % 20) : null,
  };
}

function carSteps(i: number, car: TrackedCar, admin: Actor): Step[] {
  const { carId, owner } = car;
  const variants = (image: string) => {
    const keys = variantKeysOf(image);
    return {
      type: 'RecordPhotoVariants' as const,
      carId,
      actor: systemActor,
      image,
      thumbnail: `/objects/${keys.thumbnail}`,
      large: `/objects/${keys.large}`,
    };
  };
  const reviewer = i % 2 === 0 ? admin : systemActor;
  const approve = (notes?: string | null) =>
    onCar(car, { type: 'ApproveCar', carId, actor: reviewer, notes });
  const reject = (notes: string) => onCar(car, { type: 'RejectCar', carId, actor: reviewer, notes });
  return [
    () =>
      onCar(car, {
        type: 'ListCar',
        carId,
        actor: owner,
        ownerId: owner.userId!,
        details: car.details,
        available: car.available,
      }),
    () =>
      onCar(car, {
        type: 'SetRegionSurcharge',
        carId,
        actor: owner,
        regionId: 'greater-accra',
        surchargePerDay: 5000 + (i % 5) * 1000,
      }),
    () => (i % 2 === 0 ? onCar(car, variants(car.details.images[0]!)) : skip()),
    () => {
      if (i % 5 < 3) return approve(i % 3 ? 'Papers checked.' : null);
      if (i % 5 === 3) return reject('The roadworthy certificate has expired.');
      return skip();
    },
    // A price edit keeps an approval; any edit of a rejected car sends it back to pending.
    () =>
      onCar(car, {
        type: 'UpdateCar',
        carId,
        actor: owner,
        changes: {
          pricePerDay: car.details.pricePerDay + 2000,
          description: `${car.details.description} New tyres.`,
        },
      }),
    () =>
      i % 2 === 0
        ? onCar(car, {
            type: 'SetRegionSurcharge',
            carId,
            actor: owner,
            regionId: 'ashanti',
            surchargePerDay: 8000,
          })
        : skip(),
    () => {
      // A verified fact changed, a photo removed (new first photo), or a photo added (back to pending).
      if (i % 4 === 0)
        return onCar(car, {
          type: 'UpdateCar',
          carId,
          actor: owner,
          changes: { year: car.details.year + 1 },
        });
      if (i % 4 === 1)
        return onCar(car, {
          type: 'UpdateCar',
          carId,
          actor: owner,
          changes: { images: car.details.images.slice(1) },
        });
      if (i % 4 === 2)
        return onCar(car, {
          type: 'UpdateCar',
          carId,
          actor: owner,
          changes: { images: [...car.details.images, photo()], available: !car.available },
        });
      return skip();
    },
    () =>
      i % 3 === 0
        ? onCar(car, { type: 'RemoveRegionSurcharge', carId, actor: owner, regionId: 'greater-accra' })
        : skip(),
    () =>
      i % 3 === 1
        ? onCar(car, { type: 'SetAvailability', carId, actor: owner, available: !car.available })
        : skip(),
    () => {
      if (i % 4 === 1) return onCar(car, variants(car.details.images[0]!));
      if (i % 4 === 2) return onCar(car, variants(car.details.images.at(-1)!));
      return skip();
    },
    () => {
      if (car.status !== 'pending') return skip();
      if (i % 7 === 3) return reject('Photos do not match the papers.');
      return approve();
    },
    // The product's own maintenance edit: never sends a car back to pending.
    () =>
      i % 10 === 5
        ? onCar(car, {
            type: 'UpdateCar',
            carId,
            actor: systemActor,
            changes: { description: `Car ${i}, checked by Akwaaba.` },
          })
        : skip(),
    () => {
      if (i % 9 === 0) return onCar(car, { type: 'DeleteCar', carId, actor: owner });
      if (i % 13 === 5)
        return onCar(car, { type: 'DeleteCarByAdmin', carId, actor: admin, notes: 'Duplicate listing.' });
      return skip();
    },
  ];
}

const DAY_MS = 86_400_000;
const calendarDay = (daysFromToday: number) =>
  new Date(Date.now() + daysFromToday * DAY_MS).toISOString().slice(0, 10);

const inCalendar = (carId: string, command: CarCalendarCommand, actor: Actor) =>
  handleCommand(store, carCalendarDecider, carCalendarStream(carId), command, contextOf(actor));

/** Some hosts block days past their car's booking (a quarter of them), and half of those give them back. */
function blockSteps(k: number, car: TrackedCar): Step[] {
  const { carId, owner } = car;
  const blockId = randomUUID();
  const blocked = k % 4 === 0;
  return [
    async () => {
      if (!blocked) return;
      const [startDate, endDate] = [calendarDay(60), calendarDay(63)];
      await inCalendar(
        carId,
        { type: 'BlockDates', carId, blockId, startDate, endDate, now: new Date() },
        owner,
      );
    },
    async () => {
      if (blocked && k % 8 === 0)
        await inCalendar(carId, { type: 'UnblockDates', carId, blockId, now: new Date() }, owner);
    },
  ];
}

const onHostPayouts = (hostId: string, command: HostPayoutsCommand) =>
  handleCommand(
    store,
    hostPayoutsDecider,
    hostPayoutsStream(hostId),
    command,
    contextOf(systemActor),
    // Hosts have several cars: their payouts stream takes their steps at once.
    { maxAttempts: 50 },
  );

/**
 * A host's payouts for one of their cars, as the payout workers and webhooks run them: the
 * account, earnings (some cut by a refund first), a transfer that arrives or fails, a refund
 * after the payout (a debt), and small earnings the debt then takes whole.
 */
function payoutSteps(k: number, car: TrackedCar): Step[] {
  const hostId = car.owner.userId!;
  const [bookingId, laterBookingId] = [randomUUID(), randomUUID()];
  const payableAt = new Date(Date.now() - 60_000);
  const now = () => new Date();
  const earn = (id: string, amount: number): HostPayoutsCommand => ({
    type: 'RecordEarning',
    hostId,
    bookingId: id,
    carId: car.carId,
    amount,
    payableAt,
  });
  const start = (id: string): HostPayoutsCommand => ({
    type: 'StartTransfer',
    hostId,
    bookingId: id,
    now: now(),
    retryNow: true,
  });
  return [
    () =>
      onHostPayouts(hostId, {
        type: 'SetPayoutAccount',
        hostId,
        account: { type: 'mobile_money', network: 'MTN', number: '0551234987', name: 'Host' },
        recipientCode: `RCP_${hostId.slice(0, 8)}`,
        description: 'MTN ••• 4987',
      }),
    () => onHostPayouts(hostId, earn(bookingId, 10_000 + k * 100)),
    async () => {
      if (k % 5 === 1)
        await onHostPayouts(hostId, { type: 'RecordRefund', hostId, bookingId, earningsRefunded: 2_000 });
    },
    () => onHostPayouts(hostId, start(bookingId)),
    () =>
      onHostPayouts(hostId, {
        type: 'SettleTransfer',
        hostId,
        reference: payoutReference(bookingId, 1),
        outcome: k % 4 === 2 ? 'failed' : 'success',
        transferCode: `TRF_${k}`,
        reason: k % 4 === 2 ? 'Wallet not found' : null,
        now: now(),
      }),
    async () => {
      if (k % 4 === 3)
        await onHostPayouts(hostId, { type: 'RecordRefund', hostId, bookingId, earningsRefunded: 3_000 });
    },
    async () => {
      if (k % 8 !== 3) return;
      await onHostPayouts(hostId, earn(laterBookingId, 100));
      await onHostPayouts(hostId, start(laterBookingId));
    },
  ];
}

const onBooking = (command: BookingCommand) =>
  handleAsItsActor(store, bookingDecider, bookingStream(command.bookingId), command);

/**
 * One renter's booking of one car, as the booking route, the payment settlement and the
 * booking workers run it: priced on the car's stream, dates held on its calendar, then paid
 * and later taken on a trip, completed and reviewed (tripSteps), cancelled and refunded, or
 * left to expire (and paid too late).
 */
function bookingSteps(k: number, car: TrackedCar, renter: SeedUser, admin: Actor): Step[] {
  const { carId } = car;
  const bookingId = randomUUID();
  const startDate = calendarDay(10 + (k % 40));
  const endDate = calendarDay(12 + (k % 40) + (k % 4));
  const reference = newPaymentReference(bookingId);
  let total = 0;
  const outcome = (['completed', 'cancelled', 'confirmed', 'expired'] as const)[k % 4];
  const afterHold = () => new Date(Date.now() + 31 * 60_000);
  const paid = outcome !== 'expired';
  return [
    async () => {
      const now = new Date();
      const events = await store.readStream<CarEvent>(carStream(carId));
      const state = fold(carDecider, events);
      if (state.status !== 'listed') throw new Error(`car ${carId} is not listed`);
      const days = 2 + (k % 4);
      const toAshanti = k % 3 === 0;
      const withDriver = k % 2 === 0 && state.details.driverAvailable;
      const figure = (perDay: number | null | undefined) => toCedisString((perDay ?? 0) * days);
      const priced = priceBookingRequest(
        state,
        {
          carId,
          startDate,
          endDate,
          ...(toAshanti
            ? {
                destinationRegionId: 'ashanti',
                interRegionalSurcharge: figure(state.regionSurcharges.ashanti),
              }
            : {}),
          includeDriver: withDriver,
          ...(withDriver ? { driverFee: figure(state.details.driverDailyRate) } : {}),
        },
        renter.userId,
        now,
      );
      total = priced.quote.total;
      const holdExpiresAt = new Date(now.getTime() + 30 * 60_000);
      await inCalendar(
        carId,
        { type: 'HoldDates', carId, bookingId, startDate, endDate, holdExpiresAt, now },
        renter.actor,
      );
      await onBooking({
        type: 'CreateBooking',
        bookingId,
        actor: renter.actor,
        carId,
        renterId: renter.userId,
        startDate,
        endDate,
        ...priced,
        holdExpiresAt,
        now,
      });
    },
    () =>
      onBooking({ type: 'InitializePayment', bookingId, actor: renter.actor, reference, now: new Date() }),
    async () => {
      if (!paid) {
        await inCalendar(
          carId,
          { type: 'ReleaseDates', carId, bookingId, reason: 'expired', now: afterHold() },
          systemActor,
        );
        return onBooking({ type: 'ExpireBooking', bookingId, actor: systemActor, now: afterHold() });
      }
      await inCalendar(carId, { type: 'ConfirmDates', carId, bookingId, now: new Date() }, systemActor);
      return onBooking({
        type: 'ConfirmPayment',
        bookingId,
        actor: systemActor,
        reference,
        amount: total,
        currency: BOOKING_CURRENCY,
      });
    },
    async () => {
      if (outcome === 'cancelled') {
        // Some were reminded of the handover first: their trip goes with the cancellation.
        if (k % 8 === 1) await onBooking(reminder(bookingId, 'handover-tomorrow', startDate));
        await onBooking({ type: 'CancelBooking', bookingId, actor: renter.actor, now: new Date() });
        await inCalendar(
          carId,
          { type: 'ReleaseDates', carId, bookingId, reason: 'cancelled', now: new Date() },
          renter.actor,
        );
        return onBooking({
          type: 'RecordRefund',
          bookingId,
          actor: systemActor,
          reference: `RF-${bookingId.slice(0, 8)}`,
        });
      }
      if (outcome === 'expired' && k % 8 === 3) {
        // Paid after the hold ran out and the dates were released: refused, then returned.
        await onBooking({
          type: 'RefusePayment',
          bookingId,
          actor: systemActor,
          reference,
          amount: total,
          currency: BOOKING_CURRENCY,
          reason: 'The booking expired before the payment arrived.',
        });
        return onBooking({
          type: 'RecordRefusedPaymentReturn',
          bookingId,
          actor: systemActor,
          paymentReference: reference,
          refundReference: `RF-${bookingId.slice(0, 8)}`,
        });
      }
      return skip();
    },
    ...(outcome === 'completed' || outcome === 'confirmed'
      ? tripSteps(k, { bookingId, startDate, endDate, host: car.owner, renter: renter.actor, admin })
      : []),
    // The booking's conversation, once the trip has run its course.
    ...conversationSteps(
      k,
      {
        conversationId: bookingId,
        kind: 'booking',
        bookingId,
        carId,
        renterId: renter.userId,
        hostId: car.owner.userId!,
        openUntil: bookingConversationOpenUntil(endDate),
      },
      admin,
    ),
  ];
}

const HOUR_MS = 3_600_000;
const tripPhotos = (): TripPhoto[] =>
  (['front', 'back', 'left', 'right', 'interior'] as const).map((angle) => ({
    angle,
    path: `/objects/trip-photos/${randomUUID()}`,
  }));
const reminder = (
  bookingId: string,
  kind: 'handover-tomorrow' | 'return-today',
  day: string,
): BookingCommand => ({
  type: 'RecordReminderDue',
  bookingId,
  actor: systemActor,
  kind,
  // 09:00 the day before the start, or on the end date.
  now: new Date(startOfGhanaDay(day).getTime() + (kind === 'handover-tomorrow' ? -15 : 9) * HOUR_MS),
});

interface TripParties {
  bookingId: string;
  startDate: string;
  endDate: string;
  host: Actor;
  renter: Actor;
  admin: Actor;
}

/**
 * A paid booking's trip, as the parties, the admin and the trip sweep run it (the commands'
 * `now` set in the trip's days). Completed ones (k % 4 === 0) go four ways: confirmed both ways
 * and accepted, reviewed both ways; disputed, damaged and resolved by the admin, reviewed by the
 * renter alone and revealed when the window closes; completed by the clock, reviewed by the host
 * alone; reviewed host first. Confirmed ones (k % 4 === 2) stay: a no-show, in progress and
 * reminded, returned with an open damage case, or awaiting their handover.
 */
function tripSteps(k: number, trip: TripParties): Step[] {
  const { bookingId, host, renter, admin } = trip;
  const way = Math.floor(k / 4) % 4;
  const start = startOfGhanaDay(trip.startDate).getTime();
  const handoverAt = new Date(start + 8 * HOUR_MS);
  const returnAt = new Date(startOfGhanaDay(trip.endDate).getTime() + 17 * HOUR_MS);
  // Accepted an hour after the return, resolved after two, completed by the clock after 25.
  const completedAt = new Date(returnAt.getTime() + [1, 2, 25, 1][way]! * HOUR_MS);
  const reviewAt = new Date(completedAt.getTime() + DAY_MS);
  const windowClosed = new Date(completedAt.getTime() + 15 * DAY_MS);
  const reading = { odometerKm: 40_000 + k * 10, fuelEighths: 8, photos: tripPhotos(), note: '' };
  const damage = (description: string) => ({ description, photos: [`/objects/trip-photos/${randomUUID()}`] });
  const handover = (actor: Actor) =>
    onBooking({ type: 'RecordHandover', bookingId, actor, now: handoverAt, ...reading });
  /** The return `actor` records after `drivenKm`, with new photos; `rest` says the damage and any other reading. */
  const recordReturn = (
    actor: Actor,
    drivenKm: number,
    rest: { damage: ReturnType<typeof damage> | null; fuelEighths?: number },
  ) =>
    onBooking({
      type: 'RecordReturn',
      bookingId,
      actor,
      now: returnAt,
      ...reading,
      odometerKm: reading.odometerKm + drivenKm,
      photos: tripPhotos(),
      ...rest,
    });
  const answer = (stage: 'handover' | 'return', actor: Actor, reply: 'confirm' | 'dispute') =>
    onBooking({
      type: 'AnswerTripRecord',
      bookingId,
      actor,
      stage,
      answer: reply,
      note: reply === 'dispute' ? 'The fuel gauge read lower than that.' : '',
    });
  const review = () =>
    onBooking({
      type: 'LeaveReview',
      bookingId,
      actor: renter,
      rating: 1 + (k % 5),
      hostRating: 1 + ((k + 2) % 5),
      comment: k % 3 ? 'Clean car and a smooth hand-over at Kotoka.' : '',
      now: reviewAt,
    });
  const reviewRenter = () =>
    onBooking({
      type: 'ReviewRenter',
      bookingId,
      actor: host,
      rating: 5 - (k % 3),
      comment: 'Brought it back clean.',
      now: reviewAt,
    });
  const reveal = () => onBooking({ type: 'RevealReviews', bookingId, actor: systemActor, now: windowClosed });
  // The photo worker's copies of the handover's first photo, recorded as the product.
  const photoCopied = () => {
    const photo = reading.photos[0]!.path;
    return onBooking({
      type: 'RecordTripPhotoVariants',
      bookingId,
      actor: systemActor,
      photo,
      thumbnail: `${photo}-w480.webp`,
      large: `${photo}-w1200.webp`,
    });
  };
  if (k % 4 !== 0) {
    return [
      () => (way === 3 ? skip() : onBooking(reminder(bookingId, 'handover-tomorrow', trip.startDate))),
      () => {
        if (way === 0)
          return onBooking({
            type: 'FlagNoShow',
            bookingId,
            actor: systemActor,
            now: new Date(start + 25 * HOUR_MS),
          });
        if (way === 3) return skip();
        return handover(renter);
      },
      () => {
        if (way === 1) return onBooking(reminder(bookingId, 'return-today', trip.endDate));
        if (way !== 2) return skip();
        return recordReturn(host, 250, { damage: damage('A cracked wing mirror') });
      },
    ];
  }
  const handoverBy = way === 0 || way === 2 ? host : renter;
  const returnBy = way === 1 ? host : renter;
  return [
    () => handover(handoverBy),
    photoCopied,
    () => {
      if (way === 2) return skip();
      return answer('handover', handoverBy === host ? renter : host, way === 1 ? 'dispute' : 'confirm');
    },
    () =>
      recordReturn(returnBy, 120 + k, {
        fuelEighths: 5,
        damage: way === 1 ? damage('A dent in the rear door') : null,
      }),
    () => {
      if (way === 0) return answer('return', host, 'confirm');
      if (way === 1) return answer('return', renter, 'dispute');
      return skip();
    },
    () => {
      if (way === 1)
        return onBooking({
          type: 'ResolveDamageCase',
          bookingId,
          actor: admin,
          note: 'The dent was there before: see the handover photos.',
          now: completedAt,
        });
      if (way === 2)
        return onBooking({ type: 'CompleteBooking', bookingId, actor: systemActor, now: completedAt });
      return onBooking({ type: 'AcceptReturn', bookingId, actor: host, now: completedAt });
    },
    () => (way === 2 || way === 3 ? reviewRenter() : review()),
    () => {
      if (way === 0) return reviewRenter();
      if (way === 3) return review();
      return reveal();
    },
  ];
}

const onReport = (command: ReportCommand) =>
  handleAsItsActor(store, reportDecider, reportStream(command.reportId), command);

/** A renter reports a listing or its host; the admin resolves some, and some are filed again after. */
function reportSteps(n: number, reporter: SeedUser, car: TrackedCar, admin: Actor): Step[] {
  const subject =
    n % 2 === 0 ? { kind: 'car' as const, id: car.carId } : { kind: 'user' as const, id: car.owner.userId! };
  const reportId = reportIdFor(reporter.userId, subject);
  const file = (reason: 'fake listing' | 'other') => () =>
    onReport({
      type: 'FileReport',
      reportId,
      actor: reporter.actor,
      subject,
      subjectOwnerId: subject.kind === 'car' ? car.owner.userId : null,
      reason,
      details: reason === 'other' ? `Report ${n}: the host asked for cash.` : '',
      now: new Date().toISOString(),
    });
  return [
    file(n % 4 < 2 ? 'fake listing' : 'other'),
    () =>
      n % 3 === 0
        ? onReport({
            type: 'ResolveReport',
            reportId,
            actor: admin,
            note: 'Spoke to the host.',
            now: new Date().toISOString(),
          })
        : skip(),
    n % 6 === 0 ? file('other') : skip,
  ];
}

const onConversation = (conversationId: string, command: ConversationCommand) =>
  handleAsItsActor(store, conversationDecider, conversationStream(conversationId), command);

/**
 * A renter and a host talk, as the message routes run it: messages both ways, read or not
 * (reading with nothing new appends nothing); the renter reports some of the host's answers,
 * an admin reads the conversation for the report and resolves some; the host stops some of a
 * renter's questions about a car.
 */
function conversationSteps(
  n: number,
  parties: ConversationParties & { conversationId: string },
  admin: Actor,
): Step[] {
  const { conversationId } = parties;
  const [renter, host] = [asUser(parties.renterId), asUser(parties.hostId)];
  const now = () => new Date().toISOString();
  const answer = randomUUID();
  const answered = n % 4 !== 3;
  const reported = answered && n % 5 === 0;
  const send = (actor: Actor, text: string, messageId = randomUUID()) =>
    onConversation(conversationId, {
      type: 'SendMessage',
      conversationId,
      parties,
      actor,
      messageId,
      text,
      photo: n % 7 === 0 ? `/objects/message-photos/${randomUUID()}.jpg` : null,
      now: now(),
    });
  const read = (actor: Actor) =>
    onConversation(conversationId, { type: 'MarkConversationRead', conversationId, actor, now: now() });
  return [
    () => send(renter, `Hello! Is pick-up at Kotoka fine? (${n})`),
    () => (n % 3 === 0 ? send(renter, 'I land at 14:00.') : skip()),
    () => (answered ? read(host) : skip()),
    () => (answered ? send(host, 'Yes, see you at arrivals.', answer) : skip()),
    () => (n % 2 === 0 ? read(renter) : skip()),
    // Read twice: the second appends nothing.
    () => (n % 2 === 0 ? read(renter) : skip()),
    () => (n % 6 === 1 ? send(renter, 'Thank you!') : skip()),
    () =>
      reported
        ? onConversation(conversationId, {
            type: 'ReportMessage',
            conversationId,
            messageId: answer,
            actor: renter,
            reason: n % 10 === 0 ? 'Asked me to pay in cash' : '',
            now: now(),
          })
        : skip(),
    () =>
      reported
        ? onConversation(conversationId, {
            type: 'OpenConversationAsAdmin',
            conversationId,
            actor: admin,
            damageCaseOpen: false,
            now: now(),
          })
        : skip(),
    () =>
      reported && n % 10 === 0
        ? onConversation(conversationId, {
            type: 'ResolveMessageReport',
            conversationId,
            messageId: answer,
            actor: admin,
            note: 'Reminded the host to take payments in the app',
            now: now(),
          })
        : skip(),
    () =>
      parties.kind === 'question' && n % 2 === 1
        ? onConversation(conversationId, {
            type: 'StopConversation',
            conversationId,
            actor: host,
            now: now(),
          })
        : skip(),
  ];
}

/** A renter's questions about a listing before booking it. */
const questionSteps = (n: number, renter: SeedUser, car: TrackedCar, admin: Actor): Step[] =>
  conversationSteps(
    n,
    {
      conversationId: questionConversationIdFor(renter.userId, car.carId),
      kind: 'question',
      bookingId: null,
      carId: car.carId,
      renterId: renter.userId,
      hostId: car.owner.userId!,
      openUntil: null,
    },
    admin,
  );

/** What users do with their notifications: e-mails turned off (and some on again), all read, some by id. */
function notificationSteps(j: number, user: SeedUser): Step[] {
  const on = (command: NotificationCommand) =>
    handleCommand(
      store,
      notificationDecider,
      notificationsStream(user.userId),
      command,
      contextOf(user.actor),
    );
  const now = () => new Date().toISOString();
  return [
    ...Array.from({ length: 8 }, () => skip),
    () =>
      j % 4 === 0
        ? on({
            type: 'ChooseNotificationEmails',
            actor: user.actor,
            emailsOff: ['review-received', 'message'],
            now: now(),
          })
        : skip(),
    () => {
      if (j % 3 === 0)
        return on({ type: 'MarkNotificationsRead', actor: user.actor, notificationIds: 'all', now: now() });
      if (j % 3 === 1)
        return on({
          type: 'MarkNotificationsRead',
          actor: user.actor,
          notificationIds: [randomUUID()],
          now: now(),
        });
      return skip();
    },
    () =>
      j % 8 === 0
        ? on({ type: 'ChooseNotificationEmails', actor: user.actor, emailsOff: ['message'], now: now() })
        : skip(),
    () =>
      j % 3 === 0
        ? on({ type: 'MarkNotificationsRead', actor: user.actor, notificationIds: 'all', now: now() })
        : skip(),
  ];
}

interface History {
  users: SeedUser[];
  cars: TrackedCar[];
  admin: Actor;
}

/**
 * A few thousand events: users, their listings and bookings, each script on its
 * own streams, run in lock-step rounds so the streams interleave in the log
 * (a batch mid-log holds every kind of event, idempotent or not).
 */
async function appendHistory(): Promise<History> {
  const users: SeedUser[] = Array.from({ length: USERS }, (_, j) => {
    const userId = randomUUID();
    return { userId, email: `member${j}.${userId.slice(0, 6)}@akwaaba.test`, actor: asUser(userId) };
  });
  const admin: Actor = { userId: users[40]!.userId, role: 'admin' };
  const car = (i: number): TrackedCar => ({
    carId: randomUUID(),
    owner: users[i % HOSTS]!.actor,
    details: carDetails(i),
    available: i % 6 !== 5,
    status: 'pending',
    deleted: false,
  });
  const cars = Array.from({ length: CARS }, (_, i) => car(i));
  // Cars listed to be rented out at once, each booked by a renter (not a host).
  const fleet = Array.from({ length: BOOKED_CARS }, (_, k) => ({ ...car(k), available: true }));
  const renter = (k: number) => users[HOSTS + (k % (USERS - HOSTS))]!;
  await inLockStep([
    ...users.map((user, j) => userSteps(j, user, admin)),
    ...cars.map((listing, i) => carSteps(i, listing, admin)),
    ...fleet.map((listing, k) => [
      async () => {
        const { carId, owner } = listing;
        const details = listing.details;
        await onCar(listing, {
          type: 'ListCar',
          carId,
          actor: owner,
          ownerId: owner.userId!,
          details,
          available: true,
        });
        const surchargePerDay = 6000 + (k % 3) * 500;
        await onCar(listing, {
          type: 'SetRegionSurcharge',
          carId,
          actor: owner,
          regionId: 'ashanti',
          surchargePerDay,
        });
        await onCar(listing, { type: 'ApproveCar', carId, actor: admin });
      },
      ...bookingSteps(k, listing, renter(k), admin),
      ...blockSteps(k, listing),
      ...payoutSteps(k, listing),
    ]),
    // Reports of listings and hosts, filed once both exist.
    ...cars.map((listing, n) => [skip, ...reportSteps(n, renter(n), listing, admin)]),
    // Questions about a third of the listings, asked once they exist.
    ...cars.flatMap((listing, n) =>
      n % 3 === 0 ? [[skip, ...questionSteps(n, renter(n), listing, admin)]] : [],
    ),
    ...users.map((user, j) => notificationSteps(j, user)),
  ]);
  return { users, cars, admin };
}

async function inLockStep(scripts: Step[][]): Promise<void> {
  const rounds = Math.max(...scripts.map((s) => s.length));
  for (let round = 0; round < rounds; round++) {
    await Promise.all(scripts.map((steps) => steps[round]?.()));
  }
}

/** What happens while a rebuild is interrupted: a new listing, an edit, a profile change. */
async function appendLaterActivity(history: History): Promise<{ head: Position; newCarId: string }> {
  const host = history.users[1]!;
  const car: TrackedCar = {
    carId: randomUUID(),
    owner: host.actor,
    details: carDetails(1000),
    available: true,
    status: 'pending',
    deleted: false,
  };
  await onCar(car, {
    type: 'ListCar',
    carId: car.carId,
    actor: host.actor,
    ownerId: host.userId,
    details: car.details,
    available: true,
  });
  await onCar(car, { type: 'ApproveCar', carId: car.carId, actor: history.admin });
  const approved = history.cars.find((c) => c.status === 'approved' && !c.deleted)!;
  await Promise.all([
    onCar(approved, {
      type: 'UpdateCar',
      carId: approved.carId,
      actor: approved.owner,
      changes: { pricePerDay: approved.details.pricePerDay + 500 },
    }),
    onUser({
      type: 'UpdateProfile',
      userId: host.userId,
      actor: host.actor,
      now: new Date().toISOString(),
      changes: { bio: 'Now also delivering to Kotoka.' },
    }),
  ]);
  return { head: (await store.headPosition())!, newCarId: car.carId };
}

/* ---------------------------------------------------------------------------------------------- */
/* Observing                                                                                      */
/* ---------------------------------------------------------------------------------------------- */

const carsProjectionOf = () => readModels.find((p) => p.name === 'cars')!;

async function carsStatus() {
  const [status] = await getProjectionStatus({ pool: db.pool, store }, [carsProjectionOf()]);
  return status!;
}

async function eventCounts(): Promise<Record<string, number>> {
  const { events } = await store.readAll({ maxCount: 1_000_000 });
  const counts: Record<string, number> = {};
  for (const event of events) counts[event.type] = (counts[event.type] ?? 0) + 1;
  return counts;
}

/** Each active generation counted exactly the log's events for its projection: none twice, none missed. */
async function expectEachEventAppliedOnce(projections: readonly Projection[]) {
  for (const projection of projections) {
    const { rows } = await db.pool.query<{ events_applied: string }>(
      `select g.events_applied from projection_state s
       join projection_generations g on g.name = s.name and g.generation = s.active_generation
       where s.name = $1`,
      [projection.name],
    );
    const inLog = await store.countEventsAfter(null, projection.eventTypePrefixes);
    expect(Number(rows[0]!.events_applied), projection.name).toBe(inLog);
  }
}

/** How many batches the child has written (committed or not) for a projection. */
const batchesOf = (messages: readonly ChildMessage[], projection: Projection) =>
  messages.filter((m) => m.event === 'batch' && m.projection === projection.name).length;

/** Waits until every projection (reactors too) has passed `position`; otherwise fails saying why. */
async function caughtUp(position: Position, timeoutMs = 30_000): Promise<void> {
  const names = projections.map((p) => p.name);
  if (await waitForProjections(db.pool, position, names, timeoutMs)) return;
  const statuses = await getProjectionStatus({ pool: db.pool, store }, projections);
  const behind = statuses.map(({ name, lagEvents, lastError, runnerActive }) => ({
    name,
    lagEvents,
    runnerActive,
    lastError: lastError?.message ?? null,
  }));
  const reports = children.flatMap((child) => child.messages.filter((m) => m.event === 'error'));
  throw new Error(`Projections did not catch up: ${JSON.stringify({ behind, reports })}`);
}

async function until(condition: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The parts of the read models the domain's own state also holds, as plain sorted rows. */
function readableParts(snapshot: ReadModelSnapshot): ReadableParts {
  const pick = (row: unknown, keys: readonly string[]) =>
    Object.fromEntries(keys.map((key) => [key, (row as Record<string, unknown>)[key]]));
  const at = (time: unknown) => (time === null ? null : new Date(String(time)).toISOString());
  const users = snapshot.users!.users!.map((row) => {
    const picked = pick(row, USER_COLUMNS);
    return {
      ...picked,
      roles: [...(picked.roles as string[])].sort(),
      suspended_at: at(picked.suspended_at),
    };
  });
  return sortedParts({
    cars: snapshot.cars!.cars!.map((row) => pick(row, CAR_COLUMNS)),
    car_region_pricing: snapshot.cars!.car_region_pricing!.map((row) =>
      pick(row, ['car_id', 'region_id', 'surcharge_per_day']),
    ),
    car_history: snapshot.car_history!.car_history!.map((row) =>
      pick(row, ['car_id', ...TRAIL_COLUMNS, 'notes']),
    ),
    booking_history: snapshot.booking_history!.booking_history!.map((row) => {
      const picked = pick(row, ['booking_id', ...TRAIL_COLUMNS, 'occurred_at']);
      return { ...picked, occurred_at: at(picked.occurred_at) };
    }),
    users,
    trips: snapshot.trips!.trips!.map((row) => {
      const picked = pick(row, TRIP_COLUMNS);
      return {
        ...picked,
        completed_at: at(picked.completed_at),
        no_show_flagged_at: at(picked.no_show_flagged_at),
      };
    }),
    reviews: snapshot.bookings!.reviews!.map((row) => pick(row, ['id', 'rating', 'shown'])),
    conversation_messages: snapshot.conversations!.conversation_messages!.map((row) =>
      pick(row, ['id', 'seq', 'conversation_id', 'sender_id', 'text']),
    ),
    conversation_participants: snapshot.conversations!.conversation_participants!.map((row) =>
      pick(row, ['conversation_id', 'user_id', 'side', 'unread_count']),
    ),
  });
}

type Row = Record<string, unknown>;
interface ReadableParts {
  cars: Row[];
  car_region_pricing: Row[];
  car_history: Row[];
  booking_history: Row[];
  users: Row[];
  trips: Row[];
  reviews: Row[];
  conversation_messages: Row[];
  conversation_participants: Row[];
}

/** One order for both sides, independent of the database's collation. */
function sortedParts(parts: ReadableParts): ReadableParts {
  const byKeys =
    (...keys: string[]) =>
    (a: Row, b: Row) => {
      for (const key of keys) {
        const [x, y] = [a[key], b[key]];
        if (x === y) continue;
        if (typeof x === 'number' && typeof y === 'number') return x - y;
        return String(x) < String(y) ? -1 : 1;
      }
      return 0;
    };
  return {
    cars: parts.cars.sort(byKeys('id')),
    car_region_pricing: parts.car_region_pricing.sort(byKeys('car_id', 'region_id')),
    car_history: parts.car_history.sort(byKeys('car_id', 'revision')),
    booking_history: parts.booking_history.sort(byKeys('booking_id', 'revision')),
    users: parts.users.sort(byKeys('id')),
    trips: parts.trips.sort(byKeys('booking_id')),
    reviews: parts.reviews.sort(byKeys('id')),
    conversation_messages: parts.conversation_messages.sort(byKeys('id')),
    conversation_participants: parts.conversation_participants.sort(byKeys('conversation_id', 'user_id')),
  };
}

/** What both audit trails (car_history, booking_history) keep of each event: its place and who acted. */
const TRAIL_COLUMNS = ['revision', 'event_type', 'actor_id', 'actor_role'] as const;
const trailOf = (event: RecordedEvent) => ({
  revision: event.streamRevision,
  event_type: event.type,
  actor_id: event.metadata.actorId,
  actor_role: event.metadata.actorRole,
});

const TRIP_COLUMNS = [
  'booking_id',
  'state',
  'start_date',
  'end_date',
  'no_show_flagged_at',
  'return_disputed',
  'damage_case',
  'completed_at',
  'renter_reviewed',
  'host_reviewed',
  'reviews_revealed',
  'reminders',
] as const;

const CAR_COLUMNS = [
  'id',
  'owner_id',
  'make',
  'model',
  'year',
  'location',
  'price_per_day',
  'description',
  'features',
  'seats',
  'transmission',
  'fuel_type',
  'available',
  'verification_status',
  'verification_notes',
  'images',
  'photo_variants',
  'thumbnail_url',
  'roadworthy_document',
  'registration_document',
  'insurance_document',
  'driver_available',
  'driver_daily_rate',
  'driver_name',
  'driver_phone',
  'driver_experience_years',
] as const;

const USER_COLUMNS = [
  'id',
  'email',
  'first_name',
  'last_name',
  'phone_number',
  'bio',
  'profile_image_url',
  'driver_license_number',
  'driver_license_document',
  'national_id_number',
  'national_id_document',
  'driver_verification',
  'driver_verification_note',
  'email_verified',
  'roles',
  'suspended',
  'suspension_reason',
  'suspended_at',
] as const;

/** The same rows, folded straight from the streams with the deciders' `evolve`. */
async function expectedFromStreams(): Promise<ReadableParts> {
  const { events } = await store.readAll({ maxCount: 1_000_000 });
  const streams = new Map<string, RecordedEvent[]>();
  for (const event of events) {
    const family = event.type.startsWith('Car')
      ? 'car'
      : event.type.startsWith('User')
        ? 'user'
        : event.type.startsWith('Booking')
          ? 'booking'
          : event.type.startsWith('Conversation')
            ? 'conversation'
            : null;
    if (!family) continue;
    const key = `${family} ${event.streamName}`;
    streams.set(key, [...(streams.get(key) ?? []), event]);
  }
  const cars: Row[] = [];
  const pricing: Row[] = [];
  const history: Row[] = [];
  const bookingHistory: Row[] = [];
  const users: Row[] = [];
  const trips: Row[] = [];
  const reviews: Row[] = [];
  const messages: Row[] = [];
  const participants: Row[] = [];
  for (const [key, recorded] of streams) {
    if (key.startsWith('booking ')) {
      for (const event of recorded.filter(inTheTrail)) {
        const { bookingId } = event.data as BookingEvent['data'];
        bookingHistory.push({
          booking_id: bookingId,
          ...trailOf(event),
          occurred_at: event.metadata.timestamp,
        });
      }
      // The whole log is read once, untyped; a group's events are its stream's, named by the key.
      const booking: BookingState = fold(bookingDecider, recorded as unknown as BookingEvent[]);
      if (booking.status === 'none') continue;
      const { trip } = booking;
      if (booking.reviewed) {
        const reviewed = recorded.find((event) => event.type === 'BookingReviewed')!;
        // Every review here rates the host too: shown once revealed.
        reviews.push({
          id: booking.bookingId,
          rating: (reviewed.data as { rating: number }).rating,
          shown: trip.reviewsRevealed,
        });
      }
      if (booking.paymentStatus !== 'paid' || booking.status === 'cancelled') continue;
      trips.push({
        booking_id: booking.bookingId,
        state:
          booking.status === 'completed'
            ? 'completed'
            : trip.return
              ? 'returned'
              : trip.handover
                ? 'in_progress'
                : 'awaiting_handover',
        start_date: booking.startDate,
        end_date: booking.endDate,
        no_show_flagged_at: trip.noShowFlagged
          ? (recorded.find((event) => event.type === 'BookingNoShowFlagged')!.data as { flaggedAt: string })
              .flaggedAt
          : null,
        return_disputed: trip.return?.answer === 'disputed',
        damage_case: trip.damageCase,
        completed_at: trip.completedAt,
        renter_reviewed: booking.reviewed,
        host_reviewed: trip.hostReviewed,
        reviews_revealed: trip.reviewsRevealed,
        reminders: trip.reminders,
      });
    } else if (key.startsWith('car ')) {
      // As above: a car stream's events, from the untyped read of the whole log.
      const state: CarState = fold(carDecider, recorded as unknown as CarEvent[]);
      for (const event of recorded) {
        const { data } = event as unknown as CarEvent;
        history.push({ car_id: data.carId, ...trailOf(event), notes: 'notes' in data ? data.notes : null });
      }
      if (state.status !== 'listed') continue;
      const { details: d } = state;
      const first = d.images[0];
      cars.push({
        id: state.carId,
        owner_id: state.ownerId,
        make: d.make,
        model: d.model,
        year: d.year,
        location: d.location,
        price_per_day: d.pricePerDay,
        description: d.description,
        features: d.features,
        seats: d.seats,
        transmission: d.transmission,
        fuel_type: d.fuelType,
        available: state.available,
        verification_status: state.verificationStatus,
        verification_notes: state.verificationNotes,
        images: d.images,
        photo_variants: state.photoVariants,
        thumbnail_url: (first !== undefined ? state.photoVariants[first]?.thumbnail : undefined) ?? null,
        roadworthy_document: d.roadworthyDocument,
        registration_document: d.registrationDocument,
        insurance_document: d.insuranceDocument,
        driver_available: d.driverAvailable,
        driver_daily_rate: d.driverDailyRate,
        driver_name: d.driverName,
        driver_phone: d.driverPhone,
        driver_experience_years: d.driverExperienceYears,
      });
      for (const [regionId, surcharge] of Object.entries(state.regionSurcharges)) {
        pricing.push({ car_id: state.carId, region_id: regionId, surcharge_per_day: surcharge });
      }
    } else if (key.startsWith('conversation ')) {
      // As above: a conversation stream's events, from the untyped read of the whole log.
      const state = fold(conversationDecider, recorded as unknown as ConversationEvent[]);
      for (const event of recorded) {
        if (event.type !== 'ConversationMessageSent') continue;
        const { conversationId, messageId, senderId, text } = (
          event as unknown as Extract<ConversationEvent, { type: 'ConversationMessageSent' }>
        ).data;
        messages.push({
          id: messageId,
          seq: event.streamRevision,
          conversation_id: conversationId,
          sender_id: senderId,
          text,
        });
      }
      const { parties } = state;
      if (!parties) continue;
      const conversationId = (recorded[0]!.data as { conversationId: string }).conversationId;
      for (const [side, userId] of [
        ['renter', parties.renterId],
        ['host', parties.hostId],
      ] as const) {
        participants.push({
          conversation_id: conversationId,
          user_id: userId,
          side,
          unread_count: unreadIn(state, userId),
        });
      }
    } else {
      // As above: a user stream's events, from the untyped read of the whole log.
      const state: UserState = fold(userDecider, recorded as unknown as UserEvent[]);
      if (state.status !== 'registered') continue;
      users.push({
        id: state.userId,
        email: state.email,
        first_name: state.profile.firstName,
        last_name: state.profile.lastName,
        phone_number: state.profile.phoneNumber,
        bio: state.profile.bio,
        profile_image_url: state.profile.profileImageUrl,
        driver_license_number: state.identity.driverLicenseNumber,
        driver_license_document: state.identity.driverLicenseDocument,
        national_id_number: state.identity.nationalIdNumber,
        national_id_document: state.identity.nationalIdDocument,
        driver_verification: state.driverVerification.status,
        driver_verification_note: state.driverVerification.note,
        email_verified: state.emailVerified,
        roles: [...state.roles].sort(),
        suspended: state.suspension !== null,
        suspension_reason: state.suspension?.reason ?? null,
        suspended_at: state.suspension?.since ?? null,
      });
    }
  }
  return sortedParts({
    cars,
    car_region_pricing: pricing,
    car_history: history,
    booking_history: bookingHistory,
    users,
    trips,
    reviews,
    conversation_messages: messages,
    conversation_participants: participants,
  });
}

/** What the decider's state says a participant has not read: the other side's messages after their last read. */
function unreadIn(state: ConversationState, userId: string): number {
  const sent = [...state.senders.keys()];
  const readUpTo = state.readUpTo.get(userId);
  const after = readUpTo === undefined ? sent : sent.slice(sent.indexOf(readUpTo) + 1);
  return after.filter((messageId) => state.senders.get(messageId) !== userId).length;
}

/** Every job the reactors enqueued, one line each: queue, then what identifies its event. */
async function queuedJobs(): Promise<string[]> {
  const { rows } = await db.pool.query<{ name: string; data: Record<string, string> }>(
    'select name, data from pgboss.job where name = any($1)',
    [
      [
        CAR_PHOTO_VARIANTS_QUEUE,
        BOOKING_HOLD_EXPIRY_QUEUE,
        BOOKING_REFUNDS_QUEUE,
        SUSPENDED_RENTER_HOLDS_QUEUE,
        PAYOUT_EARNINGS_QUEUE,
        PAYOUT_HOST_QUEUE,
        PAYOUT_TRANSFER_QUEUE,
      ],
    ],
  );
  return rows
    .map(({ name, data }) =>
      name === CAR_PHOTO_VARIANTS_QUEUE
        ? `${name} ${data.causationId} ${data.image}`
        : `${name} ${data.bookingId ?? data.renterId ?? data.hostId} ${data.correlationId}`,
    )
    .sort();
}

/** One job per stored photo of a listing or photo edit, per hold, per refund owed. */
async function expectedJobs(): Promise<string[]> {
  const { events } = await store.readAll({ maxCount: 1_000_000 });
  const photosOf = (event: CarEvent): string[] => {
    if (event.type === 'CarListed') return event.data.details.images;
    if (event.type === 'CarUpdated') return event.data.changes.images ?? [];
    return [];
  };
  return events
    .flatMap((recorded) => {
      const data = recorded.data as Record<string, unknown>;
      const forBooking = (queue: string) => [
        `${queue} ${String(data.bookingId)} ${recorded.metadata.correlationId}`,
      ];
      switch (recorded.type) {
        case 'CarListed':
        case 'CarUpdated':
          // A car event by its type, from the untyped read of the whole log.
          return photosOf(recorded as unknown as CarEvent)
            .filter(isStoredCarPhoto)
            .map((image) => `${CAR_PHOTO_VARIANTS_QUEUE} ${recorded.id} ${image}`);
        case 'CalendarDatesHeld':
          return forBooking(BOOKING_HOLD_EXPIRY_QUEUE);
        case 'BookingCancelled':
          return Number(data.refundAmount) > 0 ? forBooking(BOOKING_REFUNDS_QUEUE) : [];
        case 'BookingPaymentRefused':
          return forBooking(BOOKING_REFUNDS_QUEUE);
        case 'BookingCompleted':
          return forBooking(PAYOUT_EARNINGS_QUEUE);
        case 'PayoutEarningRecorded':
        case 'PayoutTransferFailed':
          return forBooking(PAYOUT_TRANSFER_QUEUE);
        case 'PayoutAccountSet':
          return [`${PAYOUT_HOST_QUEUE} ${String(data.hostId)} ${recorded.metadata.correlationId}`];
        case 'UserAccountSuspended':
          return [
            `${SUSPENDED_RENTER_HOLDS_QUEUE} ${String(data.userId)} ${recorded.metadata.correlationId}`,
          ];
        default:
          return [];
      }
    })
    .sort();
}

/* ---------------------------------------------------------------------------------------------- */
/* The child process                                                                              */
/* ---------------------------------------------------------------------------------------------- */

const here = path.dirname(fileURLToPath(import.meta.url));
const CHILD_SCRIPT = path.join(here, 'support', 'run-product-projections.ts');

/** test/support/run-product-projections.ts in its own process, with its JSON-line reports. */
class ProjectionsProcess extends ReportingProcess {
  constructor(env: Record<string, string>) {
    super(CHILD_SCRIPT, env);
  }

  /** Resolves with the reports so far once `condition` holds for them; fails on an error report or exit. */
  waitUntil(condition: (messages: ChildMessage[]) => boolean, timeoutMs = 30_000): Promise<ChildMessage[]> {
    return new Promise((resolve, reject) => {
      const finish = (error?: Error) => {
        this.listeners.delete(check);
        clearTimeout(timer);
        if (error) reject(error);
        else resolve(this.messages);
      };
      const check = () => {
        const failure = this.messages.find((m) => m.event === 'error');
        if (failure) finish(new Error(`child reported: ${JSON.stringify(failure)}`));
        else if (condition(this.messages)) finish();
      };
      const timer = setTimeout(
        () => finish(new Error(`child ${this.child.pid}: condition not met within ${timeoutMs} ms`)),
        timeoutMs,
      );
      this.listeners.add(check);
      void this.exited.then(
        () => this.listeners.has(check) && finish(new Error('child exited before the condition')),
      );
      check();
    });
  }
}

function spawnProjections(env: Record<string, string>): ProjectionsProcess {
  const child = new ProjectionsProcess({ DATABASE_URL: db.url, ...env });
  children.push(child);
  return child;
}
