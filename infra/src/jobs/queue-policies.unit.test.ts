import { describe, expect, it } from 'vitest';
import { allWorkers } from '../../../server/features';
import { deadLetterQueueOf, queuePolicies, queuePolicyOf } from './queue-policies';

describe('queue policies', () => {
  it('declares a retry policy for every worker’s queue', () => {
    const undeclared = allWorkers.map((w) => w.queue).filter((queue) => !(queue in queuePolicies));
    expect(undeclared, 'declare their retry policy in infra/src/jobs/queue-policies.ts').toEqual([]);
  });

  it('keeps the notification e-mail queue’s short policy and gives e-mails 5 tries from 30 s doubling', () => {
    expect(queuePolicyOf('notification-email')).toEqual({
      retryLimit: 4,
      retryDelaySeconds: 30,
      retryBackoff: true,
      expireInSeconds: 60,
      policy: 'short',
    });
    expect(deadLetterQueueOf('account-email')).toBe('account-email.dead');
  });

  it('takes a job for lost within 5 minutes, not pg-boss’s 15, when its worker died mid-job', () => {
    for (const [queue, policy] of Object.entries(queuePolicies))
      expect(policy.expireInSeconds, queue).toBeLessThanOrEqual(300);
  });
});
