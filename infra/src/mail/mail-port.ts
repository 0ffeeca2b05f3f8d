/** A file sent with an e-mail: a calendar invitation, say. */
export interface MailAttachment {
  /** The name the mail client offers to save it as: "akwaaba-trip-1a2b3c4d.ics". */
  filename: string;
  /** Its MIME type, with parameters if any: "text/calendar; charset=utf-8". */
  contentType: string;
  /** Its bytes; a string is sent as UTF-8. */
  content: string | Buffer;
}

/** One e-mail: plain text for every client, simple HTML for those that show it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with it, in order; none when absent. */
  attachments?: readonly MailAttachment[] | undefined;
  /** The user action the e-mail answers: sent as the X-Akwaaba-Correlation-Id header, logged by the outbox. */
  correlationId?: string | undefined;
}

/**
 * The mail port. Two adapters: SMTP through nodemailer (SMTP_URL set) and the
 * development outbox (a Postgres table a developer reads at /dev/outbox).
 *
 * `send` is idempotent per `idempotencyKey` (say, the id of the event the e-mail
 * reports): a job that runs twice sends once. The outbox guarantees it exactly; SMTP
 * can only guarantee it up to the moment the server accepted the message, so a crash
 * right after that may send twice, with the same Message-ID, which mail servers use
 * to drop the copy.
 */
export interface Mailer {
  readonly kind: 'smtp' | 'dev-outbox';
  send(message: MailMessage, idempotencyKey: string): Promise<'sent' | 'already-sent'>;
  close(): Promise<void>;
}
