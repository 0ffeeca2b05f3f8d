import type { BookingEvent, CarCalendarEvent } from '@akwaaba/domain';
import {
  BOOKING_HOLD_EXPIRY_QUEUE,
  BOOKING_REFUNDS_QUEUE,
  type BookingHoldExpiryJob,
  type BookingRefundsJob,
} from '@akwaaba/workers/bookings/booking-queues';
import type { JobSender } from '@akwaaba/workers/jobs';
import type { Projection } from '../runner/index';

type Wanted =
  | { queue: typeof BOOKING_HOLD_EXPIRY_QUEUE; data: BookingHoldExpiryJob; startAfter: Date }
  | { queue: typeof BOOKING_REFUNDS_QUEUE; data: BookingRefundsJob };

function jobFor(event: BookingEvent | CarCalendarEvent, correlationId: string): Wanted | null {
  switch (event.type) {
    case 'CalendarDatesHeld': {
      const { carId, bookingId, holdExpiresAt } = event.data;
      return {
        queue: BOOKING_HOLD_EXPIRY_QUEUE,
        data: { carId, bookingId, correlationId },
        startAfter: new Date(holdExpiresAt),
      };
    }
    case 'BookingCancelled':
      return event.data.refundAmount > 0
        ? { queue: BOOKING_REFUNDS_QUEUE, data: { bookingId: event.data.bookingId, correlationId } }
        : null;
    case 'BookingPaymentRefused':
      return { queue: BOOKING_REFUNDS_QUEUE, data: { bookingId: event.data.bookingId, correlationId } };
    default:
      return null;
  }
}

/**
 * Turns booking facts into work, in the runner's transaction (exactly one job per event):
 * a hold's expiry at the instant it runs out, and a refund for every free cancellation and
 * refused payment. The workers are idempotent, so the every-minute sweep may overlap them.
 * Starts from the beginning of the log: bookings made before this reactor existed still get
 * their jobs, and an old job finds nothing left to do.
 */
export function bookingJobsReactor(jobs: JobSender): Projection {
  return {
    name: 'booking_jobs_reactor',
    kind: 'reactor',
    eventTypePrefixes: ['CalendarDatesHeld', 'BookingCancelled', 'BookingPaymentRefused'],
    tables: {},
    async apply(events, { client }) {
      const wanted = events.flatMap((recorded) => {
        const job = jobFor(
          recorded as unknown as BookingEvent | CarCalendarEvent,
          recorded.metadata.correlationId,
        );
        return job ? [job] : [];
      });
      if (wanted.length === 0) return;
      // pg-boss drops a job for a queue that does not exist yet, silently. Failing instead makes
      // the runner retry this batch until the workers role has created the queues.
      const queues = [...new Set(wanted.map((w) => w.queue))];
      const { rows } = await client.query<{ name: string }>(
        'select name from pgboss.queue where name = any($1)',
        [queues],
      );
      const missing = queues.filter((q) => !rows.some((r) => r.name === q));
      if (missing.length > 0)
        throw new Error(`Queue ${missing.join(', ')} does not exist yet (the workers role creates it)`);
      for (const job of wanted) {
        if (job.queue === BOOKING_HOLD_EXPIRY_QUEUE)
          await jobs.send(job.queue, job.data, { client, startAfter: job.startAfter });
        else await jobs.send(job.queue, job.data, { client });
      }
    },
  };
}
