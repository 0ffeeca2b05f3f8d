import {
  amountOf,
  chargesPaidOnCompletion,
  chargesTotal,
  DomainError,
  type HostPayoutsCommand,
  hostPayoutsDecider,
  hostPayoutsStream,
  ledgerLines,
  linesOf,
  systemActor,
} from '@akwaaba/domain';
import { type CommandContext, handleCommand } from '@akwaaba/infra/commands/command-handler';
import { aggregateStream } from '@akwaaba/infra/eventstore/aggregate-stream';
import type { EventStore, Position } from '@akwaaba/infra/eventstore/port';
import type { PaymentProvider, TransferReport } from '@akwaaba/infra/payments/port';
import { addMinutes } from 'date-fns';
import type pg from 'pg';
import type { Logger } from 'pino';
import { loadBooking } from '../bookings/booking-payments';

export interface PayoutDeps {
  /** How long after a trip completes its earnings are payable. */
  payoutDelayMinutes: number;
  store: EventStore;
  pool: pg.Pool;
  provider: PaymentProvider;
  logger: Pick<Logger, 'warn' | 'info'>;
}

/** Host payouts streams are written by the API, the jobs and webhooks at once: retried on conflicts. */
const ATTEMPTS = 20;

export const runOnHostPayouts = (
  store: EventStore,
  hostId: string,
  command: HostPayoutsCommand,
  context: CommandContext,
) =>
  handleCommand(
    store,
    hostPayoutsDecider,
    hostPayoutsStream(hostId),
    command,
    {
      ...context,
      actor: context.actor ?? systemActor,
    },
    { maxAttempts: ATTEMPTS },
  );

/**
 * Records what a completed booking earned its host (the ledger's host earnings, after any
 * refund), payable `payoutDelayMinutes` after the trip completed (a day by default). Safe to
 * repeat: recorded once per booking. Answers the host and the payable instant, or null for a
 * booking that earned nothing yet.
 */
export async function recordEarnings(
  deps: Pick<PayoutDeps, 'store' | 'payoutDelayMinutes'>,
  bookingId: string,
  context: CommandContext,
) {
  const booking = await loadBooking(deps.store, bookingId);
  if (booking.status !== 'completed' || booking.paidReference === null) return null;
  // The plan's fee and the deposit are never the host's (but for the charges it pays); a deposit's refund changes nothing here.
  const lines = linesOf(booking.quote);
  const deposit = amountOf(lines, 'deposit');
  const { hostEarnings } = ledgerLines({
    paid: booking.quote.total,
    serviceFee: booking.quote.serviceFee,
    protectionFee: amountOf(lines, 'protection'),
    deposit,
    refunded: booking.paymentStatus === 'refunded' ? booking.refundAmount : 0,
    // The trip's charges the deposit pays the host come with the earnings.
    chargesPaid: chargesPaidOnCompletion({
      completed: true,
      damageReported: booking.trip.damageCase !== 'none',
      deposit,
      charges: chargesTotal(booking.trip.charges),
    }),
  });
  // Bookings completed before trips were recorded have no completion time: their end date stands in.
  const completedAt = booking.trip.completedAt ?? `${booking.endDate}T00:00:00.000Z`;
  const payableAt = addMinutes(new Date(completedAt), deps.payoutDelayMinutes);
  await runOnHostPayouts(
    deps.store,
    booking.ownerId,
    {
      type: 'RecordEarning',
      hostId: booking.ownerId,
      bookingId,
      carId: booking.carId,
      amount: hostEarnings,
      payableAt,
    },
    context,
  );
  return { hostId: booking.ownerId, payableAt };
}

/**
 * Sends one booking's earnings: starts the transfer on the host's stream (which picks its
 * reference and nets any debt), then asks the provider to make it. The reference makes the
 * provider call idempotent, so a crash between the two, or two workers at once, never sends
 * twice: only one of them can start an attempt, and repeating the call repeats nothing.
 * A refusal the host's stream gives (not payable yet, waiting to retry, no account, already
 * paid) is an answer, not a failure: the job has nothing to do. `explain` (an admin's retry)
 * throws it instead, so the admin reads why.
 */
export async function sendPayout(
  deps: PayoutDeps,
  { hostId, bookingId }: { hostId: string; bookingId: string },
  context: CommandContext,
  options: { retryNow?: boolean; now?: Date; explain?: boolean } = {},
): Promise<{ outcome: 'sent' | 'nothing-to-do'; position: Position | null }> {
  const nothing = { outcome: 'nothing-to-do', position: null } as const;
  let started: Awaited<ReturnType<typeof runOnHostPayouts>>;
  try {
    started = await runOnHostPayouts(
      deps.store,
      hostId,
      {
        type: 'StartTransfer',
        hostId,
        bookingId,
        now: options.now ?? new Date(),
        retryNow: options.retryNow,
      },
      context,
    );
  } catch (error) {
    if (error instanceof DomainError && !options.explain) return nothing;
    throw error;
  }
  const event = started.events[0];
  if (event?.type !== 'PayoutTransferStarted') return { ...nothing, position: started.position };
  const settled = await settleTransfer(deps, hostId, await transfer(deps, bookingId, event.data), context);
  return { outcome: 'sent', position: settled?.position ?? started.position };
}

/**
 * Sends every payable earning of one host, read from their own stream: what waited for their
 * account goes out as soon as they set it, rather than at the next sweep.
 */
export async function sendDuePayouts(
  deps: PayoutDeps,
  hostId: string,
  context: CommandContext,
  now = new Date(),
) {
  const { state } = await aggregateStream(deps.store, hostPayoutsDecider, hostPayoutsStream(hostId));
  let sent = 0;
  for (const earning of Object.values(state.earnings)) {
    if (earning.status !== 'due' || Date.parse(earning.payableAt) > now.getTime()) continue;
    const { outcome } = await sendPayout(deps, { hostId, bookingId: earning.bookingId }, context, { now });
    if (outcome === 'sent') sent += 1;
  }
  return sent;
}

/**
 * Records what the provider says of a transfer, by webhook or by verifying it. A pending
 * transfer waits for its webhook; a word already recorded appends nothing, so a webhook
 * delivered five times settles the payout once.
 */
export async function settleTransfer(
  deps: Pick<PayoutDeps, 'store'>,
  hostId: string,
  report: TransferReport,
  context: CommandContext,
  now = new Date(),
) {
  if (report.outcome === 'pending') return null;
  return runOnHostPayouts(
    deps.store,
    hostId,
    {
      type: 'SettleTransfer',
      hostId,
      reference: report.reference,
      outcome: report.outcome,
      transferCode: report.transferCode,
      reason: report.failureReason,
      now,
    },
    context,
  );
}

/**
 * A transfer started but never settled (a lost webhook, a crash before the provider was
 * called): verify it, and settle it, or make it now under the same reference.
 */
export async function checkUnsettledTransfer(
  deps: PayoutDeps,
  { hostId, bookingId, reference }: { hostId: string; bookingId: string; reference: string },
  context: CommandContext,
) {
  const report = await deps.provider.verifyTransfer(reference);
  if (report) return settleTransfer(deps, hostId, report, context);
  const { state } = await aggregateStream(deps.store, hostPayoutsDecider, hostPayoutsStream(hostId));
  const earning = state.earnings[bookingId];
  if (earning?.status !== 'sending' || earning.reference !== reference || earning.recipientCode === null)
    return null;
  const attempt = { reference, amount: earning.sent, recipientCode: earning.recipientCode };
  return settleTransfer(deps, hostId, await transfer(deps, bookingId, attempt), context);
}

/** Asks the provider for one attempt's transfer, as the host's stream started it (idempotent by reference). */
const transfer = (
  deps: Pick<PayoutDeps, 'provider'>,
  bookingId: string,
  { reference, amount, recipientCode }: { reference: string; amount: number; recipientCode: string },
) =>
  deps.provider.transfer({
    reference,
    amount,
    recipientCode,
    reason: `Akwaaba Drive earnings, booking ${bookingId.slice(0, 8)}`,
    currency: 'GHS',
  });
