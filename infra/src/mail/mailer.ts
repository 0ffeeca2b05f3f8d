import type pg from 'pg';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { devOutboxMailer } from './dev-outbox';
import type { Mailer } from './mail-port';

/** The sender of every e-mail the product writes. */
export const mailFrom = (config: Pick<Config, 'publicUrl'>) =>
  `Akwaaba Drive <no-reply@${new URL(config.publicUrl).hostname}>`;

/**
 * SMTP when SMTP_URL is set, otherwise the development outbox. In production without
 * SMTP_URL e-mails still land in the outbox table (nothing is lost), but nobody can
 * read it over HTTP, so start-up warns.
 */
export async function createMailer(deps: {
  config: Pick<Config, 'smtpUrl' | 'publicUrl' | 'mode'>;
  pool: pg.Pool;
  logger: Logger;
}): Promise<Mailer> {
  const { config } = deps;
  if (config.smtpUrl) {
    const { smtpMailer } = await import('./smtp-mailer');
    return smtpMailer({ smtpUrl: config.smtpUrl, from: mailFrom(config), pool: deps.pool });
  }
  if (config.mode === 'production')
    deps.logger.warn('SMTP_URL is not set: e-mails go to the dev_outbox table and reach nobody');
  return devOutboxMailer(deps.pool, deps.logger);
}
