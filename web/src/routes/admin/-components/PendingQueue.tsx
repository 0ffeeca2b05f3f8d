import { useSuspenseQuery } from '@tanstack/react-query';
import { pendingCarsQueryOptions } from '#app/api/admin-cars.ts';
import { useDashboardDialogs } from './AdminDashboard.tsx';
import { carNameOf, PendingCarCard } from './PendingCarCard.tsx';

/**
 * The verification queue, in the dashboard's first tab: each pending listing with its verdicts.
 * Its route reads the queue first (the skeleton meanwhile, the load error if that fails).
 */
export function PendingQueue() {
  const { data: pending } = useSuspenseQuery(pendingCarsQueryOptions());
  const dialogs = useDashboardDialogs();

  if (pending.length === 0)
    return (
      <p className="rounded-xl bg-white p-10 text-center text-lg font-semibold">
        No pending car listings to review.
      </p>
    );
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {pending.map((car) => {
        const target = { carId: car.id, carName: carNameOf(car) };
        return (
          <li key={car.id}>
            <PendingCarCard
              car={car}
              onApprove={() => dialogs.review({ ...target, verdict: 'approve' })}
              onReject={() => dialogs.review({ ...target, verdict: 'reject' })}
              onDelete={() => dialogs.remove(target)}
              onHistory={() => dialogs.history(target)}
            />
          </li>
        );
      })}
    </ul>
  );
}
