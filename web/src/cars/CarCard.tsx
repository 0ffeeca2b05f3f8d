import { discountBadges } from '@akwaaba/domain/cars/trip-rules';
import { parseCedis } from '@akwaaba/domain/money/money';
import { Link } from '@tanstack/react-router';
import type { BrowsedCar } from '#app/api/cars.ts';
import { Icon } from '#app/components/ui/Icon.tsx';
import { CarPhotoPlaceholder } from './CarPhotoPlaceholder.tsx';
import { carPhotoSources } from './car-photo.ts';
import { displayCedis, formatCedisExactly } from './price.ts';

interface CarCardProps {
  car: BrowsedCar;
  /**
   * 'first' is the page's largest paint: fetched at once, ahead of everything else. The rest load
   * once laid out near the screen, so on a phone's slow link they do not share it with the first.
   */
  photoLoading: 'first' | 'lazy';
  /** The dates searched for, carried on to the car's page. */
  stay?: { start: string; end: string } | undefined;
}

/**
 * How wide a card's photo is shown, by the grid in BrowseCars (one, two or three columns in a
 * max-w-7xl page with px-4/px-6 and gap-6): the browser picks the copy from it before layout.
 */
const CARD_PHOTO_SIZES =
  '(min-width: 1280px) 395px, (min-width: 1024px) calc((100vw - 96px) / 3), (min-width: 640px) calc((100vw - 72px) / 2), calc(100vw - 32px)';

export function CarCard({ car, photoLoading, stay }: CarCardProps) {
  const photo = carPhotoSources(car, 0);
  // An answer cached before discounts existed has none.
  const discounts = car.discounts ? discountBadges(car.discounts) : [];
  // The server's total for the searched dates; days counted in UTC like the server.
  const tripTotal = stay && car.tripTotal && parseCedis(car.tripTotal);
  const days = stay && (Date.parse(stay.end) - Date.parse(stay.start)) / 86_400_000;
  return (
    <article className="relative flex h-full flex-col rounded-xl border border-stone-200 bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <div className="aspect-[16/10] overflow-hidden rounded-t-xl bg-stone-100">
        {photo ? (
          <img
            src={photo.src}
            srcSet={photo.srcSet}
            sizes={photo.srcSet ? CARD_PHOTO_SIZES : undefined}
            alt=""
            width={640}
            height={400}
            loading={photoLoading === 'lazy' ? 'lazy' : 'eager'}
            fetchPriority={photoLoading === 'first' ? 'high' : undefined}
            decoding="async"
            className="size-full object-cover"
          />
        ) : (
          <CarPhotoPlaceholder />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-lg font-semibold">
          {/* The whole card is clickable through this link's overlay; its name is just the car. */}
          <Link
            to="/cars/$id"
            params={{ id: car.id }}
            search={stay ?? {}}
            className="rounded after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-(--focus-ring)"
          >
            {car.year} {car.make} {car.model}
          </Link>
        </h3>
        <p className="flex items-center gap-1 text-sm text-stone-600">
          <Icon name="pin" className="size-4 shrink-0" />
          {car.location}
          {car.reviewCount > 0 ? (
            <span className="ml-auto flex items-center gap-1">
              <Icon name="star" className="size-4 text-gold-500" />
              {car.averageRating.toFixed(1)} ({car.reviewCount} reviews)
            </span>
          ) : (
            // A car nobody has reviewed yet is new, not rated zero stars.
            <span className="ml-auto rounded-full bg-gold-100 px-2.5 py-0.5 font-semibold text-ink">New</span>
          )}
        </p>
        <p className="mt-auto pt-1">
          <span className="text-2xl font-bold text-brand-700">{displayCedis(car.pricePerDay)}</span>
          <span className="text-sm text-stone-600">/day</span>
        </p>
        {tripTotal ? (
          <p className="text-sm font-semibold text-ink">
            {formatCedisExactly(tripTotal)} total for {days} {days === 1 ? 'day' : 'days'}
          </p>
        ) : null}
        {/* Which kind of booking the car takes (an answer cached before the choice existed says nothing).
            Written here, not imported: /cars is at its JavaScript budget. */}
        {car.instantBook !== undefined && (
          <p className="text-sm text-stone-600">
            {car.instantBook ? 'Instant book' : 'Host approves requests'}
          </p>
        )}
        {discounts.length > 0 && (
          <p className="text-sm font-semibold text-brand-700">{discounts.join(' · ')}</p>
        )}
        <ul className="flex flex-wrap gap-2 text-xs font-medium text-stone-700" aria-label="Specifications">
          <li className="rounded-full bg-stone-100 px-2.5 py-1">{car.transmission}</li>
          <li className="rounded-full bg-stone-100 px-2.5 py-1">{car.seats} seats</li>
          <li className="rounded-full bg-stone-100 px-2.5 py-1">{car.fuelType}</li>
        </ul>
      </div>
    </article>
  );
}
