import { daysBetween } from '../booking/stay';
import { type Discounts, discountPercentFor } from '../car/trip-rules';
import type { Pesewas } from '../money/money';

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
  /** subtotal + serviceFee: what the renter pays. */
  total: Pesewas;
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
 * The price of a stay, shared by the server (which charges it) and the booking screen
 * (which shows it). Days are counted between calendar dates, so the result does not
 * depend on the time zone it runs in. An end date on or before the start gives 0 days
 * and a zero quote: the booking form disables its submit button on 0 days, and
 * CreateBooking refuses such dates. Malformed dates or amounts are a programming error
 * (RangeError): callers validate input with the booking schemas first.
 */
export function quoteBooking(request: QuoteRequest): BookingQuote {
  const { pricePerDay, surchargePerDay, driverDailyRate, includeDriver, driverAvailable } = request;
  requireAmount('pricePerDay', pricePerDay);
  requireAmount('surchargePerDay', surchargePerDay);
  if (driverDailyRate !== null) requireAmount('driverDailyRate', driverDailyRate);

  const days = Math.max(0, daysBetween(request.startDate, request.endDate));
  const driverPerDay = includeDriver && driverAvailable ? (driverDailyRate ?? 0) : 0;

  const baseAmount = pricePerDay * days;
  // The discount is on the daily price only: surcharges, the driver and the fee are not discounted.
  const discountPercent = discountPercentFor(request.discounts, days);
  const discountAmount = percentOf(baseAmount, discountPercent);
  const surchargeAmount = surchargePerDay * days;
  const driverAmount = driverPerDay * days;
  const subtotal = baseAmount - discountAmount + surchargeAmount + driverAmount;
  if (
    !Number.isSafeInteger(baseAmount * 100 + 50) ||
    !Number.isSafeInteger(subtotal * SERVICE_FEE_PERCENT + 50)
  )
    throw new RangeError('The subtotal is too large to charge');
  const serviceFee = serviceFeeOf(subtotal);
  const total = subtotal + serviceFee;
  return {
    days,
    baseAmount,
    discountPercent,
    discountAmount,
    surchargeAmount,
    driverAmount,
    subtotal,
    serviceFee,
    total,
  };
}
