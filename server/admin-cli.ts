import {
  ADMIN_USAGE,
  AdminUsageError,
  parseAdminArgs,
  runAdminCommand,
} from '@akwaaba/application/accounts/admin-command';
import { ConfigError, loadConfig } from '@akwaaba/infra/config';
import { pino } from 'pino';
import { startInfrastructure } from './infrastructure';

/**
 * `npm run admin -- grant <email> [--reason "why"]`, `revoke <email>`, `list`: the
 * operator's way to give or take the admin role, through the same audited command
 * the product uses. Works beside a running `npm start` (it shares its embedded services).
 */
const args = process.argv.slice(2);
try {
  // Arguments first: a usage mistake needs no database.
  if (args.length === 0 || parseAdminArgs(args).command === 'help') {
    console.log(ADMIN_USAGE);
    process.exit(args.length === 0 ? 1 : 0);
  }
  const config = loadConfig();
  const infra = await startInfrastructure(config, pino({ level: 'warn' }));
  try {
    for (const line of await runAdminCommand(args, { store: infra.store, pool: infra.pool }))
      console.log(line);
  } finally {
    await infra.stop();
  }
} catch (error) {
  if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
  else if (error instanceof AdminUsageError) console.error(error.message);
  else console.error(error);
  process.exitCode = 1;
}
