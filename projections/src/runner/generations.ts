import { type EventStore, type Position, positionToCheckpoint } from '@akwaaba/infra/eventstore/port';
import type pg from 'pg';
import { LockNamespace } from './locks';
import { assertValidProjection, definitionHash, type Projection, physicalTableName } from './projection';
import { inTransaction } from './transaction';

/** The generation readers see, with the runner-relevant part of the projection's state. */
export interface ActiveGeneration {
  generation: number;
  checkpoint: string | null;
  /** The position of the event the projection is failing on, when it is failing. */
  errorPosition: string | null;
  failing: boolean;
}

/**
 * Makes sure the projection has an active generation: the first time, creates
 * generation 1's tables and the reader views in one transaction. Concurrent
 * callers (several runner processes) serialize on a transaction lock.
 */
export async function ensureProjectionSetUp(pool: pg.Pool, store: EventStore, projection: Projection) {
  assertValidProjection(projection);
  const client = await pool.connect();
  try {
    await inTransaction(client, async () => {
      await client.query('select pg_advisory_xact_lock($1::int, hashtext($2))', [
        LockNamespace.setup,
        projection.name,
      ]);
      const { rowCount } = await client.query('select 1 from projection_state where name = $1', [
        projection.name,
      ]);
      if (!rowCount) {
        const head = projection.startFrom === 'now' ? await visibleHead(store) : null;
        await createGeneration(client, projection, 1, 'active', head ? positionToCheckpoint(head) : null);
        await replaceViews(client, projection, 1, []);
        await client.query(
          'insert into projection_state (name, kind, active_generation) values ($1, $2, 1)',
          [projection.name, projection.kind],
        );
      }
    });
  } finally {
    client.release();
  }
}

export async function loadActiveGeneration(client: pg.ClientBase, name: string): Promise<ActiveGeneration> {
  const { rows } = await client.query<{
    generation: number;
    checkpoint: string | null;
    error_position: string | null;
    error_message: string | null;
  }>(
    `select s.active_generation as generation, g.checkpoint, s.error_position, s.error_message
     from projection_state s
     join projection_generations g on g.name = s.name and g.generation = s.active_generation
     where s.name = $1`,
    [name],
  );
  const row = rows[0];
  if (!row) throw new Error(`Projection ${name} is not set up`);
  return {
    generation: row.generation,
    checkpoint: row.checkpoint,
    errorPosition: row.error_position,
    failing: row.error_message !== null,
  };
}

/** Creates a generation's physical tables and its row, in the caller's transaction. */
export async function createGeneration(
  client: pg.ClientBase,
  projection: Projection,
  generation: number,
  status: 'active' | 'building',
  checkpoint: string | null,
): Promise<void> {
  const tables = Object.keys(projection.tables);
  for (const logical of tables) {
    await client.query(projection.tables[logical]!(physicalTableName(logical, generation)));
  }
  await client.query(
    `insert into projection_generations (name, generation, status, checkpoint, physical_tables, definition_hash)
     values ($1, $2, $3, $4, $5, $6)`,
    [
      projection.name,
      generation,
      status,
      checkpoint,
      tables.map((t) => physicalTableName(t, generation)),
      definitionHash(projection),
    ],
  );
}

/**
 * Points every reader view at `generation`'s tables, in the caller's
 * transaction: readers see the old tables until commit and the new ones after,
 * never neither. Views of tables the new generation no longer has are dropped.
 */
export async function replaceViews(
  client: pg.ClientBase,
  projection: Projection,
  generation: number,
  previousPhysicalTables: readonly string[],
): Promise<void> {
  const logicalTables = Object.keys(projection.tables);
  const previousLogical = previousPhysicalTables.map((t) => t.replace(/__g\d+$/, ''));
  for (const logical of previousLogical) {
    if (!logicalTables.includes(logical)) await client.query(`drop view if exists "${logical}"`);
  }
  for (const logical of logicalTables) {
    // Drop and create rather than `create or replace`: the new generation may have other columns.
    await client.query(`drop view if exists "${logical}"`);
    await client.query(
      `create view "${logical}" as select * from "${physicalTableName(logical, generation)}"`,
    );
  }
}

/**
 * Drops the tables of retired generations, and of abandoned rebuilds. Best
 * effort: a table still read by a long query stays until the next call (run at
 * every runner start and rebuild), rather than making readers queue behind the drop.
 */
export async function dropRetiredGenerations(pool: pg.Pool, name: string): Promise<void> {
  const { rows } = await pool.query<{ generation: number; physical_tables: string[] }>(
    `select g.generation, g.physical_tables from projection_generations g
     join projection_state s on s.name = g.name
     where g.name = $1 and (g.status = 'retired'
       or (g.status = 'building' and g.generation is distinct from s.rebuild_generation))`,
    [name],
  );
  for (const row of rows) {
    const client = await pool.connect();
    try {
      await inTransaction(client, async () => {
        await client.query(`set local lock_timeout = '2s'`);
        for (const table of row.physical_tables) await client.query(`drop table if exists "${table}"`);
        await client.query('delete from projection_generations where name = $1 and generation = $2', [
          name,
          row.generation,
        ]);
      });
    } catch {
      // Still read by a long query: the next call drops it.
    } finally {
      client.release();
    }
  }
}

/**
 * Where "from now" starts: the last position a reader can see, not the newest
 * append. An append still committing below the newest position will be read
 * after this one, so starting here skips nothing.
 */
function visibleHead(store: EventStore): Promise<Position | null> {
  return store.headPosition({ readable: true });
}
