import {
  checkpointToPosition,
  type EventStore,
  isAfter,
  type Position,
  type RecordedEvent,
} from '@akwaaba/infra/eventstore/port';
import type pg from 'pg';
import {
  applyBatch,
  type BatchTarget,
  CheckpointMovedError,
  errorMessage,
  ProjectionApplyError,
  recordFailure,
} from './batch';
import { dropRetiredGenerations, ensureProjectionSetUp, loadActiveGeneration } from './generations';
import { LockSession } from './lock-session';
import { definitionHash, type Projection } from './projection';
import { rebuildProjection } from './rebuild';
import { migrateProjectionRunner } from './schema';

/** The subset of a pino logger the runner uses. */
export interface RunnerLogger {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface RunnerOptions {
  /** Events per transaction while catching up and following. Default 500. */
  batchSize?: number;
  /** How often a standby tries to take over the active runner's lock. Default 500 ms. */
  standbyPollMs?: number;
  /** First retry delay after a failure; doubles per attempt up to retryMaxDelayMs. Default 1 s. */
  retryInitialDelayMs?: number;
  /** Default 60 s. */
  retryMaxDelayMs?: number;
  /** Rebuild a read model whose tables or filter changed since its active generation was built. */
  rebuildOnDefinitionChange?: boolean;
  logger?: RunnerLogger;
}

export interface RunnerDeps {
  pool: pg.Pool;
  store: EventStore;
}

const silent: RunnerLogger = { info() {}, error() {} };
const RATE_PRUNE_INTERVAL_MS = 60_000;

/**
 * Keeps one projection's active generation up to date. Guarantees:
 * - At most one runner per projection and database is active: it holds a
 *   session advisory lock on a dedicated connection and writes every batch on
 *   that same connection, so a runner that lost its lock cannot commit. Other
 *   runners stand by and take over when the lock frees (crash, stop, failover).
 * - Each batch's writes and checkpoint commit in one transaction: a crash never
 *   double-applies or skips an event.
 * - When `apply` throws, the runner stops at that event, records the failure
 *   (message, position, time, attempts) in projection_state, and retries with
 *   exponential backoff. It never skips the event.
 * - After a rebuild switches generations, it continues on the new generation.
 */
export class ProjectionRunner {
  private readonly batchSize: number;
  private readonly logger: RunnerLogger;
  private stopping = false;
  private loop: Promise<void> | null = null;
  private wakeSleep: (() => void) | null = null;
  private stopFollowing: (() => void) | null = null;
  private session: LockSession | null = null;
  private lastRatePrune = 0;

  constructor(
    private readonly deps: RunnerDeps,
    readonly projection: Projection,
    private readonly options: RunnerOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 500;
    this.logger = options.logger ?? silent;
  }

  /** True while this runner holds the lock and keeps the read model up to date. */
  get isActive(): boolean {
    return this.session !== null && !this.session.lost;
  }

  /** Starts standing by / running in the background. */
  start(): void {
    this.loop ??= this.run();
  }

  /** Finishes the batch in flight, releases the lock (a standby takes over) and resolves. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wakeSleep?.();
    this.stopFollowing?.();
    await this.loop;
  }

  private async run(): Promise<void> {
    const name = this.projection.name;
    while (!this.stopping) {
      const session = await this.acquireLock();
      if (!session) return;
      this.session = session;
      this.logger.info({ projection: name }, 'projection runner active');
      try {
        await this.serve(session);
      } catch (error) {
        this.logger.error({ projection: name, err: error }, 'projection runner lost its lock');
      } finally {
        this.session = null;
        await session.release();
      }
    }
  }

  private async acquireLock(): Promise<LockSession | null> {
    while (!this.stopping) {
      try {
        const session = await LockSession.tryAcquire(this.deps.pool, this.projection.name);
        if (session) return session;
      } catch (error) {
        this.logger.error({ projection: this.projection.name, err: error }, 'could not try the runner lock');
      }
      await this.sleep(this.options.standbyPollMs ?? 500);
    }
    return null;
  }

  /** Runs while holding the lock, retrying failures with backoff, until stopped or the lock is lost. */
  private async serve(session: LockSession): Promise<void> {
    const { pool, store } = this.deps;
    const name = this.projection.name;
    let attempts = 0;
    while (!this.stopping) {
      try {
        await migrateProjectionRunner(pool);
        await ensureProjectionSetUp(pool, store, this.projection);
        await this.rebuildIfDefinitionChanged();
        await dropRetiredGenerations(pool, name);
        await this.catchUpAndFollow(session);
        return;
      } catch (error) {
        if (this.stopping) return;
        if (session.lost) throw error;
        if (error instanceof CheckpointMovedError) {
          this.logger.info({ projection: name }, 'generation switched or checkpoint moved; reloading');
          continue;
        }
        attempts =
          error instanceof ProjectionApplyError
            ? error.attempts
            : await recordFailure(session.client, name, null, error).catch(() => attempts + 1);
        const delay = Math.min(
          this.options.retryMaxDelayMs ?? 60_000,
          (this.options.retryInitialDelayMs ?? 1000) * 2 ** Math.max(0, attempts - 1),
        );
        this.logger.error(
          { projection: name, err: errorMessage(error), attempts, retryInMs: delay },
          'projection failed; retrying',
        );
        await this.sleep(delay);
      }
    }
  }

  /**
   * After a deploy that changed a read model's tables or event filter, the active
   * generation was built by the old code: rebuild it blue-green (the old tables
   * keep serving until the switch) before following new events.
   */
  private async rebuildIfDefinitionChanged(): Promise<void> {
    if (this.projection.kind !== 'read-model' || !this.options.rebuildOnDefinitionChange) return;
    const { rows } = await this.deps.pool.query<{ definition_hash: string }>(
      `select g.definition_hash from projection_state s
       join projection_generations g on g.name = s.name and g.generation = s.active_generation
       where s.name = $1`,
      [this.projection.name],
    );
    if (!rows[0] || rows[0].definition_hash === definitionHash(this.projection)) return;
    this.logger.info({ projection: this.projection.name }, 'read model definition changed; rebuilding it');
    await rebuildProjection(this.deps, this.projection);
  }

  private async catchUpAndFollow(session: LockSession): Promise<void> {
    const { store } = this.deps;
    const state = await loadActiveGeneration(session.client, this.projection.name);
    const target: BatchTarget = {
      generation: state.generation,
      status: 'active',
      checkpoint: state.checkpoint,
    };
    let failing = state.failing;
    const onBatch = async (events: RecordedEvent[], lastPosition: Position) => {
      target.checkpoint = await applyBatch(
        session.client,
        this.projection,
        target,
        events,
        lastPosition,
        failing,
      );
      failing = false;
      this.pruneRateOccasionally();
    };

    while (!this.stopping) {
      const after = checkpointToPosition(target.checkpoint);
      const { events, lastPosition } = await store.readAll({
        after,
        eventTypePrefixes: this.projection.eventTypePrefixes,
        maxCount: this.batchSize,
      });
      if (lastPosition && isAfter(lastPosition, after)) await onBatch(events, lastPosition);
      if (events.length < this.batchSize) break;
    }

    await new Promise<void>((resolve, reject) => {
      let done = false;
      const finish = (error?: unknown) => {
        if (done) return;
        done = true;
        this.stopFollowing = null;
        session.onLost = null;
        void subscription.close().finally(() => (error === undefined ? resolve() : reject(error)));
      };
      const subscription = store.subscribeToAll({
        after: checkpointToPosition(target.checkpoint),
        eventTypePrefixes: this.projection.eventTypePrefixes,
        maxCount: this.batchSize,
        onEvents: onBatch,
        onError: (error) => finish(error ?? new Error('subscription failed')),
      });
      this.stopFollowing = () => finish();
      session.onLost = () => finish(new Error('lost the connection holding the runner lock'));
      if (this.stopping || session.lost) finish();
    });
  }

  private pruneRateOccasionally() {
    if (Date.now() - this.lastRatePrune < RATE_PRUNE_INTERVAL_MS) return;
    this.lastRatePrune = Date.now();
    this.deps.pool
      .query(`delete from projection_rate where name = $1 and second < now() - interval '5 minutes'`, [
        this.projection.name,
      ])
      .catch(() => {});
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakeSleep = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wakeSleep = done;
    });
  }
}

export interface RunningProjections {
  runners: ProjectionRunner[];
  /** Stops every runner after its batch in flight; their locks free for standbys. */
  stop(): Promise<void>;
}

/**
 * Starts one runner per projection, each active or standing by (see
 * ProjectionRunner). Names must be unique. Each active runner holds two
 * connections of the pool (its lock session and its subscription's listener).
 */
export function startProjectionRunners(
  config: RunnerDeps & RunnerOptions & { projections: readonly Projection[] },
): RunningProjections {
  const { pool, store, projections, ...options } = config;
  const names = projections.map((p) => p.name);
  const duplicate = names.find((name, i) => names.indexOf(name) !== i);
  if (duplicate) throw new Error(`Two projections are named ${duplicate}`);
  const runners = projections.map((projection) => new ProjectionRunner({ pool, store }, projection, options));
  for (const runner of runners) runner.start();
  return {
    runners,
    stop: async () => {
      await Promise.all(runners.map((runner) => runner.stop()));
    },
  };
}
