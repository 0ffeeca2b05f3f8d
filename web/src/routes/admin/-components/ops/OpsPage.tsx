import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { HttpError } from '#app/api/http.ts';
import { type ProjectionOps, projectionOpsQueryOptions } from '#app/api/ops.ts';
import { LoadError } from '#app/components/LoadError.tsx';
import { NotAuthorized } from '#app/components/NotAuthorized.tsx';
import { buttonClasses } from '#app/components/ui/button-classes.ts';
import { formatTime } from './ops-format.ts';
import { ProjectionsTable } from './ProjectionsTable.tsx';
import { RebuildDialog } from './RebuildDialog.tsx';

/**
 * The operator's view of the read models and reactors. Figures are a snapshot (Refresh asks
 * again); while a rebuild runs the list refreshes itself every few seconds.
 */
export function OpsPage() {
  const ops = useQuery(projectionOpsQueryOptions());
  const [target, setTarget] = useState<ProjectionOps | null>(null);
  // The role was taken away since this page loaded: the server is the judge.
  if (ops.error instanceof HttpError && ops.error.status === 403) return <NotAuthorized />;
  const rebuilding = ops.data?.filter((p) => p.rebuild?.running).map((p) => p.name) ?? [];

  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <Link to="/admin" className="text-sm font-semibold text-brand-700 hover:underline">
            ← Admin Dashboard
          </Link>
          <h1 className="text-3xl font-bold">Projections</h1>
          <p className="max-w-2xl text-stone-600">
            Each read model and reactor follows the event log from its checkpoint. Lag is how many events wait
            for it and how old the oldest one is.
          </p>
        </div>
        <div className="flex items-center gap-3">
          {ops.dataUpdatedAt > 0 && (
            <span className="text-sm text-stone-600">
              Checked at {formatTime(new Date(ops.dataUpdatedAt))}
            </span>
          )}
          <button
            type="button"
            onClick={() => void ops.refetch()}
            disabled={ops.isFetching}
            className={buttonClasses('outline', 'sm')}
          >
            {ops.isFetching ? 'Refreshing...' : 'Refresh'}
          </button>
        </div>
      </header>
      <p role="status" aria-live="polite" className="sr-only">
        {rebuilding.length > 0 ? `Rebuilding ${rebuilding.join(', ')}` : ''}
      </p>
      {ops.isPending ? (
        <>
          <p role="status" className="sr-only">
            Loading...
          </p>
          <div aria-hidden="true" className="grid gap-2 rounded-xl bg-white p-4 shadow-sm">
            {[0, 1, 2, 3].map((key) => (
              <div key={key} className="h-10 animate-pulse rounded bg-stone-200" />
            ))}
          </div>
        </>
      ) : ops.isError ? (
        <LoadError what="the projections" error={ops.error} onRetry={ops.refetch} />
      ) : ops.data.length === 0 ? (
        <p className="rounded-xl bg-white p-10 text-center text-lg font-semibold">
          No projections are configured on this server.
        </p>
      ) : (
        <ProjectionsTable projections={ops.data} onRebuild={setTarget} />
      )}
      <RebuildDialog target={target} onClose={() => setTarget(null)} />
    </div>
  );
}
