import type { Pesewas } from '../money/money';

/** What every line of a given kind is: its sign in the total, whether the host earns it, its usual label. */
export interface LineKindRule {
  /** +1 for a charge, -1 for a credit (a discount). A line's amount is never negative; the kind carries the sign. */
  sign: 1 | -1;
  /** The host earns it: it counts in the subtotal the service fee is taken on and the payout is made from. */
  hostEarns: boolean;
  /** The label a line of this kind carries unless the quote names it more precisely ("Weekly discount (10%)"). */
  label: string;
}

/**
 * Every kind of money a booking can hold, in the order a quote lists them. A new kind of
 * money (protection, deposit, a trip charge) is one line here; the quote decides when it is
 * charged. docs/adr/0022.
 */
export const LINE_KINDS = {
  rental: { sign: 1, hostEarns: true, label: 'Daily price' },
  discount: { sign: -1, hostEarns: true, label: 'Discount' },
  delivery: { sign: 1, hostEarns: true, label: 'Regional surcharge' },
  driver: { sign: 1, hostEarns: true, label: 'Driver service' },
  'child-seat': { sign: 1, hostEarns: true, label: 'Child seat' },
  'service-fee': { sign: 1, hostEarns: false, label: 'Service fee (5%)' },
  // The plan's fee is the product's revenue and the deposit is the renter's money held for the
  // trip: neither is the host's, nor in the service fee's base (docs/adr/0027).
  protection: { sign: 1, hostEarns: false, label: 'Protection' },
  deposit: { sign: 1, hostEarns: false, label: 'Refundable deposit' },
} as const satisfies Record<string, LineKindRule>;

export type LineKind = keyof typeof LINE_KINDS;

export const LINE_KIND_NAMES = Object.keys(LINE_KINDS) as [LineKind, ...LineKind[]];

/**
 * One line of a booking's money, in pesewas: `amount` is `quantity × unitAmount` for the
 * per-day kinds (quantity = days, unitAmount = the daily price or rate); a discount and the
 * service fee are one unit of their amount. Never negative: a discount is a credit by its
 * kind's sign, not by a negative amount.
 */
export interface QuoteLine {
  kind: LineKind;
  label: string;
  quantity: number;
  unitAmount: Pesewas;
  amount: Pesewas;
}

/** A line's amount with its kind's sign: what it adds to the total. */
export const signedAmount = (line: QuoteLine): Pesewas => LINE_KINDS[line.kind].sign * line.amount;

/** What the renter pays: the signed sum of the lines. */
export const linesTotal = (lines: readonly QuoteLine[]): Pesewas =>
  lines.reduce((total, line) => total + signedAmount(line), 0);

/** What the host earns from the lines (before the product's commission on payouts): the subtotal. */
export const hostEarnedTotal = (lines: readonly QuoteLine[]): Pesewas =>
  linesTotal(lines.filter((line) => LINE_KINDS[line.kind].hostEarns));

/** The amount of the lines of one kind, as it is written on them (0 for none): a discount's is positive. */
export const amountOf = (lines: readonly QuoteLine[], kind: LineKind): Pesewas =>
  lines.reduce((sum, line) => (line.kind === kind ? sum + line.amount : sum), 0);
