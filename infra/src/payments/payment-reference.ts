import { randomBytes } from 'node:crypto';

/*
 * A payment reference names its booking, so a webhook or a callback leads straight to the
 * booking's stream without a lookup table: "AKW-<booking id>-<16 hex>". Paystack allows only
 * -, ., = and letters or digits, at most 100 characters. The booking still decides whether
 * the reference is one of its own (BookingPaymentInitialized), so a made-up reference that
 * names a real booking confirms nothing.
 */

const REFERENCE = /^AKW-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-[0-9a-f]{16}$/;

/** A new, unguessable reference for one payment attempt of a booking. */
export const newPaymentReference = (bookingId: string): string =>
  `AKW-${bookingId}-${randomBytes(8).toString('hex')}`;

/** The booking a reference was made for, or null when it is not one of ours. */
export const bookingIdOfReference = (reference: string): string | null =>
  REFERENCE.exec(reference)?.[1] ?? null;
