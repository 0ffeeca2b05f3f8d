import type { EarningLineView, EarningsView } from '@akwaaba/domain/payouts/payouts.views';
import { fixture } from '#app/test/fixture.ts';

const zeroLedger = {
  paid: '0.00',
  serviceFee: '0.00',
  commission: '0.00',
  hostEarnings: '0.00',
  refunded: '0.00',
  protectionFee: '0.00',
  depositHeld: '0.00',
};

/** One paid booking's line as GET /api/earnings answers it; override what a test cares about. */
export const anEarningLine = fixture<EarningLineView>({
  bookingId: 'b1',
  car: { id: 'c1', name: '2020 Toyota Corolla' },
  startDate: '2026-11-03',
  endDate: '2026-11-06',
  month: '2026-11',
  bookingStatus: 'completed',
  paid: '1417.50',
  serviceFee: '67.50',
  commission: '202.50',
  hostEarnings: '1147.50',
  refunded: '0.00',
  protectionFee: '0.00',
  depositHeld: '0.00',
  payout: {
    status: 'paid',
    payableAt: '2026-11-07T10:00:00.000Z',
    paidAt: '2026-11-07T10:01:00.000Z',
    amount: '1147.50',
    failureReason: null,
    nextAttemptAt: null,
  },
});

/** A host's earnings: no bookings and no account unless given. */
export const someEarnings = fixture<EarningsView>({
  totals: { ...zeroLedger, earned: '0.00', paidOut: '0.00', due: '0.00', upcoming: '0.00', owed: '0.00' },
  byMonth: [],
  byCar: [],
  bookings: [],
  nextPayoutAt: null,
  account: null,
});
