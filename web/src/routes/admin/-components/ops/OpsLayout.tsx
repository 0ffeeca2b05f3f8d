import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Outlet, useRouter } from '@tanstack/react-router';
import { projectionOpsQueryOptions, stuckJobsQueryOptions } from '#app/api/operations.ts';
import { PageHeading } from '#app/components/PageHeading.tsx';
import { buttonClasses } from '#app/components/ui/button-classes.ts';
import { PendingButton } from '#app/components/ui/PendingButton.tsx';
import { BackToDashboard } from '../BackToDashboard.tsx';
import { formatTime } from './ops-format.ts';

/**
 * The ops page's header: when the list below (the index route) was read, and Refresh to read it
 * again, on screen whatever state the list is in. Figures are a snapshot; while a rebuild runs
 * the list refreshes itself every few seconds.
 */
export function OpsLayout() {
  const router = useRouter();
  const queryClient = useQueryClient();
  // Not suspense: the header shows the list's state (checked at, refreshing) and never waits for it.
  const ops = useQuery({ ...projectionOpsQueryOptions(), enabled: false });
  const rebuilding = ops.data?.filter((p) => p.rebuild?.running).map((p) => p.name) ?? [];
  // Read again; a list that failed to load then shows (its route runs its loader again).
  const refresh = () =>
    Promise.all([
      ops.refetch().then(() => router.invalidate()),
      queryClient.invalidateQueries({ queryKey: stuckJobsQueryOptions().queryKey }),
    ]);

  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <PageHeading
          title="Projections"
          back={<BackToDashboard />}
          intro="Each read model and reactor follows the event log from its checkpoint. Lag is how many events wait for it and how old the oldest one is."
        />
        <div className="flex items-center gap-3">
          {ops.dataUpdatedAt > 0 && (
            <span className="text-sm text-stone-600">
              Checked at {formatTime(new Date(ops.dataUpdatedAt))}
            </span>
          )}
          <PendingButton
            onClick={() => void refresh()}
            pending={ops.isFetching}
            pendingLabel="Refreshing..."
            className={buttonClasses('outline', 'sm')}
          >
            Refresh
          </PendingButton>
        </div>
      </header>
      <p role="status" aria-live="polite" className="sr-only">
        {rebuilding.length > 0 ? `Rebuilding ${rebuilding.join(', ')}` : ''}
      </p>
      <Outlet />
    </div>
  );
}
