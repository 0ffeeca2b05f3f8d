/** One SMS. */
export interface SmsMessage {
  /** The recipient in E.164: '+233244123456'. */
  to: string;
  text: string;
  /** The user action the SMS answers: kept with the send and logged (Hubtel's API carries none). */
  correlationId?: string | undefined;
}

/** What `send` did. */
export interface SmsSent {
  /** 'already-sent': an earlier call with the same idempotency key sent it; nothing was sent now. */
  outcome: 'sent' | 'already-sent';
  /** The provider's id of the message (Hubtel's `messageId`; the outbox's row for the outbox). */
  providerMessageId: string;
  /** What the provider charged, in pesewas; null when it said nothing (the outbox costs nothing). */
  costPesewas: number | null;
}

/** A sent message's delivery, as the provider last heard from the network. */
export interface SmsDelivery {
  providerMessageId: string;
  /** The provider's word for it: Hubtel's 'Delivered', 'Undeliverable', 'Pending'... */
  status: string;
  /** When the provider last updated it (ISO), when it says. */
  updatedAt: string | null;
  costPesewas: number | null;
}

/**
 * Why an SMS was not sent. `retryable`: the provider may take it later (rate limited, its
 * outage, no answer in time), so the job throws and pg-boss retries it with backoff; not
 * retryable: the same request will fail again (a bad number, bad credentials), so the job
 * records the failure and ends, as retrying would only reach the dead-letter queue later.
 */
export class SmsError extends Error {
  override readonly name = 'SmsError';
  constructor(
    message: string,
    readonly retryable: boolean,
    /** The provider's HTTP status; null for a timeout or a network error. */
    readonly httpStatus: number | null = null,
  ) {
    super(message);
  }
}

/**
 * The SMS port. Two adapters: Hubtel's SMS API (HUBTEL_CLIENT_ID and HUBTEL_CLIENT_SECRET set)
 * and the development outbox (a Postgres table a developer reads at /dev/sms).
 *
 * `send` is idempotent per `idempotencyKey` (the notification and the recipient): a job that
 * runs twice sends once. The outbox guarantees it exactly; Hubtel up to the moment it accepted
 * the message (see hubtel-sms.ts for the one window left). A send that fails throws SmsError,
 * whose `retryable` says whether to try again.
 */
export interface SmsSender {
  readonly kind: 'hubtel' | 'dev-outbox';
  send(message: SmsMessage, idempotencyKey: string): Promise<SmsSent>;
  /** The delivery of a sent message, where the provider reports it (the outbox does not). */
  status?(providerMessageId: string): Promise<SmsDelivery>;
  close(): Promise<void>;
}
