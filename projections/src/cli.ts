import { parseArgs } from 'node:util';
import type { EventStore } from '@akwaaba/infra/eventstore/port';
import cliProgress from 'cli-progress';
import type pg from 'pg';
import {
  getProjectionStatus,
  type Projection,
  type ProjectionStatus,
  RebuildRefusedError,
  rebuildProjection,
} from './runner';

export interface ProjectionsCliDeps {
  pool: pg.Pool;
  store: EventStore;
  projections: readonly Projection[];
  stdout?: NodeJS.WritableStream;
  /** Progress bar and errors. */
  stderr?: NodeJS.WritableStream;
}

const USAGE = 'Usage: projections status | projections rebuild <name>';

/**
 * The operator's projections command. Returns the exit code: 0 done, 1 the
 * rebuild failed, 2 unknown command or projection (one line on stderr).
 * - `status`: a table of every projection's generation, checkpoint, lag,
 *   throughput, runner, rebuild and failure.
 * - `rebuild <name>`: blue-green rebuild with a progress bar; exits 0 once the
 *   new generation serves readers. Safe while the app runs; rerun to resume.
 */
export async function runProjectionsCli(argv: readonly string[], deps: ProjectionsCliDeps): Promise<number> {
  const stdout = deps.stdout ?? process.stdout;
  const stderr = deps.stderr ?? process.stderr;
  const request = parseProjectionsArgs(argv);
  if (request.command === 'status') {
    const statuses = await getProjectionStatus(deps, deps.projections);
    stdout.write(`${formatStatusTable(statuses)}\n`);
    return 0;
  }
  if (request.command === 'rebuild') {
    const projection = deps.projections.find((p) => p.name === request.name);
    if (!projection) {
      const known = deps.projections.map((p) => p.name).join(', ');
      stderr.write(`Unknown projection '${request.name}'. Known projections: ${known}\n`);
      return 2;
    }
    return rebuildWithProgressBar(deps, projection, stdout, stderr);
  }
  if (request.command === 'help') {
    stdout.write(`${USAGE}\n`);
    return 0;
  }
  const what = argv.length === 0 ? 'No command' : `Unknown command '${argv.join(' ')}'`;
  stderr.write(`${what}. ${USAGE}\n`);
  return 2;
}

type ProjectionsRequest = { command: 'status' | 'help' | 'unknown' } | { command: 'rebuild'; name: string };

/** Reads the command's arguments (node:util parseArgs); anything it does not know is 'unknown'. */
function parseProjectionsArgs(argv: readonly string[]): ProjectionsRequest {
  let parsed: { values: { help?: boolean }; positionals: string[] };
  try {
    parsed = parseArgs({
      args: [...argv],
      options: { help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
    });
  } catch {
    return { command: 'unknown' };
  }
  const [command, ...args] = parsed.positionals;
  if (parsed.values.help || command === 'help') return { command: 'help' };
  if (command === 'status' && args.length === 0) return { command: 'status' };
  if (command === 'rebuild' && args.length === 1) return { command: 'rebuild', name: args[0]! };
  return { command: 'unknown' };
}

async function rebuildWithProgressBar(
  deps: ProjectionsCliDeps,
  projection: Projection,
  stdout: NodeJS.WritableStream,
  stderr: NodeJS.WritableStream,
): Promise<number> {
  const bar = new cliProgress.SingleBar(
    {
      stream: stderr,
      format: `${projection.name} [{bar}] {percentage}% | {value}/{total} events | ETA {eta_formatted}`,
      hideCursor: true,
      etaBuffer: 50,
    },
    cliProgress.Presets.shades_classic,
  );
  let started = false;
  try {
    const result = await rebuildProjection(deps, projection, {
      onProgress: ({ eventsDone, eventsTotal }) => {
        if (!started) {
          bar.start(eventsTotal, eventsDone);
          started = true;
        }
        bar.setTotal(eventsTotal);
        bar.update(eventsDone);
      },
    });
    bar.stop();
    const from = result.resumed ? ' (resumed an interrupted rebuild)' : '';
    stdout.write(
      `Switched ${projection.name} from generation ${result.previousGeneration} to ${result.generation}: ${result.eventsApplied} events${from}.\n`,
    );
    return 0;
  } catch (error) {
    bar.stop();
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof RebuildRefusedError) {
      stderr.write(`${message}\n`);
      return 2;
    }
    stderr.write(
      `Rebuild of ${projection.name} failed: ${message}\nThe active generation still serves readers; run the rebuild again to resume.\n`,
    );
    return 1;
  }
}

/** A plain-text table, one row per projection. */
export function formatStatusTable(statuses: readonly ProjectionStatus[]): string {
  const header = [
    'PROJECTION',
    'KIND',
    'GEN',
    'CHECKPOINT',
    'LAG',
    'LAG AGE',
    'EV/S',
    'RUNNER',
    'REBUILD',
    'ERROR',
  ];
  const rows = statuses.map((s) => [
    s.name,
    s.kind,
    s.activeGeneration === null ? '-' : String(s.activeGeneration),
    s.checkpoint ?? '-',
    String(s.lagEvents),
    `${s.lagSeconds.toFixed(1)}s`,
    s.eventsPerSecond.toFixed(1),
    s.runnerActive ? 'active' : 'none',
    rebuildCell(s),
    s.lastError
      ? `${s.lastError.message.slice(0, 80)} at ${s.lastError.position ?? '-'} (${s.lastError.attempts} attempts)`
      : '-',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  return [header, ...rows]
    .map((cells) =>
      cells
        .map((c, i) => c.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

function rebuildCell(s: ProjectionStatus): string {
  if (s.rebuild) {
    const { generation, eventsDone, eventsTotal, running } = s.rebuild;
    const percent = eventsTotal === 0 ? 100 : Math.floor((eventsDone / eventsTotal) * 100);
    return `g${generation} ${percent}% ${running ? 'running' : 'interrupted'}`;
  }
  return s.rebuildNeeded ? 'needed' : '-';
}
