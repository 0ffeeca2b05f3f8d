import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fold } from '../shared/decider';
import { deciderSpec } from '../shared/decider.testing';
import {
  type HostPayoutsCommand,
  type HostPayoutsState,
  hostPayoutsDecider,
  PAYOUT_MESSAGES as M,
  retryDelayMinutes,
} from './host-payouts.decider';
import { type HostPayoutsEvent, payoutReference } from './host-payouts.events';
import { ledgerLines } from './ledger';

const hostId = 'host-1';
const bookingId = '11111111-1111-4111-8111-111111111111';
const other = '22222222-2222-4222-8222-222222222222';
const carId = 'car-1';
const completed = new Date('2026-03-10T12:00:00.000Z');
const payableAt = new Date('2026-03-11T12:00:00.000Z');
const later = new Date('2026-03-11T13:00:00.000Z');
const account = { type: 'mobile_money', network: 'MTN', number: '0551234987', name: 'Ama Owusu' } as const;

const { given } = deciderSpec(hostPayoutsDecider);

const accountSet: HostPayoutsEvent = {
  type: 'PayoutAccountSet',
  data: { hostId, account, recipientCode: 'RCP_1', description: 'MTN ••• 4987' },
};
const earned = (id = bookingId, amount = 100_000): HostPayoutsEvent => ({
  type: 'PayoutEarningRecorded',
  data: { hostId, bookingId: id, carId, amount, payableAt: payableAt.toISOString() },
});
const started = (id = bookingId, amount = 100_000, attempt = 1, debtSettled = 0): HostPayoutsEvent => ({
  type: 'PayoutTransferStarted',
  data: {
    hostId,
    bookingId: id,
    reference: payoutReference(id, attempt),
    amount,
    debtSettled,
    recipientCode: 'RCP_1',
    attempt,
  },
});
const start = (now = later, id = bookingId): HostPayoutsCommand => ({
  type: 'StartTransfer',
  hostId,
  bookingId: id,
  now,
});
const settle = (
  outcome: 'success' | 'failed' | 'reversed',
  reference = payoutReference(bookingId, 1),
  now = later,
): HostPayoutsCommand => ({
  type: 'SettleTransfer',
  hostId,
  reference,
  outcome,
  transferCode: 'TRF_1',
  reason: outcome === 'success' ? null : 'Wallet not found',
  now,
});

describe('host payouts', () => {
  it('records a booking’s earnings once', () => {
    const record: HostPayoutsCommand = {
      type: 'RecordEarning',
      hostId,
      bookingId,
      carId,
      amount: 100_000,
      payableAt,
    };
    given([]).when(record).thenAppends([earned()]);
    given([earned()]).when(record).thenAppendsNothing();
  });

  it('sends the earnings once they are payable, to the registered account, under the attempt’s reference', () => {
    given([accountSet, earned()]).when(start()).thenAppends([started()]);
    given([accountSet, earned()])
      .when(start(completed))
      .thenFails({ kind: 'conflict', message: M.notDueYet });
    given([earned()]).when(start()).thenFails({ kind: 'conflict', message: M.noAccount });
    given([accountSet, earned(), started()])
      .when(start())
      .thenFails({ kind: 'conflict', message: M.alreadySending });
    given([accountSet]).when(start()).thenFails({ kind: 'not_found', message: M.noEarning });
  });

  it('settles a transfer exactly once, however many times the provider says so', () => {
    const paid = [accountSet, earned(), started()];
    given(paid)
      .when(settle('success'))
      .thenAppends([
        {
          type: 'PayoutTransferSucceeded',
          data: { hostId, bookingId, reference: payoutReference(bookingId, 1), transferCode: 'TRF_1' },
        },
      ]);
    const succeeded = [
      ...paid,
      ...hostPayoutsDecider.decide(settle('success'), fold(hostPayoutsDecider, paid)),
    ];
    given(succeeded).when(settle('success')).thenAppendsNothing();
    given(succeeded).when(settle('failed')).thenAppendsNothing();
    given(succeeded).when(start()).thenFails({ kind: 'conflict', message: M.alreadyPaid });
    given(paid)
      .when(settle('success', 'payout-unknown'))
      .thenFails({ kind: 'not_found', message: M.unknownTransfer });
  });

  it('makes a failed or reversed transfer due again, retried after a growing wait under a new reference', () => {
    const history = [accountSet, earned(), started()];
    const failed = hostPayoutsDecider.decide(settle('failed'), fold(hostPayoutsDecider, history));
    expect(failed).toEqual([
      {
        type: 'PayoutTransferFailed',
        data: {
          hostId,
          bookingId,
          reference: payoutReference(bookingId, 1),
          reason: 'Wallet not found',
          reversed: false,
          nextAttemptAt: new Date(later.getTime() + 10 * 60_000).toISOString(),
        },
      },
    ]);
    given([...history, ...failed])
      .when(start(later))
      .thenFails({ kind: 'conflict', message: M.waitingToRetry });
    given([...history, ...failed])
      .when({ type: 'StartTransfer', hostId, bookingId, now: later, retryNow: true })
      .thenAppends([started(bookingId, 100_000, 2)]);
    given([...history, ...failed])
      .when(start(new Date(later.getTime() + 10 * 60_000)))
      .thenAppends([started(bookingId, 100_000, 2)]);
    expect([1, 2, 3, 4, 10].map(retryDelayMinutes)).toEqual([10, 20, 40, 80, 1440]);

    const success = {
      type: 'PayoutTransferSucceeded',
      data: { hostId, bookingId, reference: payoutReference(bookingId, 1), transferCode: 'TRF_1' },
    } as const;
    given([...history, success])
      .when(settle('reversed'))
      .thenAppends([
        expect.objectContaining({
          type: 'PayoutTransferFailed',
          data: expect.objectContaining({ reversed: true }),
        }),
      ] as unknown as HostPayoutsEvent[]);
  });

  it('takes a refund off earnings still due, and records one after the transfer as a debt netted from the next payout', () => {
    const refund = (amount: number, id = bookingId): HostPayoutsCommand => ({
      type: 'RecordRefund',
      hostId,
      bookingId: id,
      earningsRefunded: amount,
    });
    given([accountSet, earned()])
      .when(refund(30_000))
      .thenAppends([{ type: 'PayoutEarningReduced', data: { hostId, bookingId, amount: 70_000 } }]);
    const debt = (amount: number): HostPayoutsEvent => ({
      type: 'PayoutDebtRecorded',
      data: { hostId, bookingId, amount },
    });
    const sent = [accountSet, earned(), started()];
    given(sent)
      .when(refund(30_000))
      .thenAppends([debt(30_000)]);
    /** The host owes `amount` when another booking's earnings of ₵1,000 come due. */
    const owing = (amount: number) => [...sent, debt(amount), earned(other, 100_000)];
    given(owing(30_000))
      .when(start(later, other))
      .thenAppends([started(other, 70_000, 1, 30_000)]);
    // A debt larger than the next earnings takes all of them: nothing is sent.
    given(owing(150_000))
      .when(start(later, other))
      .thenAppends([{ type: 'PayoutNetted', data: { hostId, bookingId: other, debtSettled: 100_000 } }]);
  });
});

/**
 * What a host has been sent (transfers that arrived or are on their way, less reversals) and
 * the debt netted from them, against what they earned and the debts refunds recorded.
 */
function totals(state: HostPayoutsState, events: readonly HostPayoutsEvent[]) {
  const paying = Object.values(state.earnings).filter((earning) => earning.status !== 'due');
  const sent = paying.reduce((sum, earning) => sum + earning.sent, 0);
  const netted = paying.reduce((sum, earning) => sum + earning.debtSettled, 0);
  const earnings = Object.values(state.earnings).reduce((sum, earning) => sum + earning.amount, 0);
  const debts = events.reduce((sum, e) => sum + (e.type === 'PayoutDebtRecorded' ? e.data.amount : 0), 0);
  return { sent, netted, earnings, debts };
}

describe('properties', () => {
  it('every booking’s payment is its host earnings, commission, service fee and refunds, to the pesewa', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 60 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (subtotal, feePercentTimesTen, refundShare) => {
          const serviceFee = Math.floor((subtotal * feePercentTimesTen) / 1000);
          const paid = subtotal + serviceFee;
          const refunded = Math.round(paid * refundShare);
          const lines = ledgerLines({ paid, serviceFee, refunded });
          expect(lines.hostEarnings + lines.commission + lines.serviceFee + lines.refunded).toBe(paid);
          for (const line of Object.values(lines)) expect(line).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('a host is never sent more than their earnings less their debts, whatever the order of earnings, refunds, transfers and webhooks', () => {
    const bookings = [bookingId, other, '33333333-3333-4333-8333-333333333333'];
    const command = fc.oneof(
      fc.record({
        type: fc.constant('RecordEarning' as const),
        booking: fc.integer({ min: 0, max: 2 }),
        amount: fc.integer({ min: 0, max: 200_000 }),
      }),
      fc.record({
        type: fc.constant('RecordRefund' as const),
        booking: fc.integer({ min: 0, max: 2 }),
        amount: fc.integer({ min: 0, max: 200_000 }),
      }),
      fc.record({
        type: fc.constant('StartTransfer' as const),
        booking: fc.integer({ min: 0, max: 2 }),
        amount: fc.constant(0),
      }),
      fc.record({
        type: fc.constantFrom('success' as const, 'failed' as const, 'reversed' as const),
        booking: fc.integer({ min: 0, max: 2 }),
        amount: fc.integer({ min: 1, max: 3 }),
      }),
    );
    fc.assert(
      fc.property(fc.array(command, { maxLength: 40 }), (steps) => {
        const events: HostPayoutsEvent[] = [accountSet];
        let state = fold(hostPayoutsDecider, events);
        for (const step of steps) {
          const id = bookings[step.booking]!;
          const sent: HostPayoutsCommand =
            step.type === 'RecordEarning'
              ? { type: 'RecordEarning', hostId, bookingId: id, carId, amount: step.amount, payableAt }
              : step.type === 'RecordRefund'
                ? { type: 'RecordRefund', hostId, bookingId: id, earningsRefunded: step.amount }
                : step.type === 'StartTransfer'
                  ? { type: 'StartTransfer', hostId, bookingId: id, now: later, retryNow: true }
                  : settle(step.type, payoutReference(id, step.amount));
          let decided: HostPayoutsEvent[] = [];
          try {
            decided = hostPayoutsDecider.decide(sent, state);
          } catch {
            continue;
          }
          events.push(...decided);
          state = decided.reduce(hostPayoutsDecider.evolve, state);
        }
        const { sent, netted, earnings, debts } = totals(state, events);
        // Paid out, plus debts netted, never exceeds what was earned ...
        expect(sent + netted).toBeLessThanOrEqual(earnings);
        // ... so what went out is at most the earnings less the debts, but for debt still to net.
        expect(netted).toBe(debts - state.debt);
        expect(sent).toBeLessThanOrEqual(earnings - debts + state.debt);
        expect(state.debt).toBeGreaterThanOrEqual(0);
        for (const earning of Object.values(state.earnings))
          expect(earning.sent + earning.debtSettled).toBeLessThanOrEqual(earning.amount);
      }),
    );
  });
});
