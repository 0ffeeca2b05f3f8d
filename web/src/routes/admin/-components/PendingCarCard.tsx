import type { AdminCar } from '#app/api/admin-cars.ts';
import { CarPhotoPlaceholder } from '#app/cars/CarPhotoPlaceholder.tsx';
import { displayCedis } from '#app/cars/price.ts';
import { buttonClasses } from '#app/components/ui/button-classes.ts';

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

/** A listing waiting for verification: its first photo, the facts to check, its papers and the verdicts. */
export function PendingCarCard({ car, onApprove, onReject, onDelete, onHistory }: PendingCarCardProps) {
  const name = carNameOf(car);
  const photo = car.thumbnailUrl ?? car.images[0];
  return (
    <article
      aria-label={name}
      className="flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm"
    >
      <div className="aspect-[16/10] bg-stone-100">
        {photo ? (
          <img src={photo} alt={name} loading="lazy" className="size-full object-cover" />
        ) : (
          <CarPhotoPlaceholder />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
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
          <button
            type="button"
            onClick={onApprove}
            className={buttonClasses('primary', 'sm')}
            aria-label={`Approve ${name}`}
          >
            Approve
          </button>
          <button
            type="button"
            onClick={onReject}
            className={buttonClasses('outline', 'sm')}
            aria-label={`Reject ${name}`}
          >
            Reject
          </button>
          <button
            type="button"
            onClick={onHistory}
            className={buttonClasses('ghost', 'sm')}
            aria-label={`History of ${name}`}
          >
            History
          </button>
          <button
            type="button"
            onClick={onDelete}
            className={buttonClasses('ghost', 'sm', 'text-red-700')}
            aria-label={`Delete listing ${name}`}
          >
            Delete Listing
          </button>
        </div>
      </div>
    </article>
  );
}
