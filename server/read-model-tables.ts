import type { Projection } from '@akwaaba/projections';
import type pg from 'pg';

/**
 * Waits until every read model's tables exist, at most `timeoutMs`; false when some are
 * still missing then. The projection runners make them as they start, possibly in another
 * process, and the API reads them from its first request on (a session joins `users`).
 */
export async function readModelTablesBuilt(
  pool: pg.Pool,
  projections: readonly Projection[],
  timeoutMs: number,
): Promise<boolean> {
  const tables = projections.flatMap((projection) => Object.keys(projection.tables));
  for (const deadline = Date.now() + timeoutMs; ; ) {
    const { rows } = await pool.query<{ missing: number }>(
      'select count(*)::int as missing from unnest($1::text[]) as t(name) where to_regclass(t.name) is null',
      [tables],
    );
    if (rows[0]?.missing === 0) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
