import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium as playwright } from 'playwright-core';

/** Lighthouse's bar: a page's score and paints on a phone over slow 4G. */
export interface LighthouseBar {
  minScore: number;
  maxFcpMs: number;
  maxLcpMs: number;
  maxCls: number;
  maxTbtMs: number;
}

/**
 * The bar for the public pages, rendered on the server, on the target phone (issue 35: score
 * ≥ 95, TBT ≤ 200 ms, FCP ≤ 1.0 s, LCP ≤ 1.5 s; CLS as issue 16 set it). A page that misses it is
 * measured once more and fails only if it misses twice (a busy moment seldom lasts two runs).
 */
export const LIGHTHOUSE_BAR: LighthouseBar = {
  minScore: 95,
  maxFcpMs: 1000,
  maxLcpMs: 1500,
  maxCls: 0.02,
  maxTbtMs: 200,
};

export interface LighthouseFigures {
  page: string;
  url: string;
  /** 0–100. */
  score: number;
  lcpMs: number;
  cls: number;
  fcpMs: number;
  tbtMs: number;
  /** What the page's scripts weighed on the wire (brotli where the server sends it). */
  scriptTransferBytes: number;
  /** The host's CPU just before the run (Lighthouse's BenchmarkIndex), and the CPU slowdown used. */
  benchmarkIndex: number;
  cpuSlowdown: number;
  /** When the first run missed the bar and a second one was taken: what the run not counted measured. */
  otherRun?: { run: 1 | 2; score: number; fcpMs: number; lcpMs: number; cls: number; tbtMs: number };
}

/**
 * The phone every run simulates: a budget Android phone of the kind most Ghanaians carry.
 * Chrome's own calibration takes a BenchmarkIndex of 1,000 for a mid-tier phone (a Pixel 5)
 * and 264 for a low-tier one; a budget phone sits between, at 500.
 */
export const TARGET_PHONE_BENCHMARK_INDEX = 500;

/**
 * The CPU slowdown that makes this host that phone: the host's BenchmarkIndex over the phone's,
 * as Chrome's calibration computes it (Lighthouse's docs/throttling.md, "Calibrating the CPU
 * slowdown"). A faster host is slowed more and a slower one less, so every host simulates the
 * same phone; never under 1×, one decimal. The network stays Lighthouse's default slow 4G.
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  return Math.round(Math.max(1, benchmarkIndex / TARGET_PHONE_BENCHMARK_INDEX) * 10) / 10;
}

/** Lighthouse's own CPU benchmark, run in a blank tab of the Chromium under test. */
async function measureBenchmarkIndex(port: number): Promise<number> {
  const browser = await playwright.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    const index = (await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`)) as number;
    await page.close();
    return Math.round(index);
  } finally {
    await browser.close();
  }
}

interface Chromium {
  port: number;
  stop(): Promise<void>;
}

/** Debian's Chromium, headless, with a DevTools port for Lighthouse (a profile of its own, removed on stop). */
async function startChromium(): Promise<Chromium> {
  const profile = await mkdtemp(path.join(tmpdir(), 'akwaaba-lighthouse-'));
  const child: ChildProcess = spawn(
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--no-first-run',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${output}`)), 30_000);
    child.stderr!.on('data', (chunk) => {
      output += chunk;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited with ${code}:\n${output}`)));
  });
  return {
    port,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/**
 * One Lighthouse run per page with the default mobile preset (Moto G Power screen,
 * simulated slow 4G: 150 ms RTT, 1.6 Mbps down) and the CPU slowdown that makes this host the
 * target phone, performance only. Each page loads cold in a fresh tab of one Chromium.
 */
export async function runLighthouse(pages: { page: string; url: string }[]): Promise<LighthouseFigures[]> {
  const chromium = await startChromium();
  try {
    const figures: LighthouseFigures[] = [];
    for (const { page, url } of pages) {
      const first = await measure(chromium.port, page, url);
      // One run is the rule. A page that misses the bar gets one confirming run, and counts
      // as missing only if that misses too: a real regression shows twice, a busy moment seldom.
      if (lighthouseProblems([first], LIGHTHOUSE_BAR).length === 0) figures.push(first);
      else {
        const second = await measure(chromium.port, page, url);
        const problems = (f: LighthouseFigures) => lighthouseProblems([f], LIGHTHOUSE_BAR).length;
        const [better, other] = problems(second) <= problems(first) ? [second, first] : [first, second];
        figures.push({
          ...better,
          otherRun: {
            run: other === first ? 1 : 2,
            score: other.score,
            fcpMs: other.fcpMs,
            lcpMs: other.lcpMs,
            cls: other.cls,
            tbtMs: other.tbtMs,
          },
        });
      }
    }
    return figures;
  } finally {
    await chromium.stop();
  }
}

/**
 * One Lighthouse run of one page, with the CPU slowdown calibrated for the host at that
 * moment. A run Lighthouse itself could not record (a lost trace: NO_NAVSTART, NO_FCP) is
 * taken again once: it measured nothing, so it says nothing about the page.
 */
async function measure(port: number, page: string, url: string, attempt = 1): Promise<LighthouseFigures> {
  const benchmarkIndex = await measureBenchmarkIndex(port);
  const result = await lighthouse(url, {
    port,
    onlyCategories: ['performance'],
    logLevel: 'error',
    output: 'json',
    throttling: { cpuSlowdownMultiplier: calibratedCpuSlowdown(benchmarkIndex) },
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (lhr.runtimeError) {
    if (attempt < 2) return measure(port, page, url, attempt + 1);
    throw new Error(`Lighthouse failed twice on ${url}: ${lhr.runtimeError.message}`);
  }
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scripts = (lhr.audits['resource-summary']?.details as { items?: ResourceRow[] } | undefined)?.items;
  return {
    page,
    url,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    fcpMs: Math.round(audit('first-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    scriptTransferBytes: scripts?.find((row) => row.resourceType === 'script')?.transferSize ?? 0,
    benchmarkIndex,
    cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier!,
  };
}

interface ResourceRow {
  resourceType: string;
  transferSize: number;
}

/** Problems against the bar, one line each; empty when every page meets it. */
export function lighthouseProblems(figures: LighthouseFigures[], bar: LighthouseBar): string[] {
  const { minScore, maxFcpMs, maxLcpMs, maxCls, maxTbtMs } = bar;
  return figures.flatMap((f) => [
    ...(f.score < minScore ? [`${f.page}: performance score ${f.score} is under ${minScore}`] : []),
    ...(!(f.fcpMs <= maxFcpMs) ? [`${f.page}: FCP ${f.fcpMs} ms is over ${maxFcpMs} ms`] : []),
    ...(!(f.lcpMs <= maxLcpMs) ? [`${f.page}: LCP ${f.lcpMs} ms is over ${maxLcpMs} ms`] : []),
    ...(!(f.cls <= maxCls) ? [`${f.page}: CLS ${f.cls} is over ${maxCls}`] : []),
    ...(!(f.tbtMs <= maxTbtMs)
      ? [`${f.page}: Total Blocking Time ${f.tbtMs} ms is over ${maxTbtMs} ms`]
      : []),
  ]);
}
