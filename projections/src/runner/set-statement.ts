import { prepared } from '@akwaaba/infra/eventstore/postgres/prepared-statement';
import type pg from 'pg';

/**
 * A set-based statement: it takes any number of rows at once, each row a tuple of
 * `columns`, and reads them as `r` (see rowsOf). Its callers never give it two rows with
 * one key (see bookings.read-model.ts), so their order within it does not matter.
 */
export interface SetStatement<T> {
  columns: readonly (readonly [name: string, type: string])[];
  sql(t: T, rows: string): string;
}

/** `unnest($1::uuid[], $2::text[], ...) as r(id, name, ...)`: one array parameter per column. */
export const rowsOf = (statement: Pick<SetStatement<unknown>, 'columns'>) =>
  `unnest(${statement.columns.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ')}) as r(${statement.columns
    .map(([name]) => name)
    .join(', ')})`;

/** Runs `statement` once over all of `rows` (tuples of its columns): one array parameter per column. */
export async function runSetStatement<T>(
  client: pg.PoolClient,
  statement: SetStatement<T>,
  t: T,
  rows: readonly unknown[][],
) {
  const values = statement.columns.map((_, column) => rows.map((row) => row[column] ?? null));
  await client.query({ ...prepared(statement.sql(t, rowsOf(statement))), values });
}
