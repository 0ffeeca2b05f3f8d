import { getProjectionStatus, LAG_EVENTS_COUNTED_UP_TO } from '@akwaaba/projections';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { Counter, Gauge, Registry } from 'prom-client';
import { deadJobCounts, jobCounts } from './job-counts';

export interface ClusterMetrics {
  /** The cluster-wide metrics, apart from the process's own. */
  registry: Registry;
  /** Reads them from the database and the event store; a source that fails keeps its last values. */
  refresh(): Promise<void>;
  /** Drops every value (this instance stopped reporting: stale figures must not come back). */
  clear(): void;
}

/**
 * Figures about the whole deployment, read at scrape time from Postgres and the
 * event store: projection checkpoints and lag, runners, failures, rebuilds, and
 * pg-boss jobs. Every instance would read the same values, so only the
 * reporting instance exports them (see MetricsReporterLock).
 */
export function clusterMetrics(
  app: FastifyInstance,
  onRefreshError: (source: 'projections' | 'jobs', error: unknown) => void,
): ClusterMetrics {
  const registry = new Registry();
  const registers = [registry];
  const labelNames = ['projection', 'kind'] as const;
  const gauge = (name: string, help: string) => new Gauge({ name, help, labelNames, registers });
  const lagEvents = gauge(
    'akwaaba_projection_lag_events',
    `Events after the checkpoint not yet processed, counted up to ${LAG_EVENTS_COUNTED_UP_TO} (then at least that many)`,
  );
  const lagSeconds = gauge('akwaaba_projection_lag_seconds', 'Age of the oldest event not yet processed');
  const active = gauge('akwaaba_projection_runner_active', '1 when some process holds the runner lock');
  const failing = gauge('akwaaba_projection_failing', '1 while the projection is stopped on a failing event');
  const attempts = gauge('akwaaba_projection_failure_attempts', 'Failures in a row on the current event');
  const rebuild = gauge(
    'akwaaba_projection_rebuild_progress_ratio',
    `Share of a running rebuild done, 0 to 1 (absent when none runs); runs ahead while more than ${LAG_EVENTS_COUNTED_UP_TO} events remain`,
  );
  const applied = new Counter({
    name: 'akwaaba_projection_events_applied_total',
    help: 'Events applied to a generation of the projection (the live one, or one a rebuild is building)',
    labelNames: ['projection', 'kind', 'generation'] as const,
    registers,
  });
  const jobs = new Gauge({
    name: 'akwaaba_jobs',
    help: 'pg-boss jobs by queue and state: created and retry wait, active run, failed within retention',
    labelNames: ['queue', 'state'] as const,
    registers,
  });
  const deadJobs = new Gauge({
    name: 'akwaaba_jobs_dead',
    help: 'pg-boss jobs whose retries are spent, in their queue’s dead-letter queue until retried on /admin/ops',
    labelNames: ['queue'] as const,
    registers,
  });

  const refreshProjections = async () => {
    const projections = app.deps.projections ?? [];
    const [statuses, generations] = await Promise.all([
      getProjectionStatus(app.deps, projections),
      eventsApplied(
        app.deps.pool,
        projections.map((p) => p.name),
      ),
    ]);
    for (const g of [lagEvents, lagSeconds, active, failing, attempts, rebuild]) g.reset();
    for (const s of statuses) {
      const labels = { projection: s.name, kind: s.kind };
      lagEvents.set(labels, s.lagEvents);
      lagSeconds.set(labels, s.lagSeconds);
      active.set(labels, s.runnerActive ? 1 : 0);
      failing.set(labels, s.lastError ? 1 : 0);
      attempts.set(labels, s.lastError?.attempts ?? 0);
      if (s.rebuild?.running) rebuild.set(labels, progressRatio(s.rebuild.eventsDone, s.rebuild.eventsTotal));
    }
    // The database keeps the count; the counter shows it (a new generation is a new series,
    // so a rebuild's switch is not mistaken for a burst of events).
    applied.reset();
    const kinds = new Map(projections.map((p) => [p.name, p.kind]));
    for (const g of generations)
      applied.inc({ projection: g.name, kind: kinds.get(g.name), generation: g.generation }, g.events);
  };
  const refreshJobs = async () => {
    const [counts, dead] = await Promise.all([jobCounts(app.deps.pool), deadJobCounts(app.deps.pool)]);
    jobs.reset();
    for (const c of counts) jobs.set({ queue: c.queue, state: c.state }, c.count);
    deadJobs.reset();
    for (const d of dead) deadJobs.set({ queue: d.queue }, d.count);
  };

  return {
    registry,
    async refresh() {
      const [projections, jobQueue] = await Promise.allSettled([refreshProjections(), refreshJobs()]);
      if (projections.status === 'rejected') onRefreshError('projections', projections.reason);
      if (jobQueue.status === 'rejected') onRefreshError('jobs', jobQueue.reason);
    },
    clear() {
      registry.resetMetrics();
    },
  };
}

/** Done over total, within 0..1 (total grows while events arrive; nothing to do is done). */
function progressRatio(done: number, total: number): number {
  if (total <= 0) return 1;
  return Math.min(1, Math.max(0, done / total));
}

interface GenerationCount {
  name: string;
  generation: string;
  events: number;
}

/**
 * Events applied so far to each projection's live generation and to one a rebuild
 * is building: the runner's own count, kept in the same transaction as the
 * checkpoint (projections/src/runner/schema.ts). Empty before the runner's tables exist.
 */
async function eventsApplied(pool: pg.Pool, names: string[]): Promise<GenerationCount[]> {
  const { rows: schema } = await pool.query<{ ready: boolean }>(
    `select to_regclass('projection_generations') is not null as ready`,
  );
  if (!schema[0]?.ready) return [];
  const { rows } = await pool.query<{ name: string; generation: string; events: string }>(
    `select name, generation::text as generation, events_applied::text as events
       from projection_generations
      where name = any($1::text[]) and status in ('active', 'building')`,
    [names],
  );
  return rows.map((r) => ({ ...r, events: Number(r.events) }));
}
