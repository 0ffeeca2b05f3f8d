import { smsSegments } from '@akwaaba/domain/notifications/sms-segments';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { SmsSender } from './sms-port';

/** An SMS in the development outbox, as GET /api/dev/sms shows it. */
export interface SmsOutboxEntry {
  /** The recipient in E.164. */
  to: string;
  text: string;
  /** The parts it would be sent and billed as (smsSegments). */
  segments: number;
  correlationId: string | null;
  sentAt: string;
}

/**
 * The SMS adapter used when Hubtel is not configured: each SMS becomes a row of
 * `dev_sms_outbox` (exactly once per idempotency key) and a log line, so a developer reads
 * at /dev/sms what the product would have texted. It costs nothing and reports no delivery.
 */
export function devSmsOutbox(pool: pg.Pool, logger: Logger): SmsSender {
  return {
    kind: 'dev-outbox',
    async send(message, idempotencyKey) {
      const { segments } = smsSegments(message.text);
      const { rows } = await pool.query<{ id: string }>(
        `insert into dev_sms_outbox (idempotency_key, to_number, text_body, segments, correlation_id)
         values ($1, $2, $3, $4, $5) on conflict (idempotency_key) do nothing returning id::text`,
        [idempotencyKey, message.to, message.text, segments, message.correlationId ?? null],
      );
      if (rows[0]) {
        logger.info(
          { to: message.to, segments, correlationId: message.correlationId },
          'SMS written to the development outbox',
        );
        return { outcome: 'sent', providerMessageId: `dev-sms-${rows[0].id}`, costPesewas: null };
      }
      const { rows: earlier } = await pool.query<{ id: string }>(
        'select id::text from dev_sms_outbox where idempotency_key = $1',
        [idempotencyKey],
      );
      return { outcome: 'already-sent', providerMessageId: `dev-sms-${earlier[0]?.id}`, costPesewas: null };
    },
    async close() {},
  };
}

/** The newest SMS first; only those to `to` (E.164) when given. */
export async function readSmsOutbox(
  pool: pg.Pool,
  options: { to?: string | undefined; limit?: number } = {},
): Promise<SmsOutboxEntry[]> {
  const { rows } = await pool.query<{
    to_number: string;
    text_body: string;
    segments: number;
    correlation_id: string | null;
    created_at: Date;
  }>(
    `select to_number, text_body, segments, correlation_id, created_at from dev_sms_outbox
     where $1::text is null or to_number = $1 order by id desc limit $2`,
    [options.to ?? null, options.limit ?? 50],
  );
  return rows.map((row) => ({
    to: row.to_number,
    text: row.text_body,
    segments: row.segments,
    correlationId: row.correlation_id,
    sentAt: row.created_at.toISOString(),
  }));
}
