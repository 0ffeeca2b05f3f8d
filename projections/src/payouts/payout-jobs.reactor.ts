import type { BookingEvent } from '@akwaaba/domain';
import type { HostPayoutsEvent } from '@akwaaba/domain/payouts/host-payouts.events';
import {
  PAYOUT_EARNINGS_QUEUE,
  PAYOUT_HOST_QUEUE,
  PAYOUT_TRANSFER_QUEUE,
  type PayoutEarningsJob,
  type PayoutHostJob,
  type PayoutTransferJob,
} from '@akwaaba/domain/payouts/payouts.jobs';
import type { JobSender, JobToSend } from '@akwaaba/infra/jobs/port';
import { bookingEvents, hostPayoutsEvents } from '../event-types';
import { defineReactor } from '../runner/define-reactor';
import type { Projection } from '../runner/index';
import { eitherEvent } from '../runner/typed-projection';

function jobFor(event: BookingEvent | HostPayoutsEvent, correlationId: string): JobToSend | null {
  switch (event.type) {
    case 'BookingCompleted': {
      const data: PayoutEarningsJob = { bookingId: event.data.bookingId, correlationId };
      return { queue: PAYOUT_EARNINGS_QUEUE, data };
    }
    case 'PayoutEarningRecorded':
    case 'PayoutTransferFailed': {
      const { hostId, bookingId } = event.data;
      const data: PayoutTransferJob = { hostId, bookingId, correlationId };
      const at = event.type === 'PayoutEarningRecorded' ? event.data.payableAt : event.data.nextAttemptAt;
      return { queue: PAYOUT_TRANSFER_QUEUE, data, startAfter: new Date(at) };
    }
    case 'PayoutAccountSet': {
      const data: PayoutHostJob = { hostId: event.data.hostId, correlationId };
      return { queue: PAYOUT_HOST_QUEUE, data };
    }
    default:
      return null;
  }
}

/**
 * Turns completed trips into host payouts, in the runner's transaction: a completed booking's
 * earnings are recorded, sent once they are payable (a day after the trip), and a failed
 * transfer is sent again when its wait is over, and earnings that waited for the host's
 * account go out once they set it. The workers are idempotent, and the payout sweep catches
 * anything a job missed.
 */
export function payoutJobsReactor(jobs: JobSender): Projection {
  return defineReactor<BookingEvent | HostPayoutsEvent>(jobs, {
    name: 'payout_jobs_reactor',
    takes: eitherEvent(bookingEvents, hostPayoutsEvents),
    eventTypePrefixes: [
      'BookingCompleted',
      'PayoutAccountSet',
      'PayoutEarningRecorded',
      'PayoutTransferFailed',
    ],
    jobsFor(recorded) {
      const job = jobFor(recorded, recorded.metadata.correlationId);
      return job ? [job] : [];
    },
  });
}
