import type { Migration } from '../postgres/migrations';

/**
 * `dev_outbox`: e-mails "sent" when no SMTP server is configured, for a developer to
 * read. `mail_deliveries`: which idempotency keys SMTP already delivered.
 */
export const mailMigrations: Migration[] = [
  {
    id: 'mail/001-outbox-and-deliveries',
    sql: `
      create table dev_outbox (
        id bigserial primary key,
        idempotency_key text not null unique,
        to_address text not null,
        subject text not null,
        text_body text not null,
        html_body text not null,
        sent_at timestamptz not null default now()
      );
      create index dev_outbox_to on dev_outbox (to_address, id desc);
      create table mail_deliveries (
        idempotency_key text primary key,
        sent_at timestamptz not null default now()
      );
    `,
  },
  {
    // Each file as { filename, contentType, base64 }; the e-mails kept before it have none.
    id: 'mail/002-outbox-attachments',
    sql: `alter table dev_outbox add column attachments jsonb not null default '[]'::jsonb;`,
  },
];
