import type { ProtectionFee } from '../bookings/protection-plans';
import { daysBetween } from '../bookings/stay';
import { type CarExtra, EXTRA_KINDS } from '../cars/extras';
import { type Discounts, discountPercentFor, MONTHLY_DISCOUNT_DAYS } from '../cars/trip-rules';
import type { Pesewas } from '../money/money';
import {
  amountOf,
  hostEarnedTotal,
  LINE_KINDS,
  type LineKind,
  linesTotal,
  type QuoteLine,
} from './quote-lines';

/** The product's service fee: 5 % of the subtotal (spec section 9). */
export const SERVICE_FEE_PERCENT = 5;

export interface QuoteRequest {
  /** The car's price per day. */
  pricePerDay: Pesewas;
  /** The car's surcharge per day for the chosen destination region; 0 for the car's own region. */
  surchargePerDay: Pesewas;
  /** The car's driver rate per day; null when the host has not set one. */
  driverDailyRate: Pesewas | null;
  /** The renter asked for the professional driver. */
  includeDriver: boolean;
  /** The host offers a driver for this car. A driver is charged only when chosen and offered. */
  driverAvailable: boolean;
  /** The car's weekly and monthly discounts on the daily price. */
  discounts: Discounts;
  /** First day of the stay, `yyyy-MM-dd`. */
  startDate: string;
  /** Hand-over day, `yyyy-MM-dd`. */
  endDate: string;
  /** The extras the renter chose, at the car's daily rates; none when left out. */
  extras?: readonly CarExtra[] | undefined;
  /** The protection plan the renter chose (its name and daily fee); left out: none, no fee. */
  protection?: { name: string; fee: ProtectionFee } | undefined;
  /** The car's refundable deposit, paid with the booking; left out: none. */
  deposit?: Pesewas | undefined;
}

/** A booking's price, every amount in integer pesewas. */
export interface BookingQuote {
  /** Calendar days from start to end; 0 when the end is not after the start. */
  days: number;
  /** The daily price times the days. */
  baseAmount: Pesewas;
  /** The weekly or monthly discount that applies to this many days; 0 for none. */
  discountPercent: number;
  /** discountPercent of baseAmount, rounded once to the nearest pesewa, half a pesewa up. */
  discountAmount: Pesewas;
  surchargeAmount: Pesewas;
  driverAmount: Pesewas;
  /** baseAmount - discountAmount + surchargeAmount + driverAmount. */
  subtotal: Pesewas;
  /** 5 % of the subtotal, rounded to the nearest pesewa, half a pesewa up. */
  serviceFee: Pesewas;
  /** subtotal + serviceFee + the plan's fee + the deposit: what the renter pays. */
  total: Pesewas;
  /**
   * The same money as lines, from which every figure above is taken: the rental, the
   * discount, delivery, driver and each extra when above 0, and the service fee. Their
   * signed sum is the total (docs/adr/0022).
   */
  lines: QuoteLine[];
}

function requireAmount(name: string, amount: number) {
  if (!Number.isSafeInteger(amount) || amount < 0)
    throw new RangeError(`${name} must be a whole number of pesewas, 0 or more; got ${amount}`);
}

/** A whole percent of an amount, half a pesewa up, in integers: 5 % of 29 → 1.45 → 1; of 30 → 1.5 → 2. */
export const percentOf = (amount: Pesewas, percent: number): Pesewas =>
  Math.floor((amount * percent + 50) / 100);

/** The service fee on a subtotal. */
export const serviceFeeOf = (subtotal: Pesewas): Pesewas => percentOf(subtotal, SERVICE_FEE_PERCENT);

/**
 * A discount's line label, "Weekly discount (10%)": a trip of 28 days or more has the monthly
 * discount unless the host's weekly one is the larger (discountPercentFor takes the larger).
 * Without the car's discounts (a booking recorded before lines) it is named by length alone.
 */
export function discountLabel(days: number, percent: number, discounts?: Discounts): string {
  const monthly =
    days >= MONTHLY_DISCOUNT_DAYS && (!discounts || discounts.monthlyPercent >= discounts.weeklyPercent);
  return `${monthly ? 'Monthly' : 'Weekly'} discount (${percent}%)`;
}

/** A line charged per day: quantity days at unitAmount a day. */
export const perDayLine = (kind: LineKind, days: number, unitAmount: Pesewas, label?: string): QuoteLine => ({
  kind,
  label: label ?? LINE_KINDS[kind].label,
  quantity: days,
  unitAmount,
  amount: unitAmount * days,
});

/** A line of one unit: a discount, the service fee. */
export const singleLine = (kind: LineKind, amount: Pesewas, label?: string): QuoteLine => ({
  kind,
  label: label ?? LINE_KINDS[kind].label,
  quantity: 1,
  unitAmount: amount,
  amount,
});

/**
 * The figures of a quote, read from its lines: the lines are decided once and every figure
 * follows from them, so the two cannot disagree.
 */
export function figuresOf(days: number, discountPercent: number, lines: QuoteLine[]): BookingQuote {
  const subtotal = hostEarnedTotal(lines);
  return {
    days,
    baseAmount: amountOf(lines, 'rental'),
    discountPercent,
    discountAmount: amountOf(lines, 'discount'),
    surchargeAmount: amountOf(lines, 'delivery'),
    driverAmount: amountOf(lines, 'driver'),
    subtotal,
    serviceFee: amountOf(lines, 'service-fee'),
    total: linesTotal(lines),
    lines,
  };
}

/** A plan's fee for one day of a car at this daily price (a share is half a pesewa up). */
export const protectionFeePerDay = (fee: ProtectionFee, pricePerDay: Pesewas): Pesewas =>
  fee.kind === 'fixed' ? fee.dailyAmount : percentOf(pricePerDay, fee.percent);

/** The chosen extras, one per kind, in EXTRA_KINDS order. */
const chosenExtras = (extras: readonly CarExtra[]) =>
  EXTRA_KINDS.flatMap((kind) => extras.find((extra) => extra.kind === kind) ?? []);

/**
 * The price of a stay, shared by the server (which charges it) and the booking screen
 * (which shows it). Days are counted between calendar dates, so the result does not
 * depend on the time zone it runs in. An end date on or before the start gives 0 days
 * and a zero quote: the booking form disables its submit button on 0 days, and
 * CreateBooking refuses such dates. Malformed dates or amounts are a programming error
 * (RangeError): callers validate input with the booking schemas first.
 *
 * The money is decided as lines (docs/adr/0022): the rental, then the discount, delivery,
 * driver and each extra the renter chose, each only when above 0, then the service fee on
 * what the host earns. Extras are charged per day like the driver, and the host earns them.
 * After the fee come the protection plan's fee (per day) and the refundable deposit, each when
 * above 0: neither is the host's nor in the fee's base (docs/adr/0027).
 */
export function quoteBooking(request: QuoteRequest): BookingQuote {
  const { pricePerDay, surchargePerDay, driverDailyRate, includeDriver, driverAvailable } = request;
  requireAmount('pricePerDay', pricePerDay);
  requireAmount('surchargePerDay', surchargePerDay);
  if (driverDailyRate !== null) requireAmount('driverDailyRate', driverDailyRate);
  const extras = chosenExtras(request.extras ?? []);
  for (const extra of extras) requireAmount(`${extra.kind} dailyRate`, extra.dailyRate);
  const { protection } = request;
  const protectionPerDay = protection ? protectionFeePerDay(protection.fee, pricePerDay) : 0;
  requireAmount('protection fee', protectionPerDay);
  const deposit = request.deposit ?? 0;
  requireAmount('deposit', deposit);

  const days = Math.max(0, daysBetween(request.startDate, request.endDate));
  const driverPerDay = includeDriver && driverAvailable ? (driverDailyRate ?? 0) : 0;

  const rental = perDayLine('rental', days, pricePerDay);
  // The discount is on the daily price only: surcharges, the driver, extras and the fee are not discounted.
  const discountPercent = discountPercentFor(request.discounts, days);
  const discountAmount = percentOf(rental.amount, discountPercent);
  const charges = [
    rental,
    singleLine('discount', discountAmount, discountLabel(days, discountPercent, request.discounts)),
    perDayLine('delivery', days, surchargePerDay),
    perDayLine('driver', days, driverPerDay),
    ...extras.map((extra) => perDayLine(extra.kind, days, extra.dailyRate)),
  ].filter((line) => line.kind === 'rental' || line.amount > 0);
  const subtotal = hostEarnedTotal(charges);
  if (
    !Number.isSafeInteger(rental.amount * 100 + 50) ||
    !Number.isSafeInteger(subtotal * SERVICE_FEE_PERCENT + 50)
  )
    throw new RangeError('The subtotal is too large to charge');
  const notTheHosts = [
    perDayLine('protection', days, protectionPerDay, protection && `${protection.name} protection`),
    singleLine('deposit', deposit),
  ].filter((line) => line.amount > 0);
  return figuresOf(days, discountPercent, [
    ...charges,
    singleLine('service-fee', serviceFeeOf(subtotal)),
    ...notTheHosts,
  ]);
}
