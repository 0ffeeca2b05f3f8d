import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '@akwaaba/infra/embedded/embedded-postgres';
import { PostgresEventStore } from '@akwaaba/infra/eventstore/postgres/postgres-event-store';
import pg from 'pg';
import { migrateDatabase } from '../server/migrations';
import { benchEventStore } from './eventstore.bench';
import { benchHttp, httpBenchRows } from './http.bench';
import { benchProjections } from './projections.bench';

/**
 * `npm run bench`: every benchmark in one run on one embedded Postgres (default
 * durability settings), so figures measured together can be compared. Prints a
 * table and writes it to bench/results/latest.md.
 *
 * `BENCH_ONLY=bookings` runs only the POST /api/bookings rows (seeding and the
 * product as in the full run, without the other measurements), for working on
 * that route; its table goes to bench/results/bookings.md instead.
 * `BENCH_ONLY=cars` likewise runs only the GET /api/cars rows (bench/results/cars.md).
 * `BENCH_PG_STATS=1` loads pg_stat_statements and writes the statements of the
 * POST /api/bookings runs (calls, time, rows) to bench/results/pg-stats.md.
 */
interface Row {
  benchmark: string;
  result: string;
  target: string;
}

async function freshDatabase(adminUrl: string, name: string): Promise<pg.Pool> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const pool = new pg.Pool({ connectionString: adminUrl.replace(/\/[^/]*$/, `/${name}`), max: 40 });
  // Postgres ends idle connections when it stops (or restarts for pg_stat_statements).
  pool.on('error', () => {});
  await migrateDatabase(pool);
  return pool;
}

const BENCH_ONLY_CHOICES = ['bookings', 'cars'] as const;

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-GB', { maximumFractionDigits: digits, minimumFractionDigits: digits });

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'akwaaba-bench-'));
  await chmod(dataDir, 0o755); // embedded Postgres runs as its own user when we are root
  const postgresOptions = {
    dataDir: path.join(dataDir, 'postgres'),
    port: 20000 + Math.floor(Math.random() * 20000),
  };
  let postgres = await startEmbeddedPostgres(postgresOptions);
  const pgStats = Boolean(process.env.BENCH_PG_STATS);
  if (pgStats) {
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query(`alter system set shared_preload_libraries = 'pg_stat_statements'`);
    await admin.end();
    await postgres.stop();
    postgres = await startEmbeddedPostgres(postgresOptions);
  }
  const rows: Row[] = [];
  const only = BENCH_ONLY_CHOICES.find((choice) => choice === process.env.BENCH_ONLY);
  if (process.env.BENCH_ONLY && !only) throw new Error('BENCH_ONLY can only be "bookings" or "cars"');
  try {
    // The event store's appends are the booking rows' reference: measured whenever they are.
    const appends = only === 'cars' ? undefined : await appendRows(postgres.url);
    if (appends) rows.push(...appends.rows);
    if (!only) rows.push(...(await projectionRows(postgres.url)));

    console.log('HTTP (autocannon on loopback, 50 connections, 10 s each)...');
    const httpPool = await freshDatabase(postgres.url, 'bench_http');
    const http = await benchHttp({
      pool: httpPool,
      databaseUrl: postgres.urlFor('bench_http'),
      dataDir,
      only,
      pgStatsFile: pgStats ? path.resolve('bench/results/pg-stats.md') : undefined,
      cpuProfileDir: process.env.BENCH_PROFILE ? path.resolve('bench/results/profiles') : undefined,
      log: (line) => console.log(line),
    });
    await httpPool.end();
    rows.push(...httpBenchRows(http, { appendsPerSecond16: appends?.appendsPerSecond16 }));
  } finally {
    await postgres.stop();
    await rm(dataDir, { recursive: true, force: true });
  }

  const widths = [0, 1, 2].map((i) =>
    Math.max(
      ...[['Benchmark', 'Result', 'Target'][i]!.length, ...rows.map((r) => Object.values(r)[i]!.length)],
    ),
  );
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  const table = [
    line(['Benchmark', 'Result', 'Target']),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...rows.map((r) => line([r.benchmark, r.result, r.target])),
  ].join('\n');
  console.log(`\n${table}\n`);
  await mkdir('bench/results', { recursive: true });
  await writeFile(
    only ? `bench/results/${only}.md` : 'bench/results/latest.md',
    `# Benchmarks, ${new Date().toISOString()}\n\n${table}\n`,
  );
}

async function appendRows(postgresUrl: string): Promise<{ rows: Row[]; appendsPerSecond16: number }> {
  console.log('Event store appends...');
  const appendPool = await freshDatabase(postgresUrl, 'bench_appends');
  const appends = await benchEventStore(appendPool);
  await appendPool.end();
  return {
    appendsPerSecond16: appends.appendsPerSecond16,
    rows: [
      {
        benchmark: 'Postgres event store appends, 1 writer',
        result: `${fmt(appends.appendsPerSecond1)} /s`,
        target: '',
      },
      {
        benchmark: 'Postgres event store appends, 16 writers',
        result: `${fmt(appends.appendsPerSecond16)} /s`,
        target: '',
      },
    ],
  };
}

async function projectionRows(postgresUrl: string): Promise<Row[]> {
  const rows: Row[] = [];
  {
    console.log('Projection rebuild and lag...');
    const projectionPool = await freshDatabase(postgresUrl, 'bench_projections');
    const store = await PostgresEventStore.create(projectionPool);
    const projections = await benchProjections(projectionPool, store);
    await store.close();
    await projectionPool.end();
    rows.push({
      benchmark: `Projection rebuild over ${fmt(projections.rebuildEvents)} events`,
      result: `${fmt(projections.rebuildEventsPerSecond)} events/s`,
      target: '≥ 20,000 events/s',
    });
    const { bulkInsert } = projections;
    rows.push({
      benchmark: `Reference: the rebuild's ${fmt(bulkInsert.rows)} rows bulk-inserted into like tables`,
      result: `${fmt(bulkInsert.seconds, 2)} s; the rebuild took ${fmt(projections.rebuildSeconds, 2)} s: ${fmt(bulkInsert.seconds / projections.rebuildSeconds, 2)} of the bulk insert's speed`,
      target: 'rebuild ≥ 0.5 of it',
    });
    rows.push({
      benchmark: 'Projection lag, append → read model, p50',
      result: `${fmt(projections.lagP50Ms, 1)} ms`,
      target: '',
    });
    rows.push({
      benchmark: 'Projection lag, append → read model, p99',
      result: `${fmt(projections.lagP99Ms, 1)} ms`,
      target: '≤ 50 ms',
    });
  }
  return rows;
}

await main();
