import type { PickupPointView } from '@akwaaba/domain/cars/car.views';
import { mapsLinkFor } from '@akwaaba/domain/cars/pickup-point';
import { buttonClasses } from '#app/components/ui/button-classes.ts';
import { Icon } from '#app/components/ui/Icon.tsx';

/**
 * Where the renter collects the car, in full: the booking carries it only once paid (docs/adr/0035).
 * "Open in maps" opens the position when the host gave one, else searches the digital address.
 */
export function TripPickup({ pickup }: { pickup: PickupPointView }) {
  return (
    <section aria-labelledby="trip-pickup" className="grid gap-3 rounded-xl bg-white p-4 shadow-sm">
      <h2 id="trip-pickup" className="flex items-center gap-2 text-lg font-semibold">
        <Icon name="pin" className="size-5 text-brand-700" />
        Pick-up point
      </h2>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-stone-600">Area</dt>
          <dd className="font-medium">{pickup.area}</dd>
        </div>
        <div>
          <dt className="text-stone-600">Digital address</dt>
          <dd className="font-medium tracking-wide">{pickup.digitalAddress}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-stone-600">Directions</dt>
          <dd className="font-medium">{pickup.directions}</dd>
        </div>
      </dl>
      <a
        href={mapsLinkFor(pickup)}
        target="_blank"
        rel="noopener noreferrer"
        className={`${buttonClasses('outline', 'sm')} justify-self-start`}
      >
        Open in maps
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </section>
  );
}
