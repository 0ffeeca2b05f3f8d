import { daysBetween } from '../booking/stay';
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
  /** First day of the stay, `yyyy-MM-dd`. */
  startDate: string;
  /** Hand-over day, `yyyy-MM-dd`. */
  endDate: string;
}

/** A booking's price, every amount in integer pesewas. */
export interface BookingQuote {
  /** Calendar days from start to end; 0 when the end is not after the start. */
  days: number;
  baseAmount: Pesewas;
  surchargeAmount: Pesewas;
  driverAmount: Pesewas;
  /** baseAmount + surchargeAmount + driverAmount. */
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

/** 5 % half up, in integers: 10 pesewas → 0.5 → 1; 29 → 1.45 → 1; 30 → 1.5 → 2. */
export const serviceFeeOf = (subtotal: Pesewas): Pesewas =>
  Math.floor((subtotal * SERVICE_FEE_PERCENT + 50) / 100);

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
  const surchargeAmount = surchargePerDay * days;
  const driverAmount = driverPerDay * days;
  const subtotal = baseAmount + surchargeAmount + driverAmount;
  if (!Number.isSafeInteger(subtotal * SERVICE_FEE_PERCENT + 50))
    throw new RangeError('The subtotal is too large to charge');
  const serviceFee = serviceFeeOf(subtotal);
  const total = subtotal + serviceFee;
  return { days, baseAmount, surchargeAmount, driverAmount, subtotal, serviceFee, total };
}
