import { openPayments } from '@akwaaba/infra/payments/index';
import { jobContext, jobWorker, sweepWorker, type Worker, type WorkerDeps } from '../jobs';
import { type PayoutDeps, recordEarnings, sendDuePayouts, sendPayout } from './host-payouts';
import {
  PAYOUT_EARNINGS_QUEUE,
  PAYOUT_HOST_QUEUE,
  PAYOUT_SWEEP_QUEUE,
  PAYOUT_TRANSFER_QUEUE,
  type PayoutEarningsJob,
  type PayoutHostJob,
  type PayoutTransferJob,
} from './payout-queues';
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

/** Records a completed booking's earnings for its host (sent by the payout jobs reactor). */
export const payoutEarningsWorker = jobWorker<PayoutEarningsJob, PayoutDeps>(PAYOUT_EARNINGS_QUEUE, {
  pollingIntervalSeconds: 2,
  prepare: payoutDeps,
  handle: (deps, job) => recordEarnings(deps, job.data.bookingId, jobContext(job)),
});

/** Sends payable earnings, and retries failed transfers when their wait is over (sent by the reactor). */
export const payoutTransferWorker = jobWorker<PayoutTransferJob, PayoutDeps>(PAYOUT_TRANSFER_QUEUE, {
  pollingIntervalSeconds: 2,
  prepare: payoutDeps,
  handle: (deps, job) => sendPayout(deps, job.data, jobContext(job)),
});

/** Sends what waited for a host's payout account once they set it (sent by the reactor). */
export const payoutHostWorker = jobWorker<PayoutHostJob, PayoutDeps>(PAYOUT_HOST_QUEUE, {
  pollingIntervalSeconds: 2,
  prepare: payoutDeps,
  handle: (deps, job) => sendDuePayouts(deps, job.data.hostId, jobContext(job)),
});

/** Every minute: the payouts' safety net (see sweepPayouts). */
export const payoutSweepWorker = sweepWorker(PAYOUT_SWEEP_QUEUE, 'payout sweep', payoutDeps, sweepPayouts);

export const payoutWorkers: Worker[] = [
  payoutEarningsWorker,
  payoutTransferWorker,
  payoutHostWorker,
  payoutSweepWorker,
];
