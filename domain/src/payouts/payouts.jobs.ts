import type { CorrelatedJob } from '../shared/jobs';

/*
 * The payouts' job queues and job data: the contract between the reactor that sends the jobs
 * (projections/src/payouts/payout-jobs.reactor.ts) and the payout workers
 * (workers/src/payouts/payout.workers.ts).
 */

/** Sent when a booking completes: record what it earned its host. */
export const PAYOUT_EARNINGS_QUEUE = 'payout-earnings';
export type PayoutEarningsJob = CorrelatedJob<{ bookingId: string }>;

/** Sent when earnings become payable, and when a failed transfer may be tried again. */
export const PAYOUT_TRANSFER_QUEUE = 'payout-transfer';
export type PayoutTransferJob = CorrelatedJob<{ hostId: string; bookingId: string }>;

/** Sent when a host sets their payout account: send what was waiting for it. */
export const PAYOUT_HOST_QUEUE = 'payout-host';
export type PayoutHostJob = CorrelatedJob<{ hostId: string }>;

/**
 * Every minute (pg-boss schedule): record earnings of completed bookings the jobs missed,
 * send payable earnings (those waiting for an account too, once it is set), and verify
 * transfers no webhook settled.
 */
export const PAYOUT_SWEEP_QUEUE = 'payout-sweep';
