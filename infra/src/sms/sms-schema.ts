import type { Migration } from '../postgres/migrations';

/**
 * `dev_sms_outbox`: SMS "sent" when Hubtel is not configured, for a developer to read.
 * `sms_sends`: each send through Hubtel by idempotency key: claimed ('sending') before the
 * call, then 'sent' with Hubtel's message id and cost, or 'failed' for good with the reason.
 */
export const smsMigrations: Migration[] = [
  {
    id: 'sms/001-outbox-and-sends',
    sql: `
      create table dev_sms_outbox (
        id bigserial primary key,
        idempotency_key text not null unique,
        to_number text not null,
        text_body text not null,
        segments integer not null,
        correlation_id text,
        created_at timestamptz not null default now()
      );
      create index dev_sms_outbox_to on dev_sms_outbox (to_number, id desc);
      create table sms_sends (
        idempotency_key text primary key,
        state text not null check (state in ('sending', 'sent', 'failed')),
        claim_id uuid not null,
        claimed_at timestamptz not null default now(),
        to_number text not null,
        segments integer not null,
        correlation_id text,
        provider_message_id text,
        cost_pesewas integer,
        error text,
        finished_at timestamptz
      );
    `,
  },
];
