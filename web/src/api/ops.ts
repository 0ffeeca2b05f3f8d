import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getQueryFn } from './http.ts';

/** One projection or reactor as GET /api/admin/ops/projections answers it. */
export interface ProjectionOps {
  name: string;
  kind: 'read-model' | 'reactor';
  /** Null until a runner or a rebuild set the projection up. */
  activeGeneration: number | null;
  checkpoint: string | null;
  lagEvents: number;
  lagSeconds: number;
  eventsPerSecond: number;
  runnerActive: boolean;
  lastError: { message: string; position: string | null; at: string; attempts: number } | null;
  rebuild: { generation: number; eventsDone: number; eventsTotal: number; running: boolean } | null;
  rebuildNeeded: boolean;
  rebuildable: boolean;
  lastRebuild: {
    status: 'switched' | 'failed';
    at: string;
    generation: number | null;
    eventsApplied: number | null;
    message: string | null;
  } | null;
}

/** While a rebuild runs, the ops page asks again this often. */
export const REBUILD_POLL_MS = 2000;

const OPS_KEY = ['/api/admin/ops/projections'] as const;

/**
 * Every projection's state. Not polled, as spec section 7 asks of queries, except
 * while a rebuild runs: then every REBUILD_POLL_MS so its progress moves on screen.
 */
export const projectionOpsQueryOptions = () =>
  queryOptions({
    queryKey: OPS_KEY,
    queryFn: getQueryFn<ProjectionOps[]>(),
    refetchInterval: (query) => (query.state.data?.some((p) => p.rebuild?.running) ? REBUILD_POLL_MS : false),
  });

/** Starts a blue-green rebuild (202 once it runs), then reloads the list to show its progress. */
export function useRebuildProjection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      apiRequest('POST', `/api/admin/ops/projections/${encodeURIComponent(name)}/rebuild`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OPS_KEY }),
  });
}
