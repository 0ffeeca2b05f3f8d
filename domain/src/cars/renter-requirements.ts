/**
 * What a host may ask of the renters of a car (issue 18): a number of completed trips, and a
 * rating where the renter has reviews. Cars listed before hosts could ask anything carry none.
 */
export interface RenterRequirements {
  /** Whole number, 0 (no requirement) to MAX_MIN_COMPLETED_TRIPS. */
  minCompletedTrips: number;
  /** Null for none; else 1.0 to 5.0 in steps of 0.5. */
  minRating: number | null;
}

export const MAX_MIN_COMPLETED_TRIPS = 50;

/** The minimum ratings a host may choose. */
export const MIN_RATING_CHOICES = [1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5] as const;

export type MinRating = (typeof MIN_RATING_CHOICES)[number];

export const NO_RENTER_REQUIREMENTS: RenterRequirements = { minCompletedTrips: 0, minRating: null };

/** A car's requirements; a car listed before the setting existed asks nothing. */
export const renterRequirementsOf = (details: { renterRequirements?: RenterRequirements | undefined }) =>
  details.renterRequirements ?? NO_RENTER_REQUIREMENTS;

const trips = (count: number) => `${count} completed ${count === 1 ? 'trip' : 'trips'}`;

/** The car page's line, e.g. "The host asks for renters with at least 3 completed trips and a rating of 4.5 or more."; null when it asks nothing. */
export function describeRenterRequirements({
  minCompletedTrips,
  minRating,
}: RenterRequirements): string | null {
  const asks = [
    minCompletedTrips > 0 ? `at least ${trips(minCompletedTrips)}` : null,
    minRating !== null ? `a rating of ${minRating.toFixed(1)} or more` : null,
  ].filter((ask) => ask !== null);
  return asks.length === 0 ? null : `The host asks for renters with ${asks.join(' and ')}.`;
}
