/**
 * `npm run test:quality`: the web performance gates on the production build, and
 * one table with every quality figure. Run after `npm run build` (npm test runs it
 * after the browser tests, which build first).
 *
 * - initial JavaScript per page from Vite's manifest, ≤ 130 KB gzipped on / and /cars;
 * - the built product started on embedded services: hashed assets immutable for a
 *   year and compressed; car photos WebP variants with width and height;
 * - Lighthouse (mobile, simulated slow 4G) on /, /cars and /cars/{id}, rendered on the
 *   server, on the same budget phone on every host (the CPU slowed by the host's BenchmarkIndex
 *   over 500): score ≥ 95, TBT ≤ 200 ms, FCP ≤ 1.0 s, LCP ≤ 1.5 s, CLS ≤ 0.02; a page that
 *   misses it is measured twice and fails if it misses both times;
 * - a repeat visit of each page (a phone through a slow 4G link, the service worker and
 *   its kept files warm): LCP ≤ 0.8 s, measured twice in the same way;
 * - the figures other gates recorded in dist/quality/ (hostile-input cases from the
 *   API tests, axe counts from the browser tests).
 *
 * Exits 1 with one line per problem when any gate fails.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { launchBrowser } from '../../e2e/support/browser';
import { startProduct } from '../../e2e/support/server';
import { budgetProblems, kb, measurePageBundles } from './bundle-budget';
import {
  LIGHTHOUSE_BAR,
  lighthouseProblems,
  runLighthouse,
  TARGET_PHONE_BENCHMARK_INDEX,
} from './lighthouse';
import { measureRepeatVisits, REPEAT_VISIT_BAR } from './repeat-visit';
import { checkPhotos, checkServedAssets } from './served-assets';

const WEB_DIR = path.resolve('dist/web');
const QUALITY_DIR = path.resolve('dist/quality');

async function main() {
  if (!existsSync(path.join(WEB_DIR, '.vite/manifest.json')) || !existsSync('dist/server/main.js')) {
    console.error('No production build with a Vite manifest in dist/: run "npm run build" first.');
    process.exit(1);
  }
  const problems: string[] = [];

  const bundles = await measurePageBundles(WEB_DIR);
  problems.push(...budgetProblems(bundles));
  console.log('\nInitial JavaScript per page (gzipped; budget on / and /cars):');
  console.table(
    bundles.map((b) => ({
      page: b.page,
      'JS gzip': kb(b.jsGzipBytes),
      budget: b.budgetBytes ? kb(b.budgetBytes) : '',
      headroom: b.budgetBytes ? kb(b.budgetBytes - b.jsGzipBytes) : '',
      'CSS gzip': kb(b.cssGzipBytes),
      files: b.files.length,
    })),
  );

  // Measured as shipped: the answer check of the browser tests is off in production.
  const product = await startProduct({ env: { CHECK_ANSWERS: '0' } });
  const browser = await launchBrowser();
  try {
    const cars = await carsWithPhotos(product.url);
    const detailUrl = `${product.url}/cars/${cars[0]!.id}`;

    const served = await checkServedAssets(product.url, WEB_DIR);
    problems.push(...served.problems);
    const photos = await checkPhotos(browser, [`${product.url}/cars`, detailUrl]);
    problems.push(...photos.problems);
    console.log(
      `\nServed assets: ${served.assets} hashed JS/CSS files, each "public, max-age=31536000, immutable"; ` +
        `${served.compressed} sent brotli (gzip to clients without it). ` +
        `Car photos: ${photos.photosOk} of ${photos.photos} are WebP variants with width and height (and a srcset ` +
        "of copies by their widths, with sizes); a phone fetched one copy of each page's first photo.",
    );

    const lighthouse = await runLighthouse([
      { page: '/', url: `${product.url}/` },
      { page: '/cars', url: `${product.url}/cars` },
      { page: '/cars/{id}', url: detailUrl },
    ]);
    problems.push(...lighthouseProblems(lighthouse, LIGHTHOUSE_BAR));
    const { minScore, maxFcpMs, maxLcpMs, maxCls, maxTbtMs } = LIGHTHOUSE_BAR;
    console.log(
      `\nLighthouse, a phone of BenchmarkIndex ${TARGET_PHONE_BENCHMARK_INDEX} (the host's CPU slowed by its index ` +
        `over that), simulated slow 4G (score ≥ ${minScore}, FCP ≤ ${maxFcpMs} ms, LCP ≤ ${maxLcpMs} ms, ` +
        `CLS ≤ ${maxCls}, TBT ≤ ${maxTbtMs} ms; a page that misses is measured again):`,
    );
    console.table(
      lighthouse.map((f) => ({
        page: f.page,
        score: f.score,
        'LCP ms': f.lcpMs,
        CLS: f.cls,
        'FCP ms': f.fcpMs,
        'TBT ms': f.tbtMs,
        'scripts on the wire': kb(f.scriptTransferBytes),
        'host CPU (BenchmarkIndex)': f.benchmarkIndex,
        'CPU slowdown': `${f.cpuSlowdown}×`,
        'other run (if retried)': f.otherRun
          ? `run ${f.otherRun.run}: ${f.otherRun.score}, FCP ${f.otherRun.fcpMs} ms, LCP ${f.otherRun.lcpMs} ms, ` +
            `CLS ${f.otherRun.cls}, TBT ${f.otherRun.tbtMs} ms`
          : '',
      })),
    );

    const repeatVisits = await measureRepeatVisits(browser, product.url, [
      { page: '/', path: '/' },
      { page: '/cars', path: '/cars' },
      { page: '/cars/{id}', path: new URL(detailUrl).pathname },
    ]);
    problems.push(
      ...repeatVisits
        .filter((visit) => !(visit.lcpMs <= REPEAT_VISIT_BAR.maxLcpMs))
        .map(
          (visit) =>
            `${visit.page}: a repeat visit's LCP is ${visit.lcpMs} ms, over ${REPEAT_VISIT_BAR.maxLcpMs} ms`,
        ),
    );
    console.log(
      `\nRepeat visit, phone through a slow 4G link (150 ms round trip, 1.6 Mbps), the CPU slowed as for Lighthouse ` +
        `(the same target phone), service worker warm, ` +
        `connections new (LCP ≤ ${REPEAT_VISIT_BAR.maxLcpMs} ms; a page that misses is measured again):`,
    );
    console.table(
      repeatVisits.map((v) => ({
        page: v.page,
        'repeat LCP ms': v.lcpMs,
        'repeat FCP ms': v.fcpMs,
        'page arrived ms': v.pageArrivedMs,
        'first visit LCP ms': v.firstVisitLcpMs,
        'CPU slowdown': `${v.cpuSlowdown}×`,
        'repeat LCP, each measure': v.runsLcpMs.map((ms) => `${ms} ms`).join(', '),
      })),
    );

    await mkdir(QUALITY_DIR, { recursive: true });
    await writeFile(
      path.join(QUALITY_DIR, 'web-performance.json'),
      `${JSON.stringify({ bundles, lighthouse, repeatVisits, served, photos }, null, 2)}\n`,
    );
    printClosest(bundles, lighthouse);
  } finally {
    await browser.close();
    await product.stop();
  }

  await printRecorded();
  if (problems.length) {
    console.error(`\nQuality gates failed:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(
    '\nWeb performance gates passed (axe and keyboard figures above are enforced by their browser tests).',
  );
}

/** The demo cars, once the photo worker has made their WebP copies (it starts with the product). */
async function carsWithPhotos(baseUrl: string): Promise<{ id: string; thumbnailUrl: string | null }[]> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const cars = (await (await fetch(`${baseUrl}/api/cars`)).json()) as {
      id: string;
      thumbnailUrl: string | null;
    }[];
    if (cars.length > 0 && cars.every((car) => car.thumbnailUrl)) return cars;
    if (Date.now() > deadline)
      throw new Error('The demo cars did not get their WebP photo copies within 90 s');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Which budgeted page has the least room left, in bytes and in Lighthouse terms. */
function printClosest(
  bundles: Awaited<ReturnType<typeof measurePageBundles>>,
  lighthouse: Awaited<ReturnType<typeof runLighthouse>>,
) {
  const budgeted = bundles.filter((b) => b.budgetBytes);
  const tightest = budgeted.reduce((a, b) =>
    b.budgetBytes! - b.jsGzipBytes < a.budgetBytes! - a.jsGzipBytes ? b : a,
  );
  const slowest = lighthouse.reduce((a, b) =>
    b.lcpMs / LIGHTHOUSE_BAR.maxLcpMs > a.lcpMs / LIGHTHOUSE_BAR.maxLcpMs ? b : a,
  );
  console.log(
    `\nClosest to budget: ${tightest.page} JavaScript (${kb(tightest.jsGzipBytes)} of ${kb(tightest.budgetBytes!)}, ` +
      `${kb(tightest.budgetBytes! - tightest.jsGzipBytes)} left); ${slowest.page} LCP (${slowest.lcpMs} ms of ` +
      `${LIGHTHOUSE_BAR.maxLcpMs} ms, score ${slowest.score}).`,
  );
}

/** Figures the API and browser test runs left in dist/quality/, if they ran. */
async function printRecorded() {
  const read = async (name: string) => {
    const file = path.join(QUALITY_DIR, name);
    return existsSync(file) ? (JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>) : null;
  };
  const hostile = await read('hostile-input.json');
  console.log(
    hostile
      ? `\nHostile input (API tests): ${hostile.total} generated cases at ${hostile.endpoints} endpoints, ` +
          `by kind ${JSON.stringify(hostile.byCategory)}, by caller ${JSON.stringify(hostile.byActor)}.`
      : '\nHostile input: no figures recorded (run "npx vitest run api/src/hostile-input.int.test.ts").',
  );
  const runs = await readAxeRuns();
  if (runs.length === 0) {
    console.log('Accessibility: no figures recorded (run the browser tests in e2e/quality/).');
    return;
  }
  const impacts = ['critical', 'serious', 'moderate', 'minor'];
  const byScreen = new Map<string, { screen: string; runs: number; counts: Record<string, number> }>();
  for (const run of runs) {
    const row = byScreen.get(run.screen) ?? { screen: run.screen, runs: 0, counts: {} };
    row.runs++;
    for (const impact of impacts) row.counts[impact] = (row.counts[impact] ?? 0) + (run.counts[impact] ?? 0);
    byScreen.set(run.screen, row);
  }
  const total = (impact: string) => runs.reduce((sum, run) => sum + (run.counts[impact] ?? 0), 0);
  console.log(
    `Accessibility (axe-core): ${runs.length} runs on ${byScreen.size} screens and states, phone and desktop, ` +
      `signed out and in; violations: critical ${total('critical')}, serious ${total('serious')}, ` +
      `moderate ${total('moderate')}, minor ${total('minor')} (serious and critical must be 0).`,
  );
  console.table([...byScreen.values()].map(({ screen, runs, counts }) => ({ screen, runs, ...counts })));
}

/** Every axe run the browser tests recorded (one file per test file in dist/quality/axe/). */
async function readAxeRuns(): Promise<{ screen: string; counts: Record<string, number> }[]> {
  const dir = path.join(QUALITY_DIR, 'axe');
  if (!existsSync(dir)) return [];
  const runs = [];
  for (const name of (await readdir(dir)).filter((file) => file.endsWith('.json')))
    runs.push(
      ...(JSON.parse(await readFile(path.join(dir, name), 'utf8')) as {
        screen: string;
        counts: Record<string, number>;
      }[]),
    );
  return runs;
}

await main();
