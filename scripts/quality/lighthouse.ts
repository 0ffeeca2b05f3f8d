import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';

/** Issue 6's bar on phones over slow 4G. */
export const LIGHTHOUSE_BUDGET = { minScore: 90, maxLcpMs: 2500, maxCls: 0.1 };

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
 * simulated slow 4G: 150 ms RTT, 1.6 Mbps down, 4× CPU slowdown), performance only.
 * Each page loads cold in a fresh tab of one Chromium.
 */
export async function runLighthouse(pages: { page: string; url: string }[]): Promise<LighthouseFigures[]> {
  const chromium = await startChromium();
  try {
    const figures: LighthouseFigures[] = [];
    for (const { page, url } of pages) {
      const result = await lighthouse(url, {
        port: chromium.port,
        onlyCategories: ['performance'],
        logLevel: 'error',
        output: 'json',
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
      if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const scripts = (lhr.audits['resource-summary']?.details as { items?: ResourceRow[] } | undefined)
        ?.items;
      figures.push({
        page,
        url,
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: Math.round(audit('largest-contentful-paint')),
        cls: Number(audit('cumulative-layout-shift').toFixed(3)),
        fcpMs: Math.round(audit('first-contentful-paint')),
        tbtMs: Math.round(audit('total-blocking-time')),
        scriptTransferBytes: scripts?.find((row) => row.resourceType === 'script')?.transferSize ?? 0,
      });
    }
    return figures;
  } finally {
    await chromium.stop();
  }
}

interface ResourceRow {
  resourceType: string;
  transferSize: number;
}

/** Problems against the bar, one line each; empty when every page meets it. */
export function lighthouseProblems(figures: LighthouseFigures[]): string[] {
  const { minScore, maxLcpMs, maxCls } = LIGHTHOUSE_BUDGET;
  return figures.flatMap((f) => [
    ...(f.score < minScore ? [`${f.page}: performance score ${f.score} is under ${minScore}`] : []),
    ...(!(f.lcpMs <= maxLcpMs) ? [`${f.page}: LCP ${f.lcpMs} ms is over ${maxLcpMs} ms`] : []),
    ...(!(f.cls <= maxCls) ? [`${f.page}: CLS ${f.cls} is over ${maxCls}`] : []),
  ]);
}
