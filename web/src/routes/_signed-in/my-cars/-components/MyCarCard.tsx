import { Link } from '@tanstack/react-router';
import type { ManagedCar } from '#app/api/my-cars.ts';
import { ListingCard } from '#app/cars/ListingCard.tsx';
import { displayCedis } from '#app/cars/price.ts';
import { AvailabilityBadge, VerificationBadge } from '#app/cars/VerificationBadge.tsx';
import { ActionButtons } from '#app/components/ui/ActionButtons.tsx';
import { buttonClasses } from '#app/components/ui/button-classes.ts';

interface MyCarCardProps {
  car: ManagedCar;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
}

const chip = 'rounded-full bg-stone-100 px-2.5 py-1 text-xs font-medium text-stone-700';

/**
 * One of the host's listings: its state, the admin's note while not approved, and what they can
 * do: view it, open its calendar (block days), edit or delete it.
 */
export function MyCarCard({ car, onEdit, onDelete, deleting }: MyCarCardProps) {
  const name = `${car.year} ${car.make} ${car.model}`;
  return (
    <ListingCard car={car} photoAlt="">
      <div className="grid gap-1">
        <h2 className="text-lg font-semibold">{name}</h2>
        <p className="text-sm text-stone-600">{car.location}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <AvailabilityBadge available={car.available} />
        <VerificationBadge status={car.verificationStatus} />
      </div>
      {car.pickupPoint ? (
        <p className="text-sm text-stone-600">Pick-up: {car.pickupPoint.area}</p>
      ) : (
        // Cars listed before pick-up points keep working; their host is asked to add one.
        <div className="grid gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
          <p>
            <span className="font-semibold">No pick-up point yet.</span> Renters who pay need to know where to
            collect the car.
          </p>
          <button
            type="button"
            onClick={onEdit}
            className="justify-self-start font-semibold text-brand-700 underline"
            aria-label={`Add a pick-up point to ${name}`}
          >
            Add a pick-up point
          </button>
        </div>
      )}
      {car.verificationStatus !== 'approved' && car.verificationNotes && (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
          <span className="font-semibold">Admin note:</span> {car.verificationNotes}
        </p>
      )}
      <p>
        <span className="text-2xl font-bold text-brand-700">{displayCedis(car.pricePerDay)}</span>
        <span className="text-sm text-stone-600">/day</span>
      </p>
      <ul className="flex flex-wrap gap-2" aria-label="Specifications">
        <li className={chip}>{car.transmission}</li>
        <li className={chip}>{car.fuelType}</li>
      </ul>
      <div className="mt-auto grid grid-cols-2 gap-2 pt-2">
        <Link
          to="/cars/$id"
          params={{ id: car.id }}
          className={buttonClasses('outline', 'sm')}
          aria-label={`View ${name}`}
        >
          View
        </Link>
        <Link
          to="/my-cars/$id/calendar"
          params={{ id: car.id }}
          className={buttonClasses('outline', 'sm')}
          aria-label={`Calendar of ${name}`}
        >
          Calendar
        </Link>
        <ActionButtons
          actions={[
            { text: 'Edit', spoken: `Edit ${name}`, onClick: onEdit, look: ['outline', 'sm'] },
            {
              text: deleting ? 'Deleting...' : 'Delete',
              spoken: `Delete ${name}`,
              onClick: onDelete,
              look: ['outline', 'sm', 'text-red-700'],
              disabled: deleting,
            },
          ]}
        />
      </div>
    </ListingCard>
  );
}
