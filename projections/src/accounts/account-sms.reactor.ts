import { ACCOUNT_SMS_QUEUE, type AccountSmsJob } from '@akwaaba/domain/accounts/accounts.jobs';
import type { JobSender } from '@akwaaba/infra/jobs/port';
import { userEvents } from '../event-types';
import { causedBy, defineReactor } from '../runner/define-reactor';
import type { Projection } from '../runner/index';

/**
 * Turns each phone code issued into an SMS job (docs/adr/0041), enqueued in the runner's
 * transaction with its checkpoint, so exactly once per event. A code issued without a sealed
 * copy (tests) is texted to nobody. Starts at the newest event: a new deployment never texts
 * old codes.
 */
export function accountSmsReactor(jobs: JobSender): Projection {
  return defineReactor(jobs, {
    name: 'account_sms',
    takes: userEvents,
    eventTypePrefixes: ['UserPhoneCodeIssued'],
    startFrom: 'now',
    jobsFor(recorded) {
      if (recorded.type !== 'UserPhoneCodeIssued' || !recorded.data.sealedCode) return [];
      const { userId, codeHash, sealedCode, expiresAt } = recorded.data;
      const job: AccountSmsJob = {
        kind: 'phone-code',
        userId,
        eventId: recorded.id,
        codeHash,
        sealedCode,
        expiresAt,
      };
      return [{ queue: ACCOUNT_SMS_QUEUE, data: { ...job, ...causedBy(recorded) } }];
    },
  });
}
