import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '@akwaaba/api/app';
import { loadPublicPageRenderer } from '@akwaaba/api/plugins/server-render';
import { bootstrapConfiguredAdminsOnStore } from '@akwaaba/application/accounts/admin-roles';
import { type Config, ConfigError, loadConfig } from '@akwaaba/infra/config';
import { openJobQueue } from '@akwaaba/infra/jobs/job-queue';
import { jobSender } from '@akwaaba/infra/jobs/job-sender';
import { createLogger } from '@akwaaba/infra/logging';
import { loadAppSecrets } from '@akwaaba/infra/secrets/app-secret';
import { startProjectionRunners } from '@akwaaba/projections';
import { startWorkers } from '@akwaaba/workers';
import { dataFolderProblem } from './data-folder';
import { allWorkers, buildProjections, features } from './features';
import { startHealthServer } from './health-server';
import { startInfrastructure } from './infrastructure';
import { readModelTablesBuilt } from './read-model-tables';
import { demoAccountsBanner } from './seed/demo-accounts';
import { seedDemoData } from './seed/seed';

/**
 * Starts Akwaaba Drive: the roles named in ROLES (api, projections, workers;
 * all three by default) on the configured services, or on embedded ones.
 * Ctrl-C stops everything cleanly: in-flight requests finish, runners release
 * their locks, embedded services shut down.
 */
/** DATA_DIR as configured, for the start failure's message. */
let dataDir: string | null = null;

async function main() {
  let config: Config;
  try {
    config = loadConfig();
    dataDir = config.dataDir;
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger({ level: config.logLevel, base: { roles: config.roles.join(',') } });
  const stops: (() => Promise<unknown>)[] = [];
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) {
      console.log('\nForced stop.');
      process.exit(130);
    }
    stopping = true;
    console.log(`\n${signal}: stopping Akwaaba Drive...`);
    for (const stop of stops.reverse()) await stop().catch((err) => logger.error({ err }, 'stop failed'));
    console.log('Stopped.');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  // Each step of the start, timed in the log: what an operator looks at when a start is slow.
  let stepStarted = performance.now();
  const stepDone = (step: string) => {
    const now = performance.now();
    logger.info({ ms: Math.round(now - stepStarted) }, `start-up: ${step}`);
    stepStarted = now;
  };

  const secrets = loadAppSecrets(config);
  const infra = await startInfrastructure(config, logger);
  stepDone('database, migrations and object storage');
  stops.push(infra.stop);

  // The job queue lives in the application database. Workers supervise it; reactors
  // (in the projections role) only send through their own transactions.
  const boss = await openJobQueue({
    connectionString: infra.databaseUrl,
    logger,
    supervise: config.roles.includes('workers'),
  });
  stops.push(() => boss.stop({ graceful: true, timeout: 20_000 }));
  stepDone('job queue');

  if (config.roles.includes('projections')) {
    const projections = buildProjections({ jobs: jobSender(boss) });
    // After a deploy that changed a read model, rebuild it blue-green before serving on.
    const runners = startProjectionRunners({
      pool: infra.pool,
      store: infra.store,
      projections,
      logger,
      rebuildOnDefinitionChange: true,
    });
    stops.push(() => runners.stop());
  }

  if (config.roles.includes('workers')) {
    await startWorkers(
      {
        boss,
        pool: infra.pool,
        store: infra.store,
        storage: infra.storage,
        secrets,
        config,
        logger,
      },
      allWorkers,
    );
    stepDone('workers');
  }

  if (config.roles.includes('api')) {
    if (config.seedOnEmptyStore && (await infra.store.headPosition()) === null) {
      await seedDemoData({ store: infra.store, storage: infra.storage, log: (line) => console.log(line) });
      stepDone('demo data');
    }
    for (const email of await bootstrapConfiguredAdminsOnStore(infra.store, config.adminEmails))
      console.log(`${email} is now an admin (ADMIN_EMAILS).`);
    const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    const webDir = path.join(dist, 'web');
    const renderer = await loadPublicPageRenderer(path.join(dist, 'web-ssr/entry-server.js'));
    stepDone('public page renderer');
    const projections = buildProjections({ jobs: jobSender(boss) });
    // The browser tests turn the answer check on (api/src/plugins/answer-check.ts): too slow for production.
    const checkAnswers = process.env.CHECK_ANSWERS === '1' && config.mode !== 'production';
    const app = await buildApp({
      ...infra,
      features,
      secrets,
      config,
      logger,
      webDir,
      renderer,
      projections,
      checkAnswers,
    });
    // On a fresh database the runners (here or in another process) are making the read models' tables.
    stepDone('API');
    if (!(await readModelTablesBuilt(infra.pool, projections, 30_000)))
      logger.warn('some read model tables do not exist yet: is a projections role running?');
    stepDone('read model tables');
    await app.listen({ host: config.host, port: config.port });
    stops.push(() => app.close());
    const demoAccounts = config.mode === 'development' ? await demoAccountsBanner(infra.store) : [];
    console.log(banner(config, infra.embedded, demoAccounts));
  } else {
    stops.push(await startHealthServer({ host: config.host, port: config.port }));
    console.log(
      `Akwaaba Drive running roles: ${config.roles.join(', ')} (health at :${config.port}/healthz)`,
    );
  }
}

function banner(config: Config, embedded: string[], demoAccounts: string[] = []) {
  const lines = [
    '',
    `  Akwaaba Drive is running at ${config.publicUrl}`,
    `  Roles: ${config.roles.join(', ')}   Mode: ${config.mode}`,
    ...(embedded.length ? ['  Embedded:', ...embedded.map((e) => `    - ${e}`)] : []),
    ...demoAccounts,
    '  Press Ctrl-C to stop.',
    '',
  ];
  return lines.join('\n');
}

main().catch((error) => {
  // A read-only or full data folder: one line that names it, not a child's output.
  const problem = dataDir === null ? null : dataFolderProblem(error, dataDir);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  console.error(`Akwaaba Drive failed to start: ${error instanceof Error ? error.message : String(error)}`);
  if (error instanceof Error && error.cause)
    console.error(`  cause: ${String((error.cause as Error).message ?? error.cause)}`);
  process.exit(1);
});
