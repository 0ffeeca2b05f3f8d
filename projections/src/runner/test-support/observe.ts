import type pg from 'pg';

/** Polls until the condition holds; throws after `timeoutMs`. */
export async function until(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Events applied to one generation of the counter projection (0 when it does not exist yet). */
export async function eventsApplied(pool: pg.Pool, generation: number): Promise<number> {
  const { rows } = await pool.query<{ n: string }>(
    `select events_applied as n from projection_generations where name = 'counter' and generation = $1`,
    [generation],
  );
  return Number(rows[0]?.n ?? 0);
}

/**
 * In ONE snapshot: the active checkpoint, what the view counts, and how many
 * Tick events the log holds up to that checkpoint. Equal counts mean writes
 * and checkpoint committed together.
 */
export async function checkpointSnapshot(
  pool: pg.Pool,
): Promise<{ counted: number; upToCheckpoint: number }> {
  const { rows } = await pool.query<{ counted: number; up_to_checkpoint: number }>(
    `select (select coalesce(sum(events), 0)::int from stream_counts) as counted,
            (select count(*)::int from es_events e
              where e.event_type like 'Tick%' and g.checkpoint is not null
                and (e.transaction_id, e.global_position)
                    <= (split_part(g.checkpoint, ':', 1)::xid8, split_part(g.checkpoint, ':', 2)::bigint)) as up_to_checkpoint
     from projection_state s
     join projection_generations g on g.name = s.name and g.generation = s.active_generation
     where s.name = 'counter'`,
  );
  return { counted: rows[0]!.counted, upToCheckpoint: rows[0]!.up_to_checkpoint };
}
