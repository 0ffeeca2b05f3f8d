import { readFile } from 'node:fs/promises';
import { ACCOUNT_EMAIL_QUEUE } from '@akwaaba/domain/accounts/accounts.jobs';
import { NOTIFICATION_EMAIL_QUEUE } from '@akwaaba/domain/notifications/notifications.jobs';
import type { PgBoss } from 'pg-boss';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import { openJobQueue } from './job-queue';
import { SET_ASIDE_SCHEMA } from './pg-boss-10-jobs';

const DEAD = `${ACCOUNT_EMAIL_QUEUE}.dead`;
const later = new Date(Date.now() + 60 * 60_000);

let db: TestDatabase;
const opened: PgBoss[] = [];

/**
 * A database the release before pg-boss 12 left: pg-boss 10's schema (its own construction
 * plan) with queues made by its create_queue, a job waiting until later, a failed one with its
 * dead copy, one active when the process stopped and a notification e-mail held per user.
 */
async function madeByPgBoss10(): Promise<void> {
  await db.pool.query(
    await readFile(new URL('../../../test/reference/pg-boss-10-schema.sql', import.meta.url), 'utf8'),
  );
  await db.pool.query(`select pgboss.create_queue($1, '{"policy":"standard"}')`, [DEAD]);
  await db.pool.query(
    `select pgboss.create_queue($1, json_build_object('policy', 'standard', 'retryLimit', 4, 'deadLetter', $2::text))`,
    [ACCOUNT_EMAIL_QUEUE, DEAD],
  );
  await db.pool.query(`select pgboss.create_queue($1, '{"policy":"short"}')`, [NOTIFICATION_EMAIL_QUEUE]);
  await db.pool.query(`select pgboss.create_queue('a-queue-no-longer-declared', '{"policy":"standard"}')`);
  await db.pool.query(
    `insert into pgboss.job (id, name, data, state, retry_limit, retry_count, start_after, started_on,
                             expire_in, output, dead_letter, policy, singleton_key)
     values ('00000000-0000-4000-8000-000000000001', $1, '{"to":"ama@example.com"}', 'created', 4, 0, $4, null,
             interval '1 minute', null, $2, 'standard', null),
            ('00000000-0000-4000-8000-000000000002', $1, '{"to":"kofi@example.com"}', 'failed', 4, 4, now(), now(),
             interval '1 minute', '{"message":"mail server down"}', $2, 'standard', null),
            ('00000000-0000-4000-8000-000000000003', $2, '{"to":"kofi@example.com"}', 'created', 4, 0, now(), null,
             interval '15 minutes', '{"message":"mail server down"}', null, 'standard', null),
            ('00000000-0000-4000-8000-000000000004', $1, '{"to":"yaa@example.com"}', 'active', 4, 1, now(), now(),
             interval '1 minute', null, $2, 'standard', null),
            ('00000000-0000-4000-8000-000000000005', $3, '{"userId":"u1"}', 'created', 2, 0, now(), null,
             interval '1 minute', null, null, 'short', 'u1'),
            ('00000000-0000-4000-8000-000000000006', 'a-queue-no-longer-declared', '{}', 'completed', 2, 0, now(), now(),
             interval '15 minutes', null, null, 'standard', null)`,
    [ACCOUNT_EMAIL_QUEUE, DEAD, NOTIFICATION_EMAIL_QUEUE, later],
  );
}

const open = async () => {
  const boss = await openJobQueue({
    connectionString: db.url,
    logger: pino({ level: 'silent' }),
    supervise: false,
  });
  opened.push(boss);
  return boss;
};

beforeAll(async () => {
  db = await createTestDatabase();
  await madeByPgBoss10();
});
afterAll(async () => {
  for (const boss of opened) await boss.stop({ graceful: false });
  await db?.drop();
});

describe('the job queue of a database pg-boss 10 made', () => {
  it('keeps every job, in its state, when three roles start on it at once', async () => {
    await Promise.all([open(), open(), open()]);
    const { rows } = await db.pool.query<{
      id: string;
      name: string;
      state: string;
      retry_count: number;
      start_after: Date;
      expire_seconds: number;
      data: object;
      singleton_key: string | null;
    }>(
      `select id, name, state::text, retry_count, start_after, expire_seconds, data, singleton_key
         from pgboss.job where id::text like '00000000-%' order by id`,
    );
    expect(rows.map((r) => [r.name, r.state, r.retry_count])).toEqual([
      [ACCOUNT_EMAIL_QUEUE, 'created', 0],
      [ACCOUNT_EMAIL_QUEUE, 'failed', 4],
      [DEAD, 'created', 0],
      [ACCOUNT_EMAIL_QUEUE, 'active', 1],
      [NOTIFICATION_EMAIL_QUEUE, 'created', 0],
      ['a-queue-no-longer-declared', 'completed', 0],
    ]);
    expect(rows[0]!.start_after.getTime()).toBe(later.getTime());
    expect(rows[0]!.data).toEqual({ to: 'ama@example.com' });
    expect(rows[3]!.expire_seconds).toBe(60);
    expect(rows[4]!.singleton_key).toBe('u1');
    const setAside = await db.pool.query(`select 1 from pg_namespace where nspname = $1`, [SET_ASIDE_SCHEMA]);
    expect(setAside.rows).toEqual([]);
  });

  it('works the moved jobs with pg-boss 12: the waiting one runs, the per-user hold still holds', async () => {
    const boss = opened[0]!;
    const [job] = await boss.fetch<{ to: string }>(ACCOUNT_EMAIL_QUEUE, { ignoreStartAfter: true });
    expect(job?.data).toEqual({ to: 'ama@example.com' });
    await boss.complete(ACCOUNT_EMAIL_QUEUE, job!.id);
    expect((await boss.findJobs(ACCOUNT_EMAIL_QUEUE, { id: job!.id }))[0]?.state).toBe('completed');
    // The queue's short policy: a second e-mail job for the same user is not queued beside the moved one.
    expect(await boss.send(NOTIFICATION_EMAIL_QUEUE, { userId: 'u1' }, { singletonKey: 'u1' })).toBeNull();
  });

  it('opens as usual once the jobs are moved', async () => {
    await open();
    const { rows } = await db.pool.query(
      `select count(*)::int as n from pgboss.job where id::text like '00000000-%'`,
    );
    expect(rows[0].n).toBe(6);
  });
});
