import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, expect } from 'vitest';
import { type Impact, runAxe, summarize } from './axe';

/** One axe run: which screen, in which state, as whom, in which viewport, and what it found. */
export interface AxeRun {
  screen: string;
  viewport: 'phone' | 'desktop';
  as: string;
  counts: Record<Impact, number>;
  /** The rules broken, with impact and element count. */
  rules: string[];
}

/**
 * Keeps a test file's axe runs and writes them to dist/quality/axe/<file>.json, where
 * `npm run test:quality` gathers every file's runs into one printed table.
 */
export class AxeRecord {
  readonly runs: AxeRun[] = [];
  constructor(private readonly name: string) {}

  /** A record for the test file it is made in, saved once the file's tests are done. */
  static savedAfterAll(name: string): AxeRecord {
    const record = new AxeRecord(name);
    afterAll(() => record.save());
    return record;
  }

  add(run: AxeRun) {
    this.runs.push(run);
  }

  /** axe-core on the page as it is now, kept as the screen's `state`: nothing serious or critical. */
  async expectAccessible(page: Page, state: string, as: string, viewport: AxeRun['viewport']) {
    const { counts, blocking, rules } = summarize(await runAxe(page));
    this.add({ screen: `${new URL(page.url()).pathname} (${state})`, viewport, as, counts, rules });
    expect(blocking, `${state} as ${as}`).toEqual([]);
  }

  /** Writes the runs for `npm run test:quality` and prints their totals, so the figures show wherever this file runs. */
  async save() {
    const total = (impact: Impact) => this.runs.reduce((sum, run) => sum + run.counts[impact], 0);
    console.log(
      `axe-core (${this.name}): ${this.runs.length} runs on ${new Set(this.runs.map((r) => r.screen)).size} ` +
        `screens and states; violations critical ${total('critical')}, serious ${total('serious')}, ` +
        `moderate ${total('moderate')}, minor ${total('minor')}`,
    );
    const broken = new Map<string, string[]>();
    for (const run of this.runs)
      for (const rule of run.rules)
        broken.set(rule, [...(broken.get(rule) ?? []), `${run.screen} (${run.viewport}, ${run.as})`]);
    for (const [rule, where] of broken) console.log(`  ${rule} on ${where.length} run(s), e.g. ${where[0]}`);
    const dir = path.resolve('dist/quality/axe');
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, `${this.name}.json`), `${JSON.stringify(this.runs, null, 2)}\n`);
  }
}
