/**
 * Per car, how a renter books it (issue 31): instantly (the dates are the renter's once paid,
 * today's behaviour and the default) or by request (the host accepts or declines each one
 * before the renter pays). Cars listed before hosts could choose book instantly.
 */
export const instantBookOf = (details: { instantBook?: boolean | undefined }): boolean =>
  details.instantBook ?? true;

/** The car page's line under the price: what booking this car means for the renter. */
export const bookingKindExplained = (instantBook: boolean): string =>
  instantBook
    ? 'Instant book: pay and the car is yours for those days.'
    : 'The host approves each request: send yours with a message, and pay once they accept (they answer within 12 hours).';
