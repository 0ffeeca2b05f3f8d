import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MAX_UNPAID_HOLDS } from '@akwaaba/domain';
import { PostgresEventStore } from '@akwaaba/infra/eventstore/postgres/postgres-event-store';
import { SessionStore } from '@akwaaba/infra/sessions/session-store';
import autocannon, { type AutocannonRequest, type AutocannonResult } from 'autocannon';
import { addDays, format } from 'date-fns';
import type pg from 'pg';
import { FIRST_SEEDED_DAY, seedApprovedCars, seedCalendars, seedUsers } from './http-seed';
import { caughtUp, startBareInsertServer, startBareServer, startProduct } from './http-servers';
import { openLiveConnections, residentMb } from './live-connections';
import { type OpenLoopRequest, openLoop } from './open-loop';

/**
 * HTTP benchmarks over loopback with autocannon, every server in its own process:
 * - a bare Fastify route answering the same GET /api/cars page from memory: the
 *   ceiling for this machine, measured in turns with the filtered pages below so
 *   the ratio holds on a noisy machine;
 * - GET /api/cars filtered pages (30 filter combinations, 24 cars a page) over
 *   10,000 approved cars, anonymous and signed in (a session cookie: the same
 *   page cache), searched by location and 3-day ranges over cars with two paid
 *   bookings each and some blocked days, and GET /api/cars/{id} over 100 cars;
 * - POST /api/bookings, each request a distinct car, at full speed (autocannon,
 *   50 connections) and at a steady 60 % of that full-speed rate (an open loop, see
 *   open-loop.ts); beside them, as what the machine can write over HTTP, a bare Fastify route
 *   inserting one row into Postgres in one transaction, at full speed.
 * The product runs as `npm start` runs it (all roles in one process), in
 * production mode with request logs written to a file.
 */
export interface HttpBenchRow {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers other than 2xx, and connection errors. */
  failures: number;
  /** Alternating rounds only: the highest round's p99, next to the middle one reported as p99Ms. */
  worstP99Ms?: number;
}

export interface LiveConnectionsResult {
  connections: number;
  without: HttpBenchRow;
  with: HttpBenchRow;
  /** The product process's resident memory before the connections opened, and with them open (the most seen). */
  rssBeforeMb: number;
  rssWithMb: number;
}

export interface HttpBenchResult {
  cars: number;
  /** The GET rows; absent when only the bookings were measured. */
  reads?: {
    bare: HttpBenchRow;
    carsPage: HttpBenchRow;
    signedInCarsPage: HttpBenchRow;
    /** Filtered by location and a 3-day range: only cars free on those days. */
    datesPage: HttpBenchRow;
    carDetail: HttpBenchRow;
    /** GET /cars/{id} as HTML rendered on the server: kept pages (hits), and each page rendered anew (misses). */
    carPageHit: HttpBenchRow;
    carPageMiss: HttpBenchRow;
    /** GET /api/cars filtered pages in turns without and with idle live connections open. */
    live: LiveConnectionsResult;
  };
  /** The POST rows; absent when only the cars were measured. */
  bookings?: {
    max: HttpBenchRow;
    /** Open loop: STEADY_SHARE of the full-speed rate, each latency from when it was due. */
    atRate: HttpBenchRow;
    /** A bare route inserting one row in one transaction, at full speed. */
    bareInsert: HttpBenchRow;
  };
}

const CARS = 10_000;
/**
 * More booking requests than both booking runs send (full speed and 60 % of it, 10 s each:
 * 16 times the full-speed rate; 232–521/s on machines like this one); a 4th unpaid booking of
 * one renter would be refused.
 */
const BOOKINGS_AT_MOST = 15_000;
/** Every renter books at most 3 cars, all left unpaid: as many as the product lets one renter hold. */
const RENTERS = Math.ceil(BOOKINGS_AT_MOST / MAX_UNPAID_HOLDS);
const HOSTS = 40;
const CONNECTIONS = 50;
const SECONDS = 10;
const WARM_UP_SECONDS = 3;
const ROUNDS = 3;
const ROUND_SECONDS = 5;
/** The steady booking row offers this share of the full-speed rate measured in the same run. */
const STEADY_SHARE = 0.6;
/** Idle pages holding GET /api/live open during the live connections row. */
const LIVE_CONNECTIONS = 1_000;
const LOCATIONS = ['accra', 'kumasi', 'tamale', 'takoradi', 'cape coast'];
const PRICES = ['budget', 'mid', 'luxury'];
const TRANSMISSIONS = ['automatic', 'manual'];

export async function benchHttp(options: {
  pool: pg.Pool;
  databaseUrl: string;
  dataDir: string;
  /** 'bookings': measure only POST /api/bookings; 'cars': only the GET rows. */
  only?: 'bookings' | 'cars';
  /** Write the statements of the bookings runs here (pg_stat_statements must be loaded). */
  pgStatsFile?: string;
  /** Write a CPU profile of the product process here (BENCH_PROFILE=1). */
  cpuProfileDir?: string;
  log: (line: string) => void;
}): Promise<HttpBenchResult> {
  const { pool, log } = options;
  log(
    `  seeding ${CARS.toLocaleString('en-GB')} approved cars, ${HOSTS} hosts, ${RENTERS.toLocaleString('en-GB')} renters...`,
  );
  const store = await PostgresEventStore.create(pool);
  const hosts = await seedUsers(store, HOSTS, 'host');
  const renters = await seedUsers(store, RENTERS, 'renter');
  const carIds = await seedApprovedCars(store, { count: CARS, ownerIds: hosts });
  await seedCalendars(store, carIds);
  await store.close();
  await pool.query('analyze');

  const productDir = path.join(options.dataDir, 'product');
  await mkdir(productDir, { recursive: true });
  if (options.cpuProfileDir) await mkdir(options.cpuProfileDir, { recursive: true });
  const product = await startProduct({
    databaseUrl: options.databaseUrl,
    dataDir: productDir,
    cpuProfileDir: options.cpuProfileDir,
  });
  try {
    log('  waiting for the read models to catch up...');
    await caughtUp(product.url, 180_000);
    const sessions = new SessionStore(pool);
    const cookies = await Promise.all(
      renters.map(async (id) => `akwaaba_session=${(await sessions.create(id)).token}`),
    );

    const reads =
      options.only === 'bookings'
        ? undefined
        : await benchReads(product.url, carIds, cookies, { ...options, productPid: product.pid });
    if (options.only === 'cars') return { cars: CARS, reads };
    const bookings = bookingRequests(carIds, cookies, product.publicUrl);
    if (options.pgStatsFile) {
      await pool.query('create extension if not exists pg_stat_statements');
      await pool.query('select pg_stat_statements_reset()');
    }
    log('  POST /api/bookings at full speed...');
    const bookingsMax = await measure('bookingsMax', product.url, [bookings.autocannon], { warmUp: false });
    await caughtUp(product.url, 60_000); // the full-speed run leaves the projections a backlog
    const rate = Math.max(1, Math.round(bookingsMax.requestsPerSecond * STEADY_SHARE));
    log(`  POST /api/bookings at a steady ${rate}/s (${STEADY_SHARE * 100} % of full speed)...`);
    const bookingsAtRate = {
      name: 'bookingsAtRate',
      ...(await openLoop({
        url: product.url,
        rate,
        seconds: SECONDS,
        request: bookings.next,
      })),
    };
    if (options.pgStatsFile) await writeStatementStats(pool, options.pgStatsFile);
    log('  bare Fastify route inserting one row in one transaction, full speed...');
    const bareInsertServer = await startBareInsertServer(options.databaseUrl, options.dataDir);
    const bareInsert = await measure('bareInsert', bareInsertServer.url, [
      {
        method: 'POST',
        path: '/bare-insert',
        headers: { 'content-type': 'application/json' },
        // A booking request's size: the bare route stores what it is sent.
        body: JSON.stringify({ carId: carIds[0], startDate: '2026-12-01', endDate: '2026-12-03' }),
      },
    ]).finally(() => bareInsertServer.stop());
    return { cars: CARS, reads, bookings: { max: bookingsMax, atRate: bookingsAtRate, bareInsert } };
  } finally {
    await product.stop();
  }
}

/** The statements since the last reset, most total time first, as a markdown table. */
async function writeStatementStats(pool: pg.Pool, file: string) {
  const { rows } = await pool.query<Record<string, string>>(
    `select calls, round(total_exec_time)::text as total_ms, round(mean_exec_time::numeric, 3)::text as mean_ms,
            rows, regexp_replace(left(query, 160), '\\s+', ' ', 'g') as query
       from pg_stat_statements order by total_exec_time desc limit 40`,
  );
  const lines = rows.map(
    (r) => `| ${r.calls} | ${r.total_ms} | ${r.mean_ms} | ${r.rows} | ${r.query!.replace(/\|/g, '\\|')} |`,
  );
  await writeFile(
    file,
    `| calls | total ms | mean ms | rows | statement |\n|---|---|---|---|---|\n${lines.join('\n')}\n`,
  );
}

/** The bare route and the filtered pages (anonymous, signed in) in turns, then GET /api/cars/{id}. */
async function benchReads(
  productUrl: string,
  carIds: string[],
  cookies: string[],
  options: { dataDir: string; productPid: number; log: (line: string) => void },
): Promise<NonNullable<HttpBenchResult['reads']>> {
  const { log } = options;
  const cookie = cookies[0]!;
  const pages = LOCATIONS.flatMap((location) =>
    PRICES.flatMap((price) =>
      TRANSMISSIONS.map(
        (transmission) =>
          `/api/cars?location=${encodeURIComponent(location)}&price=${price}&transmission=${transmission}&page=1&pageSize=24`,
      ),
    ),
  );
  const today = new Date();
  const datePages = LOCATIONS.flatMap((location) =>
    [0, 7, 14, 21, 28, 35].map((offset) => {
      const start = addDays(today, FIRST_SEEDED_DAY + offset);
      const range = `start=${format(start, 'yyyy-MM-dd')}&end=${format(addDays(start, 3), 'yyyy-MM-dd')}`;
      return `/api/cars?location=${encodeURIComponent(location)}&${range}&page=1&pageSize=24`;
    }),
  );
  const firstPage = await fetch(`${productUrl}${pages[0]}`);
  if (!firstPage.ok) throw new Error(`GET ${pages[0]} answered ${firstPage.status}`);
  const payload = await firstPage.text();
  const bareServer = await startBareServer(payload, options.dataDir);
  let rows: HttpBenchRow[];
  try {
    log(
      `  bare Fastify route (${(payload.length / 1024).toFixed(1)} KB page) and GET /api/cars filtered pages, anonymous and signed in, in turns...`,
    );
    rows = await measureInTurns([
      { name: 'bare', url: bareServer.url, requests: [{ method: 'GET', path: pages[0] }] },
      { name: 'carsPage', url: productUrl, requests: pages.map((p) => ({ method: 'GET', path: p })) },
      {
        name: 'signedInCarsPage',
        url: productUrl,
        requests: pages.map((p) => ({ method: 'GET', path: p, headers: { cookie } })),
      },
      { name: 'datesPage', url: productUrl, requests: datePages.map((p) => ({ method: 'GET', path: p })) },
    ]);
  } finally {
    await bareServer.stop();
  }
  log('  GET /api/cars/{id}...');
  const carDetail = await measure(
    'carDetail',
    productUrl,
    carIds.slice(0, 100).map((id) => ({ method: 'GET', path: `/api/cars/${id}` })),
  );

  const rendered = await (await fetch(`${productUrl}/cars/${carIds[0]}`)).text();
  if (!rendered.includes('id="akwaaba-server-state"'))
    throw new Error('GET /cars/{id} was not rendered on the server: build the web app first (npm run build)');
  const carPage = (id: string) => ({
    method: 'GET',
    path: `/cars/${id}`,
    headers: { 'accept-encoding': 'br' },
  });
  log('  GET /cars/{id} rendered on the server: the same 100 pages (kept)...');
  const carPageHit = await measure('carPageHit', productUrl, carIds.slice(0, 100).map(carPage));
  // 9,900 pages in turn, far more than the 500 kept: each request renders its page anew.
  log('  GET /cars/{id} rendered on the server: a new page each request...');
  const carPageMiss = await measure('carPageMiss', productUrl, carIds.slice(100).map(carPage), {
    warmUp: false,
  });

  log(
    `  GET /api/cars filtered pages without and with ${figure(LIVE_CONNECTIONS)} idle live connections, in turns...`,
  );
  const live = await benchLiveConnections(
    productUrl,
    pages.map((p) => ({ method: 'GET', path: p })),
    cookies.slice(0, LIVE_CONNECTIONS),
    options.productPid,
  );

  const [bare, carsPage, signedInCarsPage, datesPage] = rows as [
    HttpBenchRow,
    HttpBenchRow,
    HttpBenchRow,
    HttpBenchRow,
  ];
  return { bare, carsPage, signedInCarsPage, datesPage, carDetail, carPageHit, carPageMiss, live };
}

/**
 * The same GET /api/cars pages in turns: a round without live connections, then a round with
 * `cookies.length` idle pages holding GET /api/live open (opened before the round, closed
 * after it), ROUNDS times, so the machine's noise shifts both alike. The product's memory is
 * read before the first opening and with the connections open.
 */
async function benchLiveConnections(
  productUrl: string,
  requests: AutocannonRequest[],
  cookies: string[],
  pid: number,
): Promise<LiveConnectionsResult> {
  const run = (duration: number) =>
    autocannon({ url: productUrl, connections: CONNECTIONS, duration, timeout: 10, requests });
  await run(WARM_UP_SECONDS);
  const rssBeforeMb = await residentMb(pid);
  let rssWithMb = 0;
  const without: AutocannonResult[] = [];
  const withLive: AutocannonResult[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    without.push(await run(ROUND_SECONDS));
    const live = await openLiveConnections(productUrl, cookies);
    rssWithMb = Math.max(rssWithMb, await residentMb(pid));
    try {
      withLive.push(await run(ROUND_SECONDS));
    } finally {
      live.close();
    }
  }
  return {
    connections: cookies.length,
    without: combineRounds('carsPageWithoutLive', without),
    with: combineRounds('carsPageWithLive', withLive),
    rssBeforeMb,
    rssWithMb,
  };
}

/**
 * Each request books the next car, for two days; after every car, the next free days. The
 * renters take turns, so none holds more than 3 unpaid bookings until BOOKINGS_AT_MOST are sent.
 * One sequence of requests for both loads: autocannon's and the open loop's.
 */
function bookingRequests(carIds: string[], cookies: string[], origin: string) {
  let n = 0;
  const today = new Date();
  const next = (): OpenLoopRequest => {
    const i = n++;
    const start = addDays(today, 2 + 3 * Math.floor(i / carIds.length));
    return {
      method: 'POST',
      path: '/api/bookings',
      headers: {
        'content-type': 'application/json',
        origin,
        cookie: cookies[i % cookies.length]!,
      },
      body: JSON.stringify({
        carId: carIds[i % carIds.length],
        startDate: format(start, 'yyyy-MM-dd'),
        endDate: format(addDays(start, 2), 'yyyy-MM-dd'),
      }),
    };
  };
  const autocannon: AutocannonRequest = {
    method: 'POST',
    path: '/api/bookings',
    setupRequest: (request) => ({ ...request, ...next() }),
  };
  return { autocannon, next };
}

async function measure(
  name: string,
  url: string,
  requests: AutocannonRequest[],
  options: { warmUp?: boolean } = {},
): Promise<HttpBenchRow> {
  const run = (duration: number) =>
    autocannon({
      url,
      connections: CONNECTIONS,
      duration,
      timeout: 10,
      requests,
    });
  if (options.warmUp ?? true) await run(WARM_UP_SECONDS);
  return row(name, await run(SECONDS));
}

interface Target {
  name: string;
  url: string;
  requests: AutocannonRequest[];
}

/**
 * Two targets measured in turns (ROUNDS of ROUND_SECONDS each, after a warm-up
 * of both), so a machine that gets busier or quieter during the run shifts both
 * alike and their ratio holds. Rates are over all rounds; p50 is the middle
 * round's, and p99 the middle round's too (one round disturbed by another
 * process on a shared machine does not decide it), with the worst round's beside it.
 */
async function measureInTurns(targets: Target[]): Promise<HttpBenchRow[]> {
  const run = (target: Target, duration: number) =>
    autocannon({
      url: target.url,
      connections: CONNECTIONS,
      duration,
      timeout: 10,
      requests: target.requests,
    });
  for (const target of targets) await run(target, WARM_UP_SECONDS);
  const results = targets.map((): AutocannonResult[] => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, target] of targets.entries()) results[i]!.push(await run(target, ROUND_SECONDS));
  }
  return targets.map((target, i) => combineRounds(target.name, results[i]!));
}

/**
 * One row from rounds of the same target: the rate over all rounds; p50 and p99 the middle
 * round's (one round disturbed by another process on a shared machine does not decide it),
 * with the worst round's p99 beside it.
 */
function combineRounds(name: string, rounds: AutocannonResult[]): HttpBenchRow {
  const middle = (values: number[]) => values.sort((x, y) => x - y)[Math.floor(values.length / 2)]!;
  return {
    name,
    requestsPerSecond:
      rounds.reduce((sum, r) => sum + r.requests.total, 0) / rounds.reduce((sum, r) => sum + r.duration, 0),
    p50Ms: middle(rounds.map((r) => r.latency.p50)),
    p99Ms: middle(rounds.map((r) => r.latency.p99)),
    worstP99Ms: Math.max(...rounds.map((r) => r.latency.p99)),
    failures: rounds.reduce((sum, r) => sum + r.non2xx + r.errors, 0),
  };
}

function row(name: string, result: AutocannonResult): HttpBenchRow {
  return {
    name,
    requestsPerSecond: result.requests.total / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors,
  };
}

const figure = (n: number) => n.toLocaleString('en-GB', { maximumFractionDigits: 0 });
const described = (row: HttpBenchRow) =>
  `${figure(row.requestsPerSecond)} req/s, p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms` +
  (row.worstP99Ms !== undefined ? ` (worst round ${row.worstP99Ms} ms)` : '') +
  (row.failures ? `, ${figure(row.failures)} failed` : '');

/** The results as rows of the bench table, with the targets they are held to. */
export function httpBenchRows(
  result: HttpBenchResult,
  references: { appendsPerSecond16?: number } = {},
): { benchmark: string; result: string; target: string }[] {
  const ofAppends = (row: HttpBenchRow) =>
    references.appendsPerSecond16
      ? `; ${(row.requestsPerSecond / references.appendsPerSecond16).toFixed(2)} of the store's 16-writer appends`
      : '';
  const bookings = result.bookings
    ? [
        {
          benchmark: 'HTTP: bare Fastify route, one row inserted in one transaction',
          result: described(result.bookings.bareInsert),
          target: '',
        },
        {
          benchmark: 'HTTP: POST /api/bookings, distinct cars, full speed',
          result:
            `${described(result.bookings.max)}${ofAppends(result.bookings.max)}; ` +
            `${(result.bookings.max.requestsPerSecond / result.bookings.bareInsert.requestsPerSecond).toFixed(2)} of the bare insert`,
          target: "≥ 0.25 of the store's 16-writer appends",
        },
        {
          benchmark: `HTTP: POST /api/bookings, steady ${STEADY_SHARE * 100} % of full speed (open loop)`,
          result: described(result.bookings.atRate),
          target: 'p99 ≤ 100 ms',
        },
      ]
    : [];
  if (!result.reads) return bookings;
  const { bare, carsPage, signedInCarsPage, datesPage, carDetail, carPageHit, carPageMiss, live } =
    result.reads;
  const ofBare = (row: HttpBenchRow) =>
    `${(row.requestsPerSecond / bare.requestsPerSecond).toFixed(2)} of bare`;
  return [
    {
      benchmark: 'HTTP: bare Fastify route, same page from memory',
      result: described(bare),
      target: '',
    },
    {
      benchmark: `HTTP: GET /api/cars filtered page, ${figure(result.cars)} cars`,
      result: `${described(carsPage)}; ${ofBare(carsPage)}`,
      target: '≥ 3,000 req/s, p99 ≤ 30 ms, ≥ 0.5 of bare',
    },
    {
      benchmark: `HTTP: GET /api/cars filtered page, signed in, ${figure(result.cars)} cars`,
      result: `${described(signedInCarsPage)}; ${ofBare(signedInCarsPage)}`,
      target: '≥ 0.5 of bare',
    },
    {
      benchmark: `HTTP: GET /api/cars by location and a 3-day range, ${figure(result.cars)} booked cars`,
      result: `${described(datesPage)}; ${ofBare(datesPage)}`,
      target: '≥ 0.5 of bare',
    },
    { benchmark: 'HTTP: GET /api/cars/{id}', result: described(carDetail), target: '' },
    {
      benchmark: 'HTTP: GET /cars/{id} rendered on the server, kept page (brotli)',
      result: `${described(carPageHit)}; ${ofBare(carPageHit)}`,
      target: '',
    },
    {
      benchmark: 'HTTP: GET /cars/{id} rendered on the server, rendered anew (brotli)',
      result: `${described(carPageMiss)}; ${ofBare(carPageMiss)}`,
      target: '',
    },
    {
      benchmark: `HTTP: GET /api/cars filtered page, with ${figure(live.connections)} idle live connections open`,
      result:
        `${described(live.with)}; without them ${described(live.without)}; p99 ${(live.with.p99Ms / live.without.p99Ms).toFixed(2)}× ` +
        `of without; memory ${figure(live.rssBeforeMb)} MB → ${figure(live.rssWithMb)} MB ` +
        `(${(((live.rssWithMb - live.rssBeforeMb) * 1024) / live.connections).toFixed(1)} KB a connection)`,
      target: 'p99 ≤ 1.5× of without',
    },
    ...bookings,
  ];
}
