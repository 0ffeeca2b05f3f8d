import type pg from 'pg';
import type { Logger } from 'pino';
import type { Mailer, MailMessage } from './mail-port';

/** A file of an e-mail in the outbox, as listed: what it is, not its bytes. */
export interface OutboxAttachmentEntry {
  filename: string;
  contentType: string;
  /** Its size in bytes. */
  size: number;
}

/** An e-mail in the development outbox, as GET /api/dev/outbox shows it. */
export interface OutboxEntry {
  /** The outbox row's id: its files are fetched by it and their place in `attachments`. */
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: OutboxAttachmentEntry[];
  sentAt: string;
}

/** A file as the outbox keeps it, in the row's `attachments` (jsonb): its bytes in base64. */
interface StoredAttachment {
  filename: string;
  contentType: string;
  base64: string;
}

const stored = (message: MailMessage): StoredAttachment[] =>
  (message.attachments ?? []).map(({ filename, contentType, content }) => ({
    filename,
    contentType,
    base64: Buffer.from(content).toString('base64'),
  }));

/**
 * The mail adapter used when SMTP_URL is not set: each e-mail becomes a row of
 * `dev_outbox` (exactly once per idempotency key), its files with it, and a log line, so a
 * developer can sign up and read the code without a mail server.
 */
export function devOutboxMailer(pool: pg.Pool, logger: Logger): Mailer {
  return {
    kind: 'dev-outbox',
    async send(message: MailMessage, idempotencyKey: string) {
      const { rowCount } = await pool.query(
        `insert into dev_outbox (idempotency_key, to_address, subject, text_body, html_body, attachments)
         values ($1, $2, $3, $4, $5, $6::jsonb) on conflict (idempotency_key) do nothing`,
        [
          idempotencyKey,
          message.to,
          message.subject,
          message.text,
          message.html,
          JSON.stringify(stored(message)),
        ],
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
    id: string;
    to_address: string;
    subject: string;
    text_body: string;
    html_body: string;
    attachments: StoredAttachment[];
    sent_at: Date;
  }>(
    `select id::text, to_address, subject, text_body, html_body, attachments, sent_at from dev_outbox
     where $1::text is null or lower(to_address) = lower($1) order by id desc limit $2`,
    [options.to ?? null, options.limit ?? 50],
  );
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    attachments: row.attachments.map(({ filename, contentType, base64 }) => ({
      filename,
      contentType,
      size: Buffer.byteLength(base64, 'base64'),
    })),
    sentAt: row.sent_at.toISOString(),
  }));
}

/** The file at `index` (from 0) of the outbox e-mail `id`, or null when there is none. */
export async function readOutboxAttachment(
  pool: pg.Pool,
  id: string,
  index: number,
): Promise<{ filename: string; contentType: string; content: Buffer } | null> {
  if (!/^[0-9]{1,18}$/.test(id) || !Number.isSafeInteger(index) || index < 0) return null;
  const { rows } = await pool.query<{ attachment: StoredAttachment | null }>(
    'select attachments -> $2::int as attachment from dev_outbox where id = $1::bigint',
    [id, index],
  );
  const attachment = rows[0]?.attachment;
  if (!attachment) return null;
  const { filename, contentType, base64 } = attachment;
  return { filename, contentType, content: Buffer.from(base64, 'base64') };
}
