import type { PgBoss } from 'pg-boss';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import { openJobQueue } from './job-queue';
import { jobSender } from './job-sender';
import type { JobSender } from './port';

let db: TestDatabase;
let boss: PgBoss;
let jobs: JobSender;

beforeAll(async () => {
  db = await createTestDatabase();
  boss = await openJobQueue({
    connectionString: db.url,
    logger: pino({ level: 'silent' }),
    supervise: false,
  });
  jobs = jobSender(boss);
});
afterAll(async () => {
  await boss?.stop({ graceful: false });
  await db?.drop();
});

/** Runs `send` in a transaction of its own, as a reactor's batch does. */
async function inTransaction(send: (client: import('pg').PoolClient) => Promise<void>) {
  const client = await db.pool.connect();
  try {
    await client.query('begin');
    await send(client);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

const statementsOf = async (run: () => Promise<void>, client: import('pg').PoolClient) => {
  const texts: string[] = [];
  const query = client.query.bind(client);
  client.query = ((text: string, values: unknown[]) => {
    texts.push(text);
    return query(text, values);
  }) as typeof client.query;
  await run();
  client.query = query;
  return texts;
};

describe('the reactors’ job sender', () => {
  it('enqueues a whole batch in one statement per queue on the reactor’s connection, start times included', async () => {
    const startAfter = new Date(Date.now() + 30 * 60_000);
    let statements: string[] = [];
    await inTransaction(async (client) => {
      statements = await statementsOf(
        () =>
          jobs.send(
            [
              { queue: 'sender-test', data: { n: 1 } },
              { queue: 'sender-test', data: { n: 2 }, startAfter },
              { queue: 'sender-test-other', data: { n: 3 } },
            ],
            { client },
          ),
        client,
      );
    });
    expect(statements).toHaveLength(2);
    const { rows } = await db.pool.query<{ name: string; data: { n: number }; start_after: Date }>(
      `select name, data, start_after from pgboss.job where name like 'sender-test%' order by data->>'n'`,
    );
    expect(rows.map((r) => [r.name, r.data.n])).toEqual([
      ['sender-test', 1],
      ['sender-test', 2],
      ['sender-test-other', 3],
    ]);
    expect(rows[1]!.start_after.getTime()).toBe(startAfter.getTime());
    expect(rows[0]!.start_after.getTime()).toBeLessThan(startAfter.getTime());
  });

  it('sends nothing for an empty batch', async () => {
    await inTransaction(async (client) => {
      expect(await statementsOf(() => jobs.send([], { client }), client)).toEqual([]);
    });
  });

  it('fails the batch, committing none of it, when a queue went away', async () => {
    await inTransaction((client) => jobs.send([{ queue: 'sender-dropped', data: { n: 0 } }], { client }));
    // The queue goes away behind the sender's back (it remembers having made it).
    await db.pool.query(`delete from pgboss.job where name = 'sender-dropped'`);
    await boss.deleteQueue('sender-dropped');
    await expect(
      inTransaction((client) =>
        jobs.send(
          [
            { queue: 'sender-test', data: { n: 4 } },
            { queue: 'sender-dropped', data: { n: 5 } },
          ],
          { client },
        ),
      ),
    ).rejects.toThrow('sender-dropped');
    const { rows } = await db.pool.query(`select 1 from pgboss.job where data->>'n' in ('4', '5')`);
    expect(rows).toEqual([]);
  });
});

describe('the job queue as opened', () => {
  it('keeps a dead job four weeks for an operator’s Retry, not pg-boss’s two', async () => {
    const { rows } = await db.pool.query<{ name: string; retention_seconds: number }>(
      `select name, retention_seconds from pgboss.queue where name in ('account-email', 'account-email.dead') order by name`,
    );
    expect(rows).toEqual([
      { name: 'account-email', retention_seconds: 14 * 86_400 },
      { name: 'account-email.dead', retention_seconds: 28 * 86_400 },
    ]);
  });
});
