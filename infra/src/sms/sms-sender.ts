import type pg from 'pg';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { devSmsOutbox } from './dev-sms-outbox';
import type { SmsSender } from './sms-port';

/**
 * Hubtel when HUBTEL_CLIENT_ID and HUBTEL_CLIENT_SECRET are set, otherwise the development
 * outbox. As with e-mail and SMTP_URL, production without them still starts: SMS land in the
 * dev_sms_outbox table (nothing is lost), but nobody can read it over HTTP, so start-up warns.
 */
export async function createSmsSender(deps: {
  config: Pick<Config, 'hubtel' | 'mode'>;
  pool: pg.Pool;
  logger: Logger;
}): Promise<SmsSender> {
  const { config } = deps;
  if (config.hubtel) {
    const { hubtelSms } = await import('./hubtel-sms');
    return hubtelSms({ hubtel: config.hubtel, pool: deps.pool });
  }
  if (config.mode === 'production')
    deps.logger.warn(
      'HUBTEL_CLIENT_ID and HUBTEL_CLIENT_SECRET are not set: SMS go to the dev_sms_outbox table and reach nobody',
    );
  return devSmsOutbox(deps.pool, deps.logger);
}
