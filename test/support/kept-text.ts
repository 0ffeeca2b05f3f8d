import type pg from 'pg';

/*
 * What the product keeps, as text to search for a person's data after they close their
 * account (docs/adr/0026): the event log as stored, and every other table.
 */

/** Every event's stream name, data and metadata in the log as stored, read past any sealing. */
export async function wholeLogText(pool: pg.Pool): Promise<string> {
  const { rows } = await pool.query<{ text: string | null }>(
    `select string_agg(stream_name || ' ' || data::text || ' ' || metadata::text, ' ') as text from es_events`,
  );
  return rows[0]?.text ?? '';
}

/**
 * Every row of every table but the event log's, the job queue's, the sealed keys' and the
 * development outbox's (the stand-in for the mail provider: mail sent has left the product),
 * so the read models, sessions and uploads, each row as JSON after its table's name.
 */
export async function everyTableText(pool: pg.Pool): Promise<string> {
  const { rows: tables } = await pool.query<{ name: string }>(
    `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema', 'pgboss')
        and table_name not like 'es\\_%' and table_name not in ('personal_data_keys', 'dev_outbox')`,
  );
  const texts = await Promise.all(
    tables.map(async ({ name }) => {
      const { rows } = await pool.query<{ text: string | null }>(
        `select string_agg(row_to_json(x)::text, ' ') as text from ${name} x`,
      );
      return `${name}: ${rows[0]?.text ?? ''}`;
    }),
  );
  return texts.join('\n');
}
