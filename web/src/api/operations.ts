import type { ProjectionOpsView, StuckJobView } from '@akwaaba/domain/operations/operations.contract';
import { opsContract } from '@akwaaba/domain/operations/operations.contract';
import { queryOptions } from '@tanstack/react-query';
import { callOperation, operationQuery, useRefreshingMutation } from './calls.ts';

/** One projection or reactor as GET /api/admin/ops/projections answers it. */
export type ProjectionOps = ProjectionOpsView;

/** While a rebuild runs, the ops page asks again this often. */
export const REBUILD_POLL_MS = 2000;

/**
 * Every projection's state. Not polled, as spec section 7 asks of queries, except
 * while a rebuild runs: then every REBUILD_POLL_MS so its progress moves on screen.
 */
export const projectionOpsQueryOptions = () =>
  queryOptions({
    ...operationQuery(opsContract.projections),
    refetchInterval: (query) => (query.state.data?.some((p) => p.rebuild?.running) ? REBUILD_POLL_MS : false),
  });

/** Starts a blue-green rebuild (202 once it runs), then reloads the list to show its progress. */
export const useRebuildProjection = () =>
  useRefreshingMutation(
    (name: string) => callOperation(opsContract.rebuild, { params: { name } }),
    () => [opsContract.projections.key()],
  );

/** A failed or dead job as GET /api/admin/ops/jobs answers it (never its data). */
export type StuckJob = StuckJobView;

/** The failed and dead jobs, newest first. Read again by the ops page's Refresh and after a Retry. */
export const stuckJobsQueryOptions = () => queryOptions(operationQuery(opsContract.jobs));

/** Runs a failed or dead job again, once (202), then reloads the list it leaves. */
export const useRetryJob = () =>
  useRefreshingMutation(
    (job: Pick<StuckJob, 'queue' | 'id'>) =>
      callOperation(opsContract.retryJob, { params: { queue: job.queue, id: job.id } }),
    () => [opsContract.jobs.key()],
  );
