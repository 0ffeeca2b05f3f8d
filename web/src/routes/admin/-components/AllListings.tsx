import type { VerificationStatus } from '@akwaaba/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ADMIN_PAGE_SIZE, adminCarsQueryOptions } from '#app/api/admin-cars.ts';
import { displayCedis } from '#app/cars/price.ts';
import { VerificationBadge } from '#app/cars/VerificationBadge.tsx';
import { LoadError } from '#app/components/LoadError.tsx';
import { ActionButtons } from '#app/components/ui/ActionButtons.tsx';
import { Labelled } from '#app/components/ui/Labelled.tsx';
import { Pager } from '#app/components/ui/Pager.tsx';
import { type Choice, Select } from '#app/components/ui/Select.tsx';
import { carNameOf, DELETE_LOOK } from './PendingCarCard.tsx';

type StatusFilter = VerificationStatus | 'all';

const STATUS_CHOICES: Choice<StatusFilter>[] = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending Verification' },
  { value: 'approved', label: 'Verified' },
  { value: 'rejected', label: 'Rejected' },
];

/** Every live listing, newest change first: where an admin finds a car's history after the verdict. */
export function AllListings({
  onHistory,
  onDelete,
}: {
  onHistory: (carId: string, carName: string) => void;
  onDelete: (carId: string, carName: string) => void;
}) {
  const [status, setStatus] = useState<StatusFilter>('all');
  const [page, setPage] = useState(1);
  // Not suspense: a new page or filter keeps the listings on screen (keepPreviousData) while it loads.
  const listings = useQuery({ ...adminCarsQueryOptions(status, page), placeholderData: keepPreviousData });
  const pages = Math.max(1, Math.ceil((listings.data?.total ?? 0) / ADMIN_PAGE_SIZE));

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <Labelled label="Status">
          <Select
            choices={STATUS_CHOICES}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as StatusFilter);
              setPage(1);
            }}
            className="h-11 rounded-lg border border-stone-300 bg-white px-3"
          />
        </Labelled>
        <p role="status" className="text-sm text-stone-600">
          {listings.isPending ? 'Loading...' : `${listings.data?.total ?? 0} listings`}
        </p>
      </div>
      {listings.isError ? (
        <LoadError what="the listings" error={listings.error} onRetry={listings.refetch} layout="inline" />
      ) : listings.data && listings.data.cars.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-center text-stone-600">No listings with this status.</p>
      ) : (
        <ul className="grid gap-2" aria-busy={listings.isFetching}>
          {listings.data?.cars.map((car) => {
            const name = carNameOf(car);
            return (
              <li
                key={car.id}
                className="flex flex-wrap items-center gap-3 rounded-lg border border-stone-200 bg-white p-3"
              >
                <div className="mr-auto grid gap-1">
                  <Link
                    to="/cars/$id"
                    params={{ id: car.id }}
                    className="font-semibold text-brand-800 hover:underline"
                  >
                    {name}
                  </Link>
                  <span className="text-sm text-stone-600">
                    {car.location} · {displayCedis(car.pricePerDay)}/day
                    {car.owner && ` · ${car.owner.firstName} ${car.owner.lastName}`}
                  </span>
                </div>
                <VerificationBadge status={car.verificationStatus} />
                <ActionButtons
                  actions={[
                    {
                      text: 'History',
                      spoken: `History of ${name}`,
                      onClick: () => onHistory(car.id, name),
                      look: ['outline', 'sm'],
                    },
                    {
                      text: 'Delete',
                      spoken: `Delete listing ${name}`,
                      onClick: () => onDelete(car.id, name),
                      look: DELETE_LOOK,
                    },
                  ]}
                />
              </li>
            );
          })}
        </ul>
      )}
      <Pager page={page} pages={pages} onPage={setPage} />
    </div>
  );
}
