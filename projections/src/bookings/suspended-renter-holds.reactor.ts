import type { UserAccountStandingEvent } from '@akwaaba/domain';
import {
  SUSPENDED_RENTER_HOLDS_QUEUE,
  type SuspendedRenterHoldsJob,
} from '@akwaaba/domain/bookings/bookings.jobs';
import type { JobSender } from '@akwaaba/infra/jobs/port';
import { accountStandingEvents } from '../event-types';
import { defineReactor } from '../runner/define-reactor';
import type { Projection } from '../runner/index';

/**
 * A suspended account's unpaid holds end at once: one job per suspension, sent in the
 * runner's transaction. The worker is idempotent, so replaying the log from the start
 * finds nothing left to end for suspensions long past.
 */
export function suspendedRenterHoldsReactor(jobs: JobSender): Projection {
  return defineReactor<UserAccountStandingEvent>(jobs, {
    name: 'suspended_renter_holds_reactor',
    takes: accountStandingEvents,
    eventTypePrefixes: ['UserAccountSuspended'],
    jobsFor(recorded) {
      if (recorded.type !== 'UserAccountSuspended') return [];
      const data: SuspendedRenterHoldsJob = {
        renterId: recorded.data.userId,
        correlationId: recorded.metadata.correlationId,
      };
      return [{ queue: SUSPENDED_RENTER_HOLDS_QUEUE, data }];
    },
  });
}
