import { randomUUID } from 'node:crypto';
import { systemActor } from '../shared/actor';
import type { HistoryRunner, HistoryStep } from '../shared/history.testing';
import { type HostPayoutsCommand, hostPayoutsDecider } from './host-payouts.decider';
import { hostPayoutsStream, payoutReference } from './host-payouts.events';

/*
 * The payouts feature's history (see shared/history.testing.ts): hosts' payout accounts,
 * earnings, transfers that arrive or fail, refunds before and after a payout.
 */

/**
 * A host's payouts for one of their cars, as the payout workers and webhooks run them: the
 * account, earnings (some cut by a refund first), a transfer that arrives or fails, a refund
 * after the payout (a debt), and small earnings the debt then takes whole.
 */
export function payoutHistory(
  run: HistoryRunner,
  k: number,
  { hostId, carId }: { hostId: string; carId: string },
): HistoryStep[] {
  // Hosts have several cars: their payouts stream takes their steps at once.
  const on = (command: HostPayoutsCommand) =>
    run.handleAs(systemActor, hostPayoutsDecider, hostPayoutsStream(hostId), command, { maxAttempts: 50 });
  const [bookingId, laterBookingId] = [randomUUID(), randomUUID()];
  const payableAt = new Date(Date.now() - 60_000);
  const now = () => new Date();
  const earn = (id: string, amount: number): HostPayoutsCommand => ({
    type: 'RecordEarning',
    hostId,
    bookingId: id,
    carId,
    amount,
    payableAt,
  });
  const start = (id: string): HostPayoutsCommand => ({
    type: 'StartTransfer',
    hostId,
    bookingId: id,
    now: now(),
    retryNow: true,
  });
  return [
    () =>
      on({
        type: 'SetPayoutAccount',
        hostId,
        account: { type: 'mobile_money', network: 'MTN', number: '0551234987', name: 'Host' },
        recipientCode: `RCP_${hostId.slice(0, 8)}`,
        description: 'MTN ••• 4987',
      }),
    () => on(earn(bookingId, 10_000 + k * 100)),
    async () => {
      if (k % 5 === 1) await on({ type: 'RecordRefund', hostId, bookingId, earningsRefunded: 2_000 });
    },
    () => on(start(bookingId)),
    () =>
      on({
        type: 'SettleTransfer',
        hostId,
        reference: payoutReference(bookingId, 1),
        outcome: k % 4 === 2 ? 'failed' : 'success',
        transferCode: `TRF_${k}`,
        reason: k % 4 === 2 ? 'Wallet not found' : null,
        now: now(),
      }),
    async () => {
      if (k % 4 === 3) await on({ type: 'RecordRefund', hostId, bookingId, earningsRefunded: 3_000 });
    },
    async () => {
      if (k % 8 !== 3) return;
      await on(earn(laterBookingId, 100));
      await on(start(laterBookingId));
    },
  ];
}
