import { timingSafeEqual } from 'node:crypto';
import { unauthenticated } from '@akwaaba/domain';
import { observeCommands } from '@akwaaba/infra/commands/command-handler';
import { getProjectionStatus } from '@akwaaba/projections';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { readCacheStats } from '../read-cache';
import { deadJobCounts, jobCounts } from './job-counts';

/** Seconds. Dense below 100 ms, where a healthy API answers; sparse up to the 10 s nobody should wait. */
const HTTP_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const COMMAND_BUCKETS = [0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's Prometheus registry (one per app, so tests can run several apps in one process). */
    metrics: Registry;
  }
}

/**
 * Prometheus metrics at GET /metrics (text format):
 * - `akwaaba_http_request_duration_seconds{method,route,status_code}`: a
 *   histogram per route pattern (`/api/cars/:id`, never the raw URL, so the
 *   label set stays small; unknown URLs are `unmatched`);
 * - `akwaaba_commands_total{command,outcome,error_kind}` and
 *   `akwaaba_command_duration_seconds{command}`: every command this process
 *   ran (API requests, and workers when they share the process);
 * - `akwaaba_projection_*{projection,kind}`: checkpoint lag in events and
 *   seconds, throughput, whether a runner is active, failures; and
 *   `akwaaba_jobs{queue,state}`: pg-boss jobs waiting, running, and failed
 *   within retention; `akwaaba_jobs_dead{queue}`: jobs whose retries are spent,
 *   waiting in the queue's dead-letter queue for an operator (alert above 0).
 *   These come from the database at scrape time, so every API instance reports
 *   the same cluster-wide figures;
 * - `akwaaba_read_cache_lookups_total{cache,result}`: read-model page cache hits;
 * - Node's process metrics (CPU, memory, event-loop delay, GC).
 * With METRICS_TOKEN set, only `Authorization: Bearer <token>` may read it.
 */
export async function registerMetrics(app: FastifyInstance) {
  const registry = new Registry();
  app.decorate('metrics', registry);
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const http = new Histogram({
    name: 'akwaaba_http_request_duration_seconds',
    help: 'Time from receiving a request to finishing its response, by route pattern',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: HTTP_BUCKETS,
    registers,
  });
  app.addHook('onResponse', (request, reply, done) => {
    http.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_code: reply.statusCode,
      },
      reply.elapsedTime / 1000,
    );
    done();
  });

  const commands = new Counter({
    name: 'akwaaba_commands_total',
    help: 'Commands handled by this process, by type and outcome (accepted, unchanged, rejected, conflict, failed)',
    labelNames: ['command', 'outcome', 'error_kind'] as const,
    registers,
  });
  const commandDuration = new Histogram({
    name: 'akwaaba_command_duration_seconds',
    help: 'Load, decide and append, including conflict retries; not the read-your-writes wait',
    labelNames: ['command'] as const,
    buckets: COMMAND_BUCKETS,
    registers,
  });
  const stopObserving = observeCommands((o) => {
    commands.inc({ command: o.commandType, outcome: o.outcome, error_kind: o.errorKind ?? '' });
    commandDuration.observe({ command: o.commandType }, o.durationSeconds);
  });
  app.addHook('onClose', async () => {
    stopObserving();
  });

  new Counter({
    name: 'akwaaba_read_cache_lookups_total',
    help: 'Read-model cache lookups in this process: hit (memory), miss (loaded and kept), bypass (not vouched for)',
    labelNames: ['cache', 'result'] as const,
    registers,
    collect() {
      this.reset();
      for (const [cache, stats] of readCacheStats()) {
        this.inc({ cache, result: 'hit' }, stats.hits);
        this.inc({ cache, result: 'miss' }, stats.misses);
        this.inc({ cache, result: 'bypass' }, stats.bypasses);
      }
    },
  });

  const refresh = operationalGauges(app, registry);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    checkToken(request, app.deps.config.metricsToken);
    await refresh();
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}

function checkToken(request: FastifyRequest, token: string | null) {
  if (token === null) return;
  const given = Buffer.from(request.headers.authorization ?? '');
  const wanted = Buffer.from(`Bearer ${token}`);
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted))
    throw unauthenticated('Metrics need the bearer token set in METRICS_TOKEN.');
}

/** Gauges read from the database on each scrape; returns the refresh to run before rendering. */
function operationalGauges(app: FastifyInstance, registry: Registry): () => Promise<void> {
  const registers = [registry];
  const labelNames = ['projection', 'kind'] as const;
  const gauge = (name: string, help: string) => new Gauge({ name, help, labelNames, registers });
  const lagEvents = gauge('akwaaba_projection_lag_events', 'Events after the checkpoint not yet processed');
  const lagSeconds = gauge('akwaaba_projection_lag_seconds', 'Age of the oldest event not yet processed');
  const rate = gauge('akwaaba_projection_events_per_second', 'Events applied per second, last 10 s');
  const active = gauge('akwaaba_projection_runner_active', '1 when some process holds the runner lock');
  const failing = gauge('akwaaba_projection_failing', '1 while the projection is stopped on a failing event');
  const attempts = gauge('akwaaba_projection_failure_attempts', 'Failures in a row on the current event');
  const rebuild = gauge('akwaaba_projection_rebuild_progress', 'Share of a running rebuild done, 0 to 1');
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
  const scrapeErrors = new Counter({
    name: 'akwaaba_metrics_refresh_errors_total',
    help: 'Scrapes whose database-backed gauges could not be refreshed (they keep their last values)',
    labelNames: ['source'] as const,
    registers,
  });
  const all = [lagEvents, lagSeconds, rate, active, failing, attempts, rebuild];

  const refreshProjections = async () => {
    const projections = app.deps.projections ?? [];
    const statuses = await getProjectionStatus(app.deps, projections);
    for (const g of all) g.reset();
    for (const s of statuses) {
      const labels = { projection: s.name, kind: s.kind };
      lagEvents.set(labels, s.lagEvents);
      lagSeconds.set(labels, s.lagSeconds);
      rate.set(labels, s.eventsPerSecond);
      active.set(labels, s.runnerActive ? 1 : 0);
      failing.set(labels, s.lastError ? 1 : 0);
      attempts.set(labels, s.lastError?.attempts ?? 0);
      if (s.rebuild?.running)
        rebuild.set(labels, s.rebuild.eventsTotal === 0 ? 1 : s.rebuild.eventsDone / s.rebuild.eventsTotal);
    }
  };
  const refreshJobs = async () => {
    const [counts, dead] = await Promise.all([jobCounts(app.deps.pool), deadJobCounts(app.deps.pool)]);
    jobs.reset();
    for (const c of counts) jobs.set({ queue: c.queue, state: c.state }, c.count);
    deadJobs.reset();
    for (const d of dead) deadJobs.set({ queue: d.queue }, d.count);
  };

  return async () => {
    const [projections, jobQueue] = await Promise.allSettled([refreshProjections(), refreshJobs()]);
    if (projections.status === 'rejected') {
      scrapeErrors.inc({ source: 'projections' });
      app.log.warn({ err: projections.reason }, 'metrics: projection status unavailable');
    }
    if (jobQueue.status === 'rejected') {
      scrapeErrors.inc({ source: 'jobs' });
      app.log.warn({ err: jobQueue.reason }, 'metrics: job counts unavailable');
    }
  };
}
