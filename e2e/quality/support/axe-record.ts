import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Impact } from './axe';

/** One axe run: which screen, in which state, as whom, in which viewport, and what it found. */
export interface AxeRun {
  screen: string;
  viewport: 'phone' | 'desktop';
  as: string;
  counts: Record<Impact, number>;
}

/**
 * Keeps a test file's axe runs and writes them to dist/quality/axe/<file>.json, where
 * `npm run test:quality` gathers every file's runs into one printed table.
 */
export class AxeRecord {
  readonly runs: AxeRun[] = [];
  constructor(private readonly name: string) {}

  add(run: AxeRun) {
    this.runs.push(run);
  }

  async save() {
    const dir = path.resolve('dist/quality/axe');
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, `${this.name}.json`), `${JSON.stringify(this.runs, null, 2)}\n`);
  }
}
