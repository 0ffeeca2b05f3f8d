import PgBoss from 'pg-boss';
import type { Logger } from 'pino';

/** The pg-boss schema inside the application database. */
const SCHEMA = 'pgboss';

/**
 * Opens the job queue. Workers processes supervise it (maintenance, schedules);
 * other processes (reactors in the projections role) only send, through the
 * caller's transaction, so a job is scheduled exactly once per event.
 */
export async function openJobQueue(options: {
  connectionString: string;
  logger: Logger;
  supervise: boolean;
}): Promise<PgBoss> {
  const boss = new PgBoss({
    connectionString: options.connectionString,
    schema: SCHEMA,
    max: 5,
    supervise: options.supervise,
    schedule: options.supervise,
    migrate: true,
  });
  boss.on('error', (error) => options.logger.error({ err: error, component: 'pg-boss' }, 'job queue error'));
  await boss.start();
  return boss;
}
