import { conflict } from '@akwaaba/domain';
import {
  type Projection,
  type RebuildProgress,
  RebuildRefusedError,
  type RunnerDeps,
  rebuildProjection,
} from '@akwaaba/projections';
import type { FastifyBaseLogger } from 'fastify';

/** How the last rebuild this API instance ran for a projection ended. */
export interface RebuildOutcome {
  status: 'switched' | 'failed';
  at: Date;
  generation: number | null;
  eventsApplied: number | null;
  /** Why it failed; the active generation keeps serving, and a new rebuild resumes it. */
  message: string | null;
}

/**
 * Runs blue-green rebuilds in the background for the ops page. One at a time
 * per projection across every process: rebuildProjection takes the rebuild
 * lock, and `start` answers only after that lock is held (or refused), so a
 * 202 means the rebuild really runs. Progress lives in the database
 * (getProjectionStatus), visible from any API instance.
 */
export class ProjectionRebuilds {
  private readonly running = new Map<string, Promise<void>>();
  private readonly outcomes = new Map<string, RebuildOutcome>();

  constructor(
    private readonly deps: RunnerDeps,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The last outcome of a rebuild started here, or null. */
  outcomeOf(name: string): RebuildOutcome | null {
    return this.outcomes.get(name) ?? null;
  }

  /**
   * Starts rebuilding `projection`; resolves with the first progress once the
   * new generation is being built. A conflict DomainError (409) when it is a
   * reactor or a rebuild of it already runs (here or in another process).
   */
  start(projection: Projection): Promise<RebuildProgress> {
    const name = projection.name;
    if (projection.kind === 'reactor')
      throw conflict(
        `${name} is a reactor: reactors are never rebuilt, a replay would repeat their side effects.`,
      );
    if (this.running.has(name)) throw conflict(`A rebuild of ${name} is already running.`);

    return new Promise<RebuildProgress>((resolve, reject) => {
      let started = false;
      const run = rebuildProjection(this.deps, projection, {
        onProgress: (progress) => {
          if (started) return;
          started = true;
          this.log.info({ projection: name, generation: progress.generation }, 'projection rebuild started');
          resolve(progress);
        },
      })
        .then((result) => {
          this.outcomes.set(name, {
            status: 'switched',
            at: new Date(),
            generation: result.generation,
            eventsApplied: result.eventsApplied,
            message: null,
          });
          this.log.info({ projection: name, ...result }, 'projection rebuild switched generations');
        })
        .catch((error: unknown) => {
          if (!started) {
            reject(
              error instanceof RebuildRefusedError
                ? conflict(`${error.message}.`.replace(/\.\.$/, '.'))
                : error,
            );
            return;
          }
          const message = error instanceof Error ? error.message : String(error);
          this.outcomes.set(name, {
            status: 'failed',
            at: new Date(),
            generation: null,
            eventsApplied: null,
            message,
          });
          this.log.error({ projection: name, err: error }, 'projection rebuild failed');
        })
        .finally(() => this.running.delete(name));
      this.running.set(name, run);
    });
  }

  /** Resolves when every rebuild started here has ended (graceful shutdown). */
  async settled(): Promise<void> {
    await Promise.all(this.running.values());
  }
}
