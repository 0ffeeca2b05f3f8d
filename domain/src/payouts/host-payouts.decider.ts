import { addMinutes } from 'date-fns';
import type { Pesewas } from '../money/money';
import { type Decider, decideByType } from '../shared/decider';
import { conflict, notFound, validationError } from '../shared/errors';
import { type HostPayoutsEvent, payoutReference } from './host-payouts.events';
import { PAYOUT_ACCOUNT_MESSAGES, type PayoutAccountInput } from './payout-account';

export const PAYOUT_MESSAGES = {
  noEarning: 'This booking has no earnings to pay out.',
  notDueYet: 'These earnings are not due yet.',
  alreadySending: 'These earnings are already on their way.',
  alreadyPaid: 'These earnings have already been paid.',
  waitingToRetry: 'This payout will be tried again later.',
  unknownTransfer: 'No payout was sent under this reference.',
  noAccount: PAYOUT_ACCOUNT_MESSAGES.noAccount,
  amountInvalid: 'Amounts are whole pesewas, 0 or more.',
} as const;
const M = PAYOUT_MESSAGES;

/** A failed transfer is tried again after 10 minutes, then 20, 40... and at most a day later. */
export function retryDelayMinutes(failedAttempts: number): number {
  return Math.min(10 * 2 ** Math.max(0, failedAttempts - 1), 24 * 60);
}

export interface Earning {
  bookingId: string;
  carId: string;
  /** What the booking earned the host, after any refund before the payout. */
  amount: Pesewas;
  payableAt: string;
  status: 'due' | 'sending' | 'paid';
  /** Transfers started so far. */
  attempts: number;
  /** The current (or last) transfer's reference. */
  reference: string | null;
  /** Where the current (or last) transfer goes, as its attempt recorded it. */
  recipientCode: string | null;
  /** What the current transfer sends, and the debt it settles. */
  sent: Pesewas;
  debtSettled: Pesewas;
  /** After a failure: not tried again before this instant. */
  nextAttemptAt: string | null;
}

export interface HostPayoutsState {
  account: { recipientCode: string; account: PayoutAccountInput; description: string } | null;
  earnings: Readonly<Record<string, Earning>>;
  /** What the host owes back from refunds after a payout, not yet netted. */
  debt: Pesewas;
}

/**
 * Commands come from the product's own workers and routes (the host's account from the
 * payout route, earnings and refunds from the booking process, transfers from the payout
 * worker and webhooks), which decide who may send them; `now` is their clock.
 */
export type HostPayoutsCommand =
  | {
      type: 'SetPayoutAccount';
      hostId: string;
      account: PayoutAccountInput;
      recipientCode: string;
      description: string;
    }
  | {
      type: 'RecordEarning';
      hostId: string;
      bookingId: string;
      carId: string;
      amount: Pesewas;
      payableAt: Date;
    }
  | { type: 'RecordRefund'; hostId: string; bookingId: string; earningsRefunded: Pesewas }
  /** `retryNow`: an admin's retry, without waiting for the backoff. */
  | { type: 'StartTransfer'; hostId: string; bookingId: string; now: Date; retryNow?: boolean }
  | {
      type: 'SettleTransfer';
      hostId: string;
      reference: string;
      outcome: 'success' | 'failed' | 'reversed';
      transferCode: string;
      reason: string | null;
      now: Date;
    };

type CommandOf<Type extends HostPayoutsCommand['type']> = Extract<HostPayoutsCommand, { type: Type }>;

const requireAmount = (amount: number) => {
  if (!Number.isSafeInteger(amount) || amount < 0) throw validationError(M.amountInvalid);
};

function setPayoutAccount(
  command: CommandOf<'SetPayoutAccount'>,
  state: HostPayoutsState,
): HostPayoutsEvent[] {
  const { hostId, account, recipientCode, description } = command;
  if (state.account?.recipientCode === recipientCode) return [];
  return [{ type: 'PayoutAccountSet', data: { hostId, account, recipientCode, description } }];
}

/** Recorded once per booking: a retried recording is a no-op. */
function recordEarning(command: CommandOf<'RecordEarning'>, state: HostPayoutsState): HostPayoutsEvent[] {
  const { hostId, bookingId, carId, amount, payableAt } = command;
  requireAmount(amount);
  if (state.earnings[bookingId]) return [];
  return [
    {
      type: 'PayoutEarningRecorded',
      data: { hostId, bookingId, carId, amount, payableAt: payableAt.toISOString() },
    },
  ];
}

/**
 * A refund's share of the host's earnings: taken off them while they wait to be paid, owed
 * back once a transfer has been started (the transfer may already have arrived).
 */
function recordRefund(command: CommandOf<'RecordRefund'>, state: HostPayoutsState): HostPayoutsEvent[] {
  const { hostId, bookingId, earningsRefunded } = command;
  requireAmount(earningsRefunded);
  const earning = state.earnings[bookingId];
  if (!earning || earningsRefunded === 0) return [];
  if (earning.status === 'due') {
    const amount = Math.max(0, earning.amount - earningsRefunded);
    return [{ type: 'PayoutEarningReduced', data: { hostId, bookingId, amount } }];
  }
  return [{ type: 'PayoutDebtRecorded', data: { hostId, bookingId, amount: earningsRefunded } }];
}

/**
 * Starts paying one booking's earnings, less what the host owes (netted here, on the host's
 * one stream, so one debt is never netted twice). Only due earnings, once payable and past
 * any retry's wait, to a registered account. Each attempt has its own reference.
 */
function startTransfer(command: CommandOf<'StartTransfer'>, state: HostPayoutsState): HostPayoutsEvent[] {
  const { hostId, bookingId, now } = command;
  const earning = state.earnings[bookingId];
  if (!earning) throw notFound(M.noEarning);
  if (earning.status === 'sending') throw conflict(M.alreadySending);
  if (earning.status === 'paid') throw conflict(M.alreadyPaid);
  if (now.getTime() < Date.parse(earning.payableAt)) throw conflict(M.notDueYet);
  if (!command.retryNow && earning.nextAttemptAt && now.getTime() < Date.parse(earning.nextAttemptAt))
    throw conflict(M.waitingToRetry);
  if (!state.account) throw conflict(M.noAccount);
  const debtSettled = Math.min(state.debt, earning.amount);
  const amount = earning.amount - debtSettled;
  if (amount === 0) return [{ type: 'PayoutNetted', data: { hostId, bookingId, debtSettled } }];
  const attempt = earning.attempts + 1;
  return [
    {
      type: 'PayoutTransferStarted',
      data: {
        hostId,
        bookingId,
        reference: payoutReference(bookingId, attempt),
        amount,
        debtSettled,
        recipientCode: state.account.recipientCode,
        attempt,
      },
    },
  ];
}

/**
 * What the provider says of a transfer, by webhook or by verifying it: settled exactly once.
 * A repeated or stale word (a second webhook, one about an earlier attempt) appends nothing.
 */
function settleTransfer(command: CommandOf<'SettleTransfer'>, state: HostPayoutsState): HostPayoutsEvent[] {
  const { hostId, reference, outcome, transferCode, reason, now } = command;
  const earning = Object.values(state.earnings).find((e) => e.reference === reference);
  if (!earning) throw notFound(M.unknownTransfer);
  const { bookingId } = earning;
  const failed = (reversed: boolean): HostPayoutsEvent => ({
    type: 'PayoutTransferFailed',
    data: {
      hostId,
      bookingId,
      reference,
      reason: reason ?? (reversed ? 'The transfer was reversed' : 'The transfer failed'),
      reversed,
      nextAttemptAt: addMinutes(now, retryDelayMinutes(earning.attempts)).toISOString(),
    },
  });
  switch (outcome) {
    case 'success':
      return earning.status === 'sending'
        ? [{ type: 'PayoutTransferSucceeded', data: { hostId, bookingId, reference, transferCode } }]
        : [];
    case 'failed':
      return earning.status === 'sending' ? [failed(false)] : [];
    case 'reversed':
      // Reversed after it arrived (or before we heard it arrived): the money is back with us.
      return earning.status !== 'due' ? [failed(true)] : [];
  }
}

export const decideHostPayouts = decideByType<HostPayoutsCommand, HostPayoutsState, HostPayoutsEvent>({
  SetPayoutAccount: setPayoutAccount,
  RecordEarning: recordEarning,
  RecordRefund: recordRefund,
  StartTransfer: startTransfer,
  SettleTransfer: settleTransfer,
});

const withEarning = (
  state: HostPayoutsState,
  bookingId: string,
  change: Partial<Earning>,
): HostPayoutsState => {
  const earning = state.earnings[bookingId];
  return earning
    ? { ...state, earnings: { ...state.earnings, [bookingId]: { ...earning, ...change } } }
    : state;
};

export function evolveHostPayouts(state: HostPayoutsState, event: HostPayoutsEvent): HostPayoutsState {
  switch (event.type) {
    case 'PayoutAccountSet': {
      const { account, recipientCode, description } = event.data;
      return { ...state, account: { account, recipientCode, description } };
    }
    case 'PayoutEarningRecorded': {
      const { bookingId, carId, amount, payableAt } = event.data;
      const earning: Earning = {
        bookingId,
        carId,
        amount,
        payableAt,
        status: 'due',
        attempts: 0,
        reference: null,
        recipientCode: null,
        sent: 0,
        debtSettled: 0,
        nextAttemptAt: null,
      };
      return { ...state, earnings: { ...state.earnings, [bookingId]: earning } };
    }
    case 'PayoutEarningReduced':
      return withEarning(state, event.data.bookingId, { amount: event.data.amount });
    case 'PayoutDebtRecorded':
      return { ...state, debt: state.debt + event.data.amount };
    case 'PayoutTransferStarted': {
      const { bookingId, reference, amount, debtSettled, attempt, recipientCode } = event.data;
      const started = withEarning(state, bookingId, {
        status: 'sending',
        reference,
        recipientCode,
        sent: amount,
        debtSettled,
        attempts: attempt,
        nextAttemptAt: null,
      });
      return { ...started, debt: state.debt - debtSettled };
    }
    case 'PayoutNetted': {
      const { bookingId, debtSettled } = event.data;
      const netted = withEarning(state, bookingId, { status: 'paid', sent: 0, debtSettled });
      return { ...netted, debt: state.debt - debtSettled };
    }
    case 'PayoutTransferSucceeded':
      return withEarning(state, event.data.bookingId, { status: 'paid' });
    case 'PayoutTransferFailed': {
      const earning = state.earnings[event.data.bookingId];
      const failed = withEarning(state, event.data.bookingId, {
        status: 'due',
        sent: 0,
        debtSettled: 0,
        nextAttemptAt: event.data.nextAttemptAt,
      });
      // The debt this transfer settled is owed again.
      return { ...failed, debt: state.debt + (earning?.debtSettled ?? 0) };
    }
  }
}

export const hostPayoutsDecider: Decider<HostPayoutsState, HostPayoutsCommand, HostPayoutsEvent> = {
  initialState: { account: null, earnings: {}, debt: 0 },
  decide: decideHostPayouts,
  evolve: evolveHostPayouts,
};
