import type { ReputationView } from '@akwaaba/domain/trips/trip.views';

/** A person's record on trips, as the other side rated them: "Rated 4.5 of 5 (3 reviews) · 5 trips". */
export function reputationText({ averageRating, reviewCount, tripCount }: ReputationView): string {
  const trips = `${tripCount} ${tripCount === 1 ? 'trip' : 'trips'}`;
  if (averageRating === null || reviewCount === 0) return `No reviews yet · ${trips}`;
  return `Rated ${averageRating.toFixed(1)} of 5 (${reviewCount} ${reviewCount === 1 ? 'review' : 'reviews'}) · ${trips}`;
}
