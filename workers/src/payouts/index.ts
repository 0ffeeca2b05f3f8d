import {
  type PayoutDeps,
  recordEarnings,
  sendDuePayouts,
  sendPayout,
} from '@akwaaba/application/payouts/host-payouts';
import {
  PAYOUT_EARNINGS_QUEUE,
  PAYOUT_HOST_QUEUE,
  PAYOUT_SWEEP_QUEUE,
  PAYOUT_TRANSFER_QUEUE,
  type PayoutEarningsJob,
  type PayoutHostJob,
  type PayoutTransferJob,
} from '@akwaaba/domain/payouts/payouts.jobs';
import type { CommandContext } from '@akwaaba/infra/commands/command-handler';
import { openPayments } from '@akwaaba/infra/payments/index';
import { jobContext, jobWorker, sweepWorker, type Worker, type WorkerDeps } from '../jobs';
import { sweepPayouts } from './payout-sweep';

async function payoutDeps(deps: WorkerDeps): Promise<PayoutDeps> {
  const { provider } = await openPayments(deps);
  return {
    store: deps.store,
    pool: deps.pool,
    provider,
    logger: deps.logger,
    payoutDelayMinutes: deps.config.payoutDelayMinutes,
  };
}

/** A worker of a queue the payout jobs reactor sends to: `run` with the job's data and context. */
const payoutJobWorker = <Job extends object>(
  queue: string,
  run: (deps: PayoutDeps, job: Job, context: CommandContext) => Promise<unknown>,
): Worker =>
  jobWorker<Job, PayoutDeps>(queue, {
    pollingIntervalSeconds: 2,
    prepare: payoutDeps,
    handle: (deps, job) => run(deps, job.data, jobContext(job)),
  });

/** Records a completed booking's earnings for its host. */
export const payoutEarningsWorker = payoutJobWorker<PayoutEarningsJob>(
  PAYOUT_EARNINGS_QUEUE,
  (deps, job, context) => recordEarnings(deps, job.bookingId, context),
);

/** Sends payable earnings, and retries failed transfers when their wait is over. */
export const payoutTransferWorker = payoutJobWorker<PayoutTransferJob>(PAYOUT_TRANSFER_QUEUE, sendPayout);

/** Sends what waited for a host's payout account once they set it. */
export const payoutHostWorker = payoutJobWorker<PayoutHostJob>(PAYOUT_HOST_QUEUE, (deps, job, context) =>
  sendDuePayouts(deps, job.hostId, context),
);

/** Every minute: the payouts' safety net (see sweepPayouts). */
export const payoutSweepWorker = sweepWorker(PAYOUT_SWEEP_QUEUE, 'payout sweep', payoutDeps, sweepPayouts);

export const payoutsWorkers: Worker[] = [
  payoutEarningsWorker,
  payoutTransferWorker,
  payoutHostWorker,
  payoutSweepWorker,
];
