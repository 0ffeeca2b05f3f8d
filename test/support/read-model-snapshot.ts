import type { Projection } from '@akwaaba/projections';
import type pg from 'pg';

/** Every row of every reader view, per read model: `{ cars: { cars: [...], car_region_pricing: [...] } }`. */
export type ReadModelSnapshot = Record<string, Record<string, unknown[]>>;

/**
 * What readers see of each read model (reactors have no tables): for each
 * logical table, the rows of its view as JSON, sorted by every column, so two
 * generations built from the same events give deep-equal snapshots. Rows come
 * out as Postgres renders them in JSON (timestamps as strings, jsonb as
 * objects), which keeps a mismatch readable in a test's diff.
 */
export async function snapshotReadModels(
  pool: pg.Pool,
  projections: readonly Projection[],
): Promise<ReadModelSnapshot> {
  const snapshot: ReadModelSnapshot = {};
  for (const projection of projections.filter((p) => p.kind === 'read-model')) {
    const views: Record<string, unknown[]> = {};
    for (const view of Object.keys(projection.tables).sort()) views[view] = await viewRows(pool, view);
    snapshot[projection.name] = views;
  }
  return snapshot;
}

async function viewRows(pool: pg.Pool, view: string): Promise<unknown[]> {
  const { rows: columns } = await pool.query<{ column_name: string }>(
    `select column_name from information_schema.columns
     where table_schema = current_schema() and table_name = $1 order by ordinal_position`,
    [view],
  );
  if (columns.length === 0) throw new Error(`No view named ${view}: has its projection been set up?`);
  // Sorting on each column's text form works for every type (json has no ordering of its own).
  const order = columns.map((c) => `v.${quoteIdentifier(c.column_name)}::text`).join(', ');
  const { rows } = await pool.query<{ rows: unknown[] }>(
    `select coalesce(json_agg(v order by ${order}), '[]'::json) as rows from ${quoteIdentifier(view)} v`,
  );
  return rows[0]!.rows;
}

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;
