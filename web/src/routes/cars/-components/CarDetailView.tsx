import { extraLabel } from '@akwaaba/domain/cars/extras';
import { handoverHoursOf, hoursText } from '@akwaaba/domain/cars/handover-hours';
import { bookingKindExplained, instantBookOf } from '@akwaaba/domain/cars/instant-book';
import { describeRenterRequirements, renterRequirementsOf } from '@akwaaba/domain/cars/renter-requirements';
import { returnTermsLines, returnTermsOfView } from '@akwaaba/domain/cars/return-terms';
import { describeTripRules, discountBadges, discountsOf, tripRulesOf } from '@akwaaba/domain/cars/trip-rules';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { CarDetail } from '#app/api/cars.ts';
import { displayCedis } from '#app/cars/price.ts';
import { Icon } from '#app/components/ui/Icon.tsx';
import { ReportButton } from '#app/reports/ReportButton.tsx';
import { BookingPanel } from './BookingPanel.tsx';
import { CarGallery } from './CarGallery.tsx';
import { HostCard } from './HostCard.tsx';
import { ReviewsGrid } from './ReviewsGrid.tsx';

const badgeClasses = 'rounded-full bg-stone-100 px-3 py-1 text-sm font-medium text-stone-700';
const cardClasses = 'grid gap-3 rounded-xl border border-stone-200 bg-white p-5';

/**
 * A car's page: its photos, what it is, the host's rules and discounts, description, features,
 * the extras it comes with (a renter adds them when booking), what the renter pays at the
 * return (kilometres, fuel, lateness), host and reviews, with Book Now beside it. `stay` is
 * the renter's searched dates, which Book Now takes on to the booking form.
 */
export function CarDetailView({
  car,
  stay,
}: {
  car: CarDetail;
  stay?: { start: string; end: string } | null | undefined;
}) {
  const name = `${car.year} ${car.make} ${car.model}`;
  const requirements = describeRenterRequirements(renterRequirementsOf(car));
  const rules = describeTripRules(tripRulesOf(car));
  const discounts = discountsOf(car);
  const percents: Record<string, number> = {
    'Weekly discount': discounts.weeklyPercent,
    'Monthly discount': discounts.monthlyPercent,
  };
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
      <Link
        to="/cars"
        className="mb-4 inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline"
      >
        <Icon name="chevronLeft" className="size-4" />
        Back to Cars
      </Link>
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="grid min-w-0 content-start gap-6">
          <ListingNotice car={car} />
          <CarGallery car={car} carName={name} />
          <header className="grid gap-2">
            <h1 className="text-3xl font-bold">{name}</h1>
            <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-stone-600">
              <span>{car.location}</span>
              {car.reviewCount > 0 ? (
                <span className="flex items-center gap-1">
                  <Icon name="star" className="size-4 text-gold-500" />
                  <span className="font-medium text-ink">{car.averageRating.toFixed(1)}</span>
                  <span>({car.reviewCount} reviews)</span>
                </span>
              ) : (
                // A car nobody has reviewed yet is new, not rated zero stars.
                <span className="rounded-full bg-gold-100 px-2.5 py-0.5 text-sm font-semibold text-ink">
                  New
                </span>
              )}
            </p>
            {car.pickupArea && (
              // Only the area: the exact point is for the renter of a paid booking (docs/adr/0035).
              <p className="flex items-center gap-1 text-sm text-stone-700">
                <Icon name="pin" className="size-4 shrink-0" />
                <span>
                  Pick-up in <span className="font-medium text-ink">{car.pickupArea}</span>. The exact address
                  comes with your paid booking.
                </span>
              </p>
            )}
            <ul className="flex flex-wrap gap-2" aria-label="Specifications">
              <li className={badgeClasses}>{car.seats} seats</li>
              <li className={badgeClasses}>{car.transmission}</li>
              <li className={badgeClasses}>{car.fuelType}</li>
              {car.verificationStatus === 'approved' && (
                <li className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">
                  DVLA Verified
                </li>
              )}
              {discountBadges(discounts).map((badge) => (
                <li
                  key={badge}
                  className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800"
                >
                  {badge} ({percents[badge]}%)
                </li>
              ))}
            </ul>
            <p className="text-sm text-stone-700">
              {bookingKindExplained(instantBookOf(car))} Handovers between {hoursText(handoverHoursOf(car))}.
            </p>
            {requirements && <p className="text-sm text-stone-700">{requirements}</p>}
            {rules.length > 0 && (
              <CheckList label="Trip rules" items={rules} className="grid gap-1 text-sm text-stone-700" />
            )}
          </header>

          <DetailCard id="car-description" title="Description">
            <p className="whitespace-pre-line text-stone-700">
              {car.description?.trim() || 'No description available.'}
            </p>
          </DetailCard>

          {car.features.length > 0 && (
            <DetailCard id="car-features" title="Features">
              <CheckList items={car.features} className="grid gap-2 text-stone-700 sm:grid-cols-2" />
            </DetailCard>
          )}

          {car.extras.length > 0 && (
            <DetailCard id="car-extras" title="Extras">
              <CheckList
                items={car.extras.map(
                  (extra) => `${extraLabel(extra.kind)} · ${displayCedis(extra.dailyRate)}/day`,
                )}
                className="grid gap-2 text-stone-700"
              />
            </DetailCard>
          )}

          <DetailCard id="car-return-terms" title="At the return">
            <CheckList
              items={returnTermsLines(returnTermsOfView(car))}
              className="grid gap-2 text-stone-700"
            />
          </DetailCard>

          {car.owner && (
            <HostCard
              carId={car.id}
              ownerId={car.ownerId}
              owner={car.owner}
              reputation={car.hostReputation}
              className={cardClasses}
            />
          )}
          <ReviewsGrid reviews={car.reviews} />
          <ReportButton
            subject={{ kind: 'car', id: car.id }}
            ownerId={car.ownerId}
            text="Report this listing"
          />
        </div>
        <BookingPanel carId={car.id} pricePerDay={car.pricePerDay} stay={stay ?? null} />
      </div>
    </div>
  );
}

/** Only the owner and admins can open a listing that is not live: tell them why renters cannot see it. */
function ListingNotice({ car }: { car: CarDetail }) {
  if (car.verificationStatus === 'approved' && car.available) return null;
  const message =
    car.verificationStatus === 'pending'
      ? 'This listing is waiting for verification by an admin. Renters cannot see it yet.'
      : car.verificationStatus === 'rejected'
        ? `This listing was rejected, so renters cannot see it.${car.verificationNotes ? ` Admin note: ${car.verificationNotes}` : ''}`
        : 'This car is marked unavailable, so it does not appear in Browse Cars.';
  return (
    <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
      {message}
    </p>
  );
}

/** A card of the car's page, named by its heading: the description, the features, the extras, the return terms. */
function DetailCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={cardClasses}>
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Lines with a check mark before each: the car's trip rules, its features, its return terms. */
function CheckList({
  items,
  label,
  className,
}: {
  items: readonly string[];
  label?: string;
  className: string;
}) {
  return (
    <ul aria-label={label} className={className}>
      {items.map((item) => (
        <li key={item} className="flex items-center gap-2">
          <Icon name="check" className="size-4 shrink-0 text-brand-700" />
          {item}
        </li>
      ))}
    </ul>
  );
}
