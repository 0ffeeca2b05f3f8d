import { createHash } from 'node:crypto';
import nodemailer from 'nodemailer';
import type pg from 'pg';
import type { Mailer, MailMessage } from './mail-port';

/**
 * Sends through an SMTP server (SMTP_URL, e.g. smtp://mailpit:1025 or
 * smtps://user:pass@smtp.example.com). A delivery is recorded after the server
 * accepts it, so a retried job does not send again.
 */
export function smtpMailer(options: { smtpUrl: string; from: string; pool: pg.Pool }): Mailer {
  const transport = nodemailer.createTransport(options.smtpUrl);
  const domain = new URL(options.smtpUrl).hostname || 'akwaaba-drive';
  return {
    kind: 'smtp',
    async send(message: MailMessage, idempotencyKey: string) {
      const { rowCount } = await options.pool.query(
        'select 1 from mail_deliveries where idempotency_key = $1',
        [idempotencyKey],
      );
      if (rowCount) return 'already-sent';
      const id = createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 32);
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: [...(message.attachments ?? [])],
        messageId: `<${id}@${domain}>`,
        ...(message.correlationId ? { headers: { 'X-Akwaaba-Correlation-Id': message.correlationId } } : {}),
      });
      await options.pool.query(
        'insert into mail_deliveries (idempotency_key) values ($1) on conflict do nothing',
        [idempotencyKey],
      );
      return 'sent';
    },
    async close() {
      transport.close();
    },
  };
}
