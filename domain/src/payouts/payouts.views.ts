import * as v from 'valibot';

/*
 * The answers of the earnings and payout operations. Money is a decimal string in cedi
 * ("1402.50"); instants are ISO strings; months are "2026-11".
 */

export const PAYOUT_STATUSES = ['upcoming', 'due', 'sending', 'paid', 'none'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

const ledgerLinesView = {
  paid: v.string(),
  serviceFee: v.string(),
  commission: v.string(),
  hostEarnings: v.string(),
  refunded: v.string(),
  /**
   * The trip's charges (kilometres, fuel, lateness) the deposit paid the host, within
   * hostEarnings ("0.00" for none). Optional so older clients' copies still read.
   */
  charges: v.optional(v.string()),
  /** The protection plans' fees: the product's revenue, never the host's ("0.00" for none). */
  protectionFee: v.string(),
  /** Deposits held, not (yet) refunded: the renter's money, never the host's. */
  depositHeld: v.string(),
};

/** One paid booking of the host's, with where its money went and where its payout stands. */
export const earningLineView = v.object({
  bookingId: v.string(),
  car: v.object({ id: v.string(), name: v.string() }),
  startDate: v.string(),
  endDate: v.string(),
  /** The month the trip ends in, which its earnings count towards. */
  month: v.string(),
  bookingStatus: v.string(),
  ...ledgerLinesView,
  payout: v.object({
    /**
     * 'upcoming': the trip is not over (or not 24 hours ago); 'due': payable, waiting for its
     * transfer (after a failure, until nextAttemptAt); 'sending': on its way; 'paid': arrived;
     * 'none': nothing to pay (refunded).
     */
    status: v.picklist(PAYOUT_STATUSES),
    payableAt: v.nullable(v.string()),
    paidAt: v.nullable(v.string()),
    /** What the transfer sends: the earnings less any debt it settles. */
    amount: v.nullable(v.string()),
    failureReason: v.nullable(v.string()),
    nextAttemptAt: v.nullable(v.string()),
  }),
});

const totalsView = v.object({ key: v.string(), label: v.string(), ...ledgerLinesView, bookings: v.number() });

export const payoutAccountView = v.object({
  type: v.picklist(['mobile_money', 'bank']),
  /** "MTN ••• 4987" */
  description: v.string(),
  name: v.string(),
});

export const earningsView = v.object({
  totals: v.object({
    ...ledgerLinesView,
    /** The host's earnings from trips that are over: payable, on their way or paid (not the upcoming ones). */
    earned: v.string(),
    /** Sent to the host and arrived. */
    paidOut: v.string(),
    /** Payable or on its way. */
    due: v.string(),
    /** Trips not yet over, or over less than a day ago. */
    upcoming: v.string(),
    /** Refunds after a payout, still to be netted from the next. */
    owed: v.string(),
  }),
  byMonth: v.array(totalsView),
  byCar: v.array(totalsView),
  bookings: v.array(earningLineView),
  /** When the next payout goes out: the earliest payable earnings, or null when nothing waits. */
  nextPayoutAt: v.nullable(v.string()),
  account: v.nullable(payoutAccountView),
});

export const payoutBankView = v.object({ code: v.string(), name: v.string() });

/** A payout as the admins' finance page lists it. */
export const adminPayoutView = v.object({
  bookingId: v.string(),
  host: v.object({ id: v.string(), name: v.string(), account: v.nullable(v.string()) }),
  car: v.string(),
  amount: v.string(),
  status: v.picklist(['due', 'sending', 'paid']),
  attempts: v.number(),
  payableAt: v.string(),
  paidAt: v.nullable(v.string()),
  failureReason: v.nullable(v.string()),
  nextAttemptAt: v.nullable(v.string()),
  reference: v.nullable(v.string()),
});

export const financeView = v.object({
  totals: v.object({
    due: v.object({ count: v.number(), amount: v.string() }),
    sending: v.object({ count: v.number(), amount: v.string() }),
    paid: v.object({ count: v.number(), amount: v.string() }),
    failed: v.object({ count: v.number(), amount: v.string() }),
  }),
  payouts: v.array(adminPayoutView),
});

export type EarningsView = v.InferOutput<typeof earningsView>;
export type EarningLineView = v.InferOutput<typeof earningLineView>;
export type PayoutAccountView = v.InferOutput<typeof payoutAccountView>;
export type AdminPayoutView = v.InferOutput<typeof adminPayoutView>;
export type FinanceView = v.InferOutput<typeof financeView>;
