import type { JobSender } from '@akwaaba/infra/jobs/port';
import type { Projection } from '../runner/projection';
import { payoutJobsReactor } from './payout-jobs.reactor';
import { payoutsReadModel } from './payouts.read-model';

/** The payouts feature's read model and its jobs: earnings, transfers, a host's payouts. */
export const payoutsProjections = (jobs: JobSender): Projection[] => [
  payoutsReadModel,
  payoutJobsReactor(jobs),
];
