import { timingSafeEqual } from 'node:crypto';
import { unauthenticated } from '@akwaaba/domain';
import { observeCommands } from '@akwaaba/infra/commands/command-handler';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { readCacheStats } from '../read-cache';
import { clusterMetrics } from './cluster-metrics';
import { MetricsReporterLock } from './metrics-reporter';

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
 * Prometheus metrics at GET /metrics (text format). Counters end in `_total` and
 * only go up: rates are the query's job (`rate()`), never computed here.
 *
 * This process's own, from every instance (sum them over instances):
 * - `akwaaba_http_request_duration_seconds{method,route,status_code}`: a
 *   histogram per route pattern (`/api/cars/:id`, never the raw URL, so the
 *   label set stays small; unknown URLs are `unmatched`);
 * - `akwaaba_commands_total{command,outcome,error_kind}` and
 *   `akwaaba_command_duration_seconds{command}`: every command this process
 *   ran (API requests, and workers when they share the process);
 * - `akwaaba_read_cache_lookups_total{cache,result}`: read-model page cache hits;
 * - `akwaaba_metrics_reporter`: 1 on the instance exporting the cluster-wide figures;
 * - `akwaaba_metrics_refresh_errors_total{source}`; Node's process metrics.
 *
 * The deployment's, read from the database at scrape time (cluster-metrics.ts):
 * projection lag, runners, failures, applied events and rebuild progress, and
 * pg-boss jobs. Every instance would read the same values, so only the one
 * holding the reporter lock (metrics-reporter.ts) exports them and a sum over
 * instances counts them once.
 *
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

  const refreshErrors = new Counter({
    name: 'akwaaba_metrics_refresh_errors_total',
    help: 'Scrapes by the reporter whose cluster-wide figures could not be read (they keep their last values)',
    labelNames: ['source'] as const,
    registers,
  });
  const reporter = new Gauge({
    name: 'akwaaba_metrics_reporter',
    help: '1 when this instance exports the cluster-wide figures (projections, jobs); exactly one instance should',
    registers,
  });
  const cluster = clusterMetrics(app, (source, error) => {
    refreshErrors.inc({ source });
    app.log.warn({ err: error }, `metrics: ${source} figures unavailable`);
  });
  const withCluster = Registry.merge([registry, cluster.registry]);
  const reporterLock = new MetricsReporterLock(app.deps.pool);
  app.addHook('onClose', () => reporterLock.release());

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    checkToken(request, app.deps.config.metricsToken);
    const reporting = await reporterLock.holds();
    reporter.set(reporting ? 1 : 0);
    if (reporting) await cluster.refresh();
    else cluster.clear();
    const shown = reporting ? withCluster : registry;
    return reply.type(shown.contentType).send(await shown.metrics());
  });
}

function checkToken(request: FastifyRequest, token: string | null) {
  if (token === null) return;
  const given = Buffer.from(request.headers.authorization ?? '');
  const wanted = Buffer.from(`Bearer ${token}`);
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted))
    throw unauthenticated('Metrics need the bearer token set in METRICS_TOKEN.');
}
