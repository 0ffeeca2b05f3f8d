import type pg from 'pg';

/**
 * Advisory lock namespaces (the first key of Postgres' two-key advisory locks;
 * the second is hashtext(projection name)). Session locks die with their
 * connection, so a killed process frees them at once.
 */
export const LockNamespace = {
  /** Held by the one active live runner of a projection. */
  runner: 71_001,
  /** Held by the one rebuild of a projection in progress. */
  rebuild: 71_002,
  /** Transaction lock serializing first-time set-up of a projection. */
  setup: 71_003,
} as const;

type Namespace = (typeof LockNamespace)[keyof typeof LockNamespace];

export async function tryLock(client: pg.ClientBase, namespace: Namespace, name: string): Promise<boolean> {
  const { rows } = await client.query<{ locked: boolean }>(
    'select pg_try_advisory_lock($1::int, hashtext($2)) as locked',
    [namespace, name],
  );
  return rows[0]!.locked;
}

export async function unlock(client: pg.ClientBase, namespace: Namespace, name: string): Promise<void> {
  await client.query('select pg_advisory_unlock($1::int, hashtext($2))', [namespace, name]);
}

/**
 * SQL expression: is the session lock of `namespace` held for projection
 * `nameColumn` by any session in this database? (pg_locks spans the cluster.)
 */
export const lockHeldSql = (namespace: Namespace, nameColumn: string): string => `exists (
  select 1 from pg_locks l
  where l.locktype = 'advisory' and l.granted and l.objsubid = 2
    and l.database = (select oid from pg_database where datname = current_database())
    and l.classid = ${namespace}::oid and l.objid = hashtext(${nameColumn})::oid)`;
