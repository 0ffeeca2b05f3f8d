import type { Pesewas } from '../money/money';

/*
 * A car's refundable deposit (issue 30, docs/adr/0027): the host sets it, within the product's
 * limits, and the renter pays it with the booking as its own line, never the host's. It comes
 * back in full when the car is returned with no damage reported.
 */

/** The most a host may ask: ₵10,000, the Minimum plan's liability, the most a renter can owe for damage. */
export const MAX_CAR_DEPOSIT: Pesewas = 1_000_000;

/** What the car form proposes: ₵1,000, enough for the common fuel and small-dent disputes. */
export const DEFAULT_CAR_DEPOSIT: Pesewas = 100_000;

/** A car's deposit; cars listed before deposits ask none. */
export const depositOfCar = (details: { deposit?: Pesewas | undefined }): Pesewas => details.deposit ?? 0;
