import type { Migration } from '../postgres/migrations';

/**
 * `push_sends`: each push by its idempotency key (the notification as of its position in the
 * log, and the subscription), claimed ('sending', by one try's claim id) before the request, then 'sent', 'gone' (the
 * push service no longer knows the subscription) or 'refused'. A claim still 'sending' is a try
 * that failed for a reason worth retrying, or a worker that died mid-request: the retry sends.
 * `push_sweep`: the position in the log after which the sweep looks for notifications to push.
 * Kept by the workers, not rebuilt: they say what was done, not what the log holds.
 */
export const pushMigrations: Migration[] = [
  {
    id: 'push/001-sends',
    sql: `
      create table push_sends (
        idempotency_key text primary key,
        state text not null check (state in ('sending', 'sent', 'gone', 'refused')),
        claim_id uuid not null,
        user_id uuid not null,
        correlation_id text,
        http_status integer,
        claimed_at timestamptz not null default now(),
        finished_at timestamptz
      );
      create table push_sweep (
        only_row boolean primary key default true check (only_row),
        after_commit bigint not null,
        after_prepare bigint not null,
        updated_at timestamptz not null default now()
      );
    `,
  },
];
