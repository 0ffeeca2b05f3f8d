import type { Migration } from '../postgres/migrations';

/**
 * Bookkeeping of uploaded files: who uploaded what, for which purpose, and
 * whether the bytes arrived and passed the checks. Like sessions, this is
 * storage state rather than a business fact, so it is a plain table; the
 * business fact (a car now shows this photo) is the event that references it.
 */
export const uploadMigrations: Migration[] = [
  {
    id: 'uploads/001-uploads',
    sql: `
      create table uploads (
        id uuid primary key,
        owner_id uuid not null,
        purpose text not null,
        token_hash text not null,
        object_key text not null unique,
        content_type text,
        size integer,
        created_at timestamptz not null default now(),
        completed_at timestamptz
      );
      create index uploads_owner on uploads (owner_id, created_at desc);
    `,
  },
  {
    // cleaned_at: the stored image has no metadata (set on arrival since this release; the
    // uploads sweep cleans the ones stored before). cleaning_failed: why it could not be.
    // referenced_at: the last time a command named the upload; with created_at it decides
    // when the sweep may remove an upload nothing shows. attached_at: when the sweep saw an
    // event name it (it is kept for good); removed_at marks one on its way out.
    id: 'uploads/002-cleaning-and-sweep',
    sql: `
      alter table uploads
        add column cleaned_at timestamptz,
        add column cleaning_failed text,
        add column referenced_at timestamptz,
        add column attached_at timestamptz,
        add column removed_at timestamptz;
      create index uploads_to_clean on uploads (created_at, id)
        where cleaned_at is null and cleaning_failed is null and completed_at is not null
          and content_type like 'image/%';
      create index uploads_unattached on uploads ((coalesce(referenced_at, created_at)))
        where attached_at is null;
    `,
  },
];
