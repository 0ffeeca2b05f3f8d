import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { pendingCarsQueryOptions } from '#app/api/admin-cars.ts';
import { HttpError } from '#app/api/http.ts';
import { CarListSkeleton } from '#app/cars/CarCardSkeleton.tsx';
import { LoadError } from '#app/components/LoadError.tsx';
import { NotAuthorized } from '#app/components/NotAuthorized.tsx';
import { AllListings } from './AllListings.tsx';
import { DeleteListingDialog, type DeleteTarget } from './DeleteListingDialog.tsx';
import { HistoryDialog, type HistoryTarget } from './HistoryDialog.tsx';
import { carNameOf, PendingCarCard } from './PendingCarCard.tsx';
import { ReviewDialog, type ReviewTarget } from './ReviewDialog.tsx';

const tabClasses =
  'rounded-lg px-4 py-2 text-sm font-semibold text-stone-700 data-hover:bg-stone-100 data-selected:bg-brand-700 data-selected:text-white';

/** The Admin Dashboard: the verification queue with its verdicts, and every listing's history. */
export function AdminDashboard() {
  const pending = useQuery(pendingCarsQueryOptions());
  const [review, setReview] = useState<ReviewTarget | null>(null);
  const [removal, setRemoval] = useState<DeleteTarget | null>(null);
  const [history, setHistory] = useState<HistoryTarget | null>(null);
  // The role was taken away since this page loaded: the server is the judge.
  if (pending.error instanceof HttpError && pending.error.status === 403) return <NotAuthorized />;

  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-3xl font-bold">Admin Dashboard</h1>
          <p className="text-stone-600">Check each listing against its papers before it goes live.</p>
        </div>
        <Link to="/admin/ops" className="text-sm font-semibold text-brand-700 hover:underline">
          Projections and rebuilds →
        </Link>
      </header>
      <TabGroup className="grid gap-4">
        <TabList className="flex flex-wrap gap-2">
          <Tab className={tabClasses}>Pending review{pending.data ? ` (${pending.data.length})` : ''}</Tab>
          <Tab className={tabClasses}>All listings</Tab>
        </TabList>
        <TabPanels>
          <TabPanel>
            {pending.isPending ? (
              <CarListSkeleton />
            ) : pending.isError ? (
              <LoadError what="the pending listings" error={pending.error} onRetry={pending.refetch} />
            ) : pending.data.length === 0 ? (
              <p className="rounded-xl bg-white p-10 text-center text-lg font-semibold">
                No pending car listings to review.
              </p>
            ) : (
              <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {pending.data.map((car) => {
                  const target = { carId: car.id, carName: carNameOf(car) };
                  return (
                    <li key={car.id}>
                      <PendingCarCard
                        car={car}
                        onApprove={() => setReview({ ...target, verdict: 'approve' })}
                        onReject={() => setReview({ ...target, verdict: 'reject' })}
                        onDelete={() => setRemoval(target)}
                        onHistory={() => setHistory(target)}
                      />
                    </li>
                  );
                })}
              </ul>
            )}
          </TabPanel>
          <TabPanel>
            <AllListings
              onHistory={(carId, carName) => setHistory({ carId, carName })}
              onDelete={(carId, carName) => setRemoval({ carId, carName })}
            />
          </TabPanel>
        </TabPanels>
      </TabGroup>
      <ReviewDialog target={review} onClose={() => setReview(null)} />
      <DeleteListingDialog target={removal} onClose={() => setRemoval(null)} />
      <HistoryDialog target={history} onClose={() => setHistory(null)} />
    </div>
  );
}
