import { ERASED_EMAIL } from '@akwaaba/domain';
import { TRIP_CONFIRMATION_QUEUE, type TripConfirmationJob } from '@akwaaba/domain/trips/trips.jobs';
import type { Config } from '@akwaaba/infra/config';
import { checkpointToPosition } from '@akwaaba/infra/eventstore/port';
import type { Mailer, MailMessage } from '@akwaaba/infra/mail/mail-port';
import {
  bookingsReadModel,
  findBookingDetailFor,
  findBookingParties,
  type PhotoUrl,
  tripsReadModel,
  userNames,
  waitForProjections,
} from '@akwaaba/projections';
import type pg from 'pg';
import { jobWorker } from '../jobs';
import { type MailingDeps, withMailer } from '../mail/mailing-deps';
import { tripConfirmationEmail } from './trip-confirmation.templates';

/** How long a job waits for the bookings and trips read models to show the payment before it is retried. */
const CATCH_UP_MS = 10_000;

/**
 * The e-mail shows no trip photo: a trip just paid has none, and a signed link would expire in
 * the inbox.
 */
const noPhotoLinks: PhotoUrl = () => '';

export interface TripConfirmationDeps {
  pool: pg.Pool;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl'>;
}

export type TripConfirmationOutcome = 'sent' | 'already-sent' | 'nothing-to-send';

/**
 * The renter's e-mail a job asks for, or null when there is nobody to write to (an account
 * closed since: its address is erased) or the trip is no longer on (cancelled since). Reads the
 * booking as the renter's trip page does, once the read models show the payment: throws when
 * they do not within `catchUpMs`, so pg-boss tries again later.
 */
export async function composeTripConfirmation(
  deps: Pick<TripConfirmationDeps, 'pool' | 'config'>,
  job: TripConfirmationJob,
  now = new Date(),
  catchUpMs = CATCH_UP_MS,
): Promise<{ renterId: string; message: MailMessage } | null> {
  const paidAt = checkpointToPosition(job.position);
  const readModels = [bookingsReadModel.name, tripsReadModel.name];
  if (paidAt && !(await waitForProjections(deps.pool, paidAt, readModels, catchUpMs)))
    throw new Error(`The read models do not show booking ${job.bookingId}'s payment yet`);
  const parties = await findBookingParties(deps.pool, job.bookingId);
  if (!parties) return null;
  const renter = (await userNames(deps.pool, [parties.renterId])).get(parties.renterId);
  // A closed account's address is erased: nobody to write to (docs/adr/0026).
  if (!renter || renter.email === ERASED_EMAIL) return null;
  const booking = await findBookingDetailFor(deps.pool, job.bookingId, parties.renterId, noPhotoLinks, now);
  // A trip exists from payment on; a booking cancelled since has none to tell of.
  if (!booking?.trip || booking.status !== 'confirmed') return null;
  const message = tripConfirmationEmail({
    to: renter.email,
    firstName: renter.firstName,
    booking,
    publicUrl: deps.config.publicUrl,
    now,
  });
  return { renterId: parties.renterId, message };
}

/**
 * E-mails the renter their trip once paid. The event id and the recipient make the idempotency
 * key: a job run twice sends once.
 */
export async function sendTripConfirmation(
  deps: TripConfirmationDeps,
  job: TripConfirmationJob,
  now = new Date(),
  catchUpMs = CATCH_UP_MS,
): Promise<TripConfirmationOutcome> {
  const composed = await composeTripConfirmation(deps, job, now, catchUpMs);
  if (!composed) return 'nothing-to-send';
  return deps.mailer.send(
    { ...composed.message, correlationId: job.correlationId },
    `trip-confirmation:${job.eventId}:${composed.renterId}`,
  );
}

/** Drains the trip confirmation queue (sent by the trip confirmation reactor). */
export const tripConfirmationWorker = jobWorker<TripConfirmationJob, MailingDeps>(TRIP_CONFIRMATION_QUEUE, {
  pollingIntervalSeconds: 1,
  prepare: withMailer,
  async handle(deps, job, log) {
    const outcome = await sendTripConfirmation(deps, job.data);
    log.info({ bookingId: job.data.bookingId, outcome }, 'trip confirmation e-mail handled');
  },
});
