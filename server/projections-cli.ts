import { ConfigError, loadConfig } from '@akwaaba/infra/config';
import { openJobQueue } from '@akwaaba/infra/jobs/job-queue';
import { jobSender } from '@akwaaba/infra/jobs/job-sender';
import { runProjectionsCli } from '@akwaaba/projections';
import { pino } from 'pino';
import { buildProjections } from './features';
import { startInfrastructure } from './infrastructure';

/**
 * `npm run projections -- status` and `npm run projections -- rebuild <name>`:
 * the operator's view of the read models, on the configured services (or on
 * the embedded ones, shared with a running `npm start`).
 */
try {
  const config = loadConfig();
  const logger = pino({ level: 'warn' });
  const infra = await startInfrastructure(config, logger);
  const boss = await openJobQueue({ connectionString: infra.databaseUrl, logger, supervise: false });
  try {
    const projections = buildProjections({ jobs: jobSender(boss) });
    process.exitCode = await runProjectionsCli(process.argv.slice(2), {
      pool: infra.pool,
      store: infra.store,
      projections,
    });
  } finally {
    await boss.stop({ graceful: false });
    await infra.stop();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exitCode = 1;
}
