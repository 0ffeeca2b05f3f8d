import { rateLimitMigrations } from '@akwaaba/api/plugins/rate-limit';
import { eventStoreMigrations } from '@akwaaba/infra/eventstore/postgres/schema';
import { mailMigrations } from '@akwaaba/infra/mail/mail-schema';
import { simulatorMigrations } from '@akwaaba/infra/payments/simulator/simulator-transactions';
import { type Migration, migrate } from '@akwaaba/infra/postgres/migrations';
import { personalDataKeyMigrations } from '@akwaaba/infra/privacy/personal-data-keys';
import { pushMigrations } from '@akwaaba/infra/push/push-schema';
import { sessionMigrations } from '@akwaaba/infra/sessions/session-store';
import { smsMigrations } from '@akwaaba/infra/sms/sms-schema';
import { uploadMigrations } from '@akwaaba/infra/uploads/uploads.migrations';
import { projectionRunnerMigrations } from '@akwaaba/projections/runner/schema';
import { notificationEmailMigrations } from '@akwaaba/workers/notifications/notification-email-cursors';
import { notificationSmsMigrations } from '@akwaaba/workers/notifications/notification-sms-sweep';
import type pg from 'pg';

/**
 * Every table the product keeps in Postgres besides the job queue's (pg-boss keeps its
 * own), in the order they are created. Read models are the projections' own: each
 * builds its tables when its runner starts, so a replay can build new ones.
 */
export const databaseMigrations: readonly Migration[] = [
  ...eventStoreMigrations,
  ...projectionRunnerMigrations,
  ...sessionMigrations,
  ...rateLimitMigrations,
  ...uploadMigrations,
  ...mailMigrations,
  ...simulatorMigrations,
  ...notificationEmailMigrations,
  ...personalDataKeyMigrations,
  ...smsMigrations,
  ...notificationSmsMigrations,
  ...pushMigrations,
];

/**
 * Brings the database up to date: run once before any role (API, workers, projections)
 * starts, by the composition root and by the test harnesses. Idempotent, and safe when
 * several processes start at once (see migrate).
 */
export const migrateDatabase = (pool: pg.Pool): Promise<void> => migrate(pool, databaseMigrations);
