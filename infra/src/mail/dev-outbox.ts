import type pg from 'pg';
import type { Logger } from 'pino';
import type { Mailer, MailMessage } from './mail-port';

/** An e-mail in the development outbox, as GET /api/dev/outbox shows it. */
export interface OutboxEntry {
  to: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
}

/**
 * The mail adapter used when SMTP_URL is not set: each e-mail becomes a row of
 * `dev_outbox` (exactly once per idempotency key) and a log line, so a developer can
 * sign up and read the code without a mail server.
 */
export function devOutboxMailer(pool: pg.Pool, logger: Logger): Mailer {
  return {
    kind: 'dev-outbox',
    async send(message: MailMessage, idempotencyKey: string) {
      const { rowCount } = await pool.query(
        `insert into dev_outbox (idempotency_key, to_address, subject, text_body, html_body)
         values ($1, $2, $3, $4, $5) on conflict (idempotency_key) do nothing`,
        [idempotencyKey, message.to, message.subject, message.text, message.html],
      );
      if (!rowCount) return 'already-sent';
      logger.info(
        { to: message.to, subject: message.subject, correlationId: message.correlationId },
        'e-mail written to the development outbox',
      );
      return 'sent';
    },
    async close() {},
  };
}

/** The newest e-mails first; only those to `to` (any case) when given. */
export async function readOutbox(
  pool: pg.Pool,
  options: { to?: string | undefined; limit?: number } = {},
): Promise<OutboxEntry[]> {
  const { rows } = await pool.query<{
    to_address: string;
    subject: string;
    text_body: string;
    html_body: string;
    sent_at: Date;
  }>(
    `select to_address, subject, text_body, html_body, sent_at from dev_outbox
     where $1::text is null or lower(to_address) = lower($1) order by id desc limit $2`,
    [options.to ?? null, options.limit ?? 50],
  );
  return rows.map((row) => ({
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    sentAt: row.sent_at.toISOString(),
  }));
}
