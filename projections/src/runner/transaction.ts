import type pg from 'pg';

/** Runs `work` in a transaction on `client`: committed when it returns, rolled back when it throws. */
export async function inTransaction<T>(client: pg.ClientBase, work: () => Promise<T>): Promise<T> {
  await client.query('begin');
  try {
    const result = await work();
    await client.query('commit');
    return result;
  } catch (error) {
    // The error that matters is the work's; a rollback on a broken connection adds nothing.
    await client.query('rollback').catch(() => {});
    throw error;
  }
}
