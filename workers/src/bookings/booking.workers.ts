import type { CommandContext } from '@akwaaba/infra/commands/command-handler';
import { jobLogger, type LoggedJob } from '@akwaaba/infra/logging';
import { openPayments } from '@akwaaba/infra/payments/index';
import type { Worker, WorkerDeps } from '../jobs';
import { expireUnpaidHold } from './booking-lifecycle';
import {
  BOOKING_HOLD_EXPIRY_QUEUE,
  BOOKING_REFUNDS_QUEUE,
  BOOKING_SWEEP_QUEUE,
  type BookingHoldExpiryJob,
  type BookingRefundsJob,
} from './booking-queues';
import { refundWhatIsOwed } from './booking-refunds';
import { sweepBookings } from './booking-sweep';

const contextOf = (job: { id: string; data: { correlationId?: string } }): CommandContext => ({
  actor: { userId: null, role: 'system' },
  correlationId: job.data.correlationId ?? job.id,
  causationId: job.id,
});

type LifecycleDeps = Awaited<ReturnType<typeof lifecycleDeps>>;

/** The job's own logger: its lines carry the queue, job id and the booking request's correlation id. */
const traced = (lifecycle: LifecycleDeps, job: LoggedJob): LifecycleDeps => ({
  ...lifecycle,
  logger: jobLogger(lifecycle.logger, job),
});

async function lifecycleDeps(deps: WorkerDeps) {
  const { provider } = await openPayments(deps);
  return { store: deps.store, pool: deps.pool, provider, logger: deps.logger };
}

/** Expires each unpaid hold when it runs out (sent by the booking jobs reactor). */
export const bookingHoldExpiryWorker: Worker = {
  queue: BOOKING_HOLD_EXPIRY_QUEUE,
  async register(deps) {
    const lifecycle = await lifecycleDeps(deps);
    await deps.boss.work<BookingHoldExpiryJob>(
      BOOKING_HOLD_EXPIRY_QUEUE,
      { batchSize: 1, pollingIntervalSeconds: 2 },
      async ([job]) => {
        if (job) await expireUnpaidHold(traced(lifecycle, job), job.data, contextOf(job));
      },
    );
  },
};

/** Pays back free cancellations and refused payments (sent by the booking jobs reactor). */
export const bookingRefundsWorker: Worker = {
  queue: BOOKING_REFUNDS_QUEUE,
  async register(deps) {
    const lifecycle = await lifecycleDeps(deps);
    await deps.boss.work<BookingRefundsJob>(
      BOOKING_REFUNDS_QUEUE,
      { batchSize: 1, pollingIntervalSeconds: 1 },
      async ([job]) => {
        if (job) await refundWhatIsOwed(traced(lifecycle, job), job.data.bookingId, contextOf(job));
      },
    );
  },
};

/**
 * Every minute: expire missed holds, complete ended stays, re-verify payments left pending,
 * retry refunds still owed. pg-boss runs a schedule once per minute across all workers.
 */
export const bookingSweepWorker: Worker = {
  queue: BOOKING_SWEEP_QUEUE,
  async register(deps) {
    const lifecycle = await lifecycleDeps(deps);
    await deps.boss.schedule(BOOKING_SWEEP_QUEUE, '* * * * *', {}, { singletonKey: BOOKING_SWEEP_QUEUE });
    await deps.boss.work<Record<string, never>>(
      BOOKING_SWEEP_QUEUE,
      { batchSize: 1, pollingIntervalSeconds: 5 },
      async ([job]) => {
        if (!job) return;
        const result = await sweepBookings(lifecycle, contextOf(job));
        if (Object.values(result).some((n) => n > 0))
          jobLogger(deps.logger, job).info({ ...result }, 'booking sweep');
      },
    );
  },
};

export const bookingWorkers: Worker[] = [bookingHoldExpiryWorker, bookingRefundsWorker, bookingSweepWorker];
