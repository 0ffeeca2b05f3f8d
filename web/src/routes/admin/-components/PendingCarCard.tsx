import type { AdminCar } from '#app/api/admin-cars.ts';
import { ListingCard } from '#app/cars/ListingCard.tsx';
import { displayCedis } from '#app/cars/price.ts';
import { type Action, ActionButtons } from '#app/components/ui/ActionButtons.tsx';

export const carNameOf = (car: Pick<AdminCar, 'year' | 'make' | 'model'>) =>
  `${car.year} ${car.make} ${car.model}`;

interface PendingCarCardProps {
  car: AdminCar;
  onApprove: () => void;
  onReject: () => void;
  onDelete: () => void;
  onHistory: () => void;
}

const PAPERS = [
  { label: 'Roadworthy certificate', link: (car: AdminCar) => car.roadworthyCertificate },
  { label: 'Registration document', link: (car: AdminCar) => car.documentLinks.registrationDocument },
  { label: 'Insurance document', link: (car: AdminCar) => car.documentLinks.insuranceDocument },
];

/** Removing a listing is not undone: the button says so in red. */
export const DELETE_LOOK: Action['look'] = ['ghost', 'sm', 'text-red-700'];

/** A listing waiting for verification: its first photo, the facts to check, its papers and the verdicts. */
export function PendingCarCard({ car, onApprove, onReject, onDelete, onHistory }: PendingCarCardProps) {
  const name = carNameOf(car);
  return (
    <ListingCard car={car} photoAlt={name} label={name}>
      <div>
        <h3 className="text-lg font-semibold">{name}</h3>
        <p className="text-sm text-stone-600">
          {car.location}
          {car.owner && ` · Host: ${car.owner.firstName} ${car.owner.lastName}`}
        </p>
      </div>
      <p>
        <span className="text-xl font-bold text-brand-700">{displayCedis(car.pricePerDay)}</span>
        <span className="text-sm text-stone-600">/day</span>
        <span className="text-sm text-stone-700">
          {' '}
          · {car.transmission} · {car.fuelType}
        </span>
      </p>
      <ul className="grid gap-1 text-sm" aria-label="Papers">
        {PAPERS.map((paper) => {
          const link = paper.link(car);
          return (
            <li key={paper.label} className="flex justify-between gap-2">
              <span>{paper.label}</span>
              {link ? (
                <a
                  href={link}
                  target="_blank"
                  rel="noreferrer"
                  aria-label={`Open the ${paper.label.toLowerCase()}`}
                  className="font-medium text-brand-700 underline"
                >
                  Open
                </a>
              ) : (
                <span className="font-medium text-red-700">Missing</span>
              )}
            </li>
          );
        })}
      </ul>
      <div className="mt-auto grid grid-cols-2 gap-2 pt-2">
        <ActionButtons
          actions={[
            { text: 'Approve', spoken: `Approve ${name}`, onClick: onApprove, look: ['primary', 'sm'] },
            { text: 'Reject', spoken: `Reject ${name}`, onClick: onReject, look: ['outline', 'sm'] },
            { text: 'History', spoken: `History of ${name}`, onClick: onHistory, look: ['ghost', 'sm'] },
            {
              text: 'Delete Listing',
              spoken: `Delete listing ${name}`,
              onClick: onDelete,
              look: DELETE_LOOK,
            },
          ]}
        />
      </div>
    </ListingCard>
  );
}
