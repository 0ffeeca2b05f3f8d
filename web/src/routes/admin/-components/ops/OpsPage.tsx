import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type ProjectionOps, projectionOpsQueryOptions } from '#app/api/operations.ts';
import { ProjectionsTable } from './ProjectionsTable.tsx';
import { RebuildDialog } from './RebuildDialog.tsx';
import { StuckJobs } from './StuckJobs.tsx';

/**
 * The operator's view of the read models and reactors, under the ops header: each one's state
 * and lag, and its rebuild; then the failed and dead jobs, with Retry. Its route reads the list
 * first (the skeleton meanwhile, the load error if that fails).
 */
export function OpsPage() {
  const { data: projections } = useSuspenseQuery(projectionOpsQueryOptions());
  const [target, setTarget] = useState<ProjectionOps | null>(null);

  return (
    <>
      {projections.length === 0 ? (
        <p className="rounded-xl bg-white p-10 text-center text-lg font-semibold">
          No projections are configured on this server.
        </p>
      ) : (
        <ProjectionsTable projections={projections} onRebuild={setTarget} />
      )}
      <RebuildDialog target={target} onClose={() => setTarget(null)} />
      <StuckJobs />
    </>
  );
}
