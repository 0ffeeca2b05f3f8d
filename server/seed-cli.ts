import { ConfigError, loadConfig } from '@akwaaba/infra/config';
import { pino } from 'pino';
import { startInfrastructure } from './infrastructure';
import { seedDemoData } from './seed/seed';

/** `npm run seed`: appends the demo data through the product's commands (safe to run again). */
try {
  const config = loadConfig();
  const infra = await startInfrastructure(config, pino({ level: 'warn' }));
  try {
    await seedDemoData({ store: infra.store, storage: infra.storage, log: (line) => console.log(line) });
  } finally {
    await infra.stop();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exitCode = 1;
}
