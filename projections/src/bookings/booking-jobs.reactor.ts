import type { BookingEvent, CarCalendarEvent } from '@akwaaba/domain';
import {
  BOOKING_HOLD_EXPIRY_QUEUE,
  BOOKING_REFUNDS_QUEUE,
  type BookingHoldExpiryJob,
  type BookingRefundsJob,
} from '@akwaaba/domain/bookings/bookings.jobs';
import type { JobSender, JobToSend } from '@akwaaba/infra/jobs/port';
import { bookingEvents, carCalendarEvents } from '../event-types';
import { defineReactor } from '../runner/define-reactor';
import type { Projection } from '../runner/index';
import { eitherEvent } from '../runner/typed-projection';

function jobFor(event: BookingEvent | CarCalendarEvent, correlationId: string): JobToSend | null {
  switch (event.type) {
    // A hold, and a request's hold renewed for the renter's time to pay once its host accepted.
    case 'CalendarDatesHeld':
    case 'CalendarHoldRenewed': {
      const { carId, bookingId, holdExpiresAt } = event.data;
      const data: BookingHoldExpiryJob = { carId, bookingId, correlationId };
      return { queue: BOOKING_HOLD_EXPIRY_QUEUE, data, startAfter: new Date(holdExpiresAt) };
    }
    case 'BookingCancelled':
      return event.data.refundAmount > 0 ? refund(event.data.bookingId, correlationId) : null;
    case 'BookingPaymentRefused':
      return refund(event.data.bookingId, correlationId);
    // Back with no damage reported: the deposit, if the booking took one, goes back.
    case 'BookingReturnRecorded':
      return event.data.damage === null ? refund(event.data.bookingId, correlationId) : null;
    default:
      return null;
  }
}

function refund(bookingId: string, correlationId: string): JobToSend {
  const data: BookingRefundsJob = { bookingId, correlationId };
  return { queue: BOOKING_REFUNDS_QUEUE, data };
}

/**
 * Turns booking facts into work, in the runner's transaction (exactly one job per event):
 * a hold's expiry at the instant it runs out, and a refund for every cancellation with money
 * owed back, refused payment and return with no damage reported (the deposit). The workers are
 * idempotent, so the every-minute sweep may overlap them.
 * Starts from the beginning of the log: bookings made before this reactor existed still get
 * their jobs, and an old job finds nothing left to do.
 */
export function bookingJobsReactor(jobs: JobSender): Projection {
  return defineReactor<BookingEvent | CarCalendarEvent>(jobs, {
    name: 'booking_jobs_reactor',
    takes: eitherEvent(bookingEvents, carCalendarEvents),
    eventTypePrefixes: [
      'CalendarDatesHeld',
      'CalendarHoldRenewed',
      'BookingCancelled',
      'BookingPaymentRefused',
      'BookingReturnRecorded',
    ],
    jobsFor(recorded) {
      const job = jobFor(recorded, recorded.metadata.correlationId);
      return job ? [job] : [];
    },
  });
}
