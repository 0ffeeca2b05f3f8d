import { randomUUID } from 'node:crypto';
import { DomainError, normalizeEmail, systemActor } from '@akwaaba/domain';
import type { EventStore } from '@akwaaba/infra/eventstore/port';
import type pg from 'pg';
import { runOnStore } from './account-deps';
import { changeAdminRole } from './admin-roles';

export const ADMIN_USAGE = `Usage:
  npm run admin -- grant <email> [--reason "why"]    make the account an admin
  npm run admin -- revoke <email> [--reason "why"]   take the admin role away
  npm run admin -- list                              list the admins`;

export class AdminUsageError extends Error {
  override readonly name = 'AdminUsageError';
}

/**
 * The operator's admin-role commands (`npm run admin -- ...`). Grants and revokes are
 * the same audited commands the product uses, by the product itself ('system'), with
 * the reason in the event. Returns the lines to print; throws AdminUsageError for bad
 * arguments and DomainError for an unknown account.
 */
export async function runAdminCommand(
  args: readonly string[],
  deps: { store: EventStore; pool: pg.Pool },
): Promise<string[]> {
  const [command, ...rest] = args;
  if (command === 'list') {
    const { rows } = await deps.pool
      .query<{ email: string; first_name: string; last_name: string }>(
        `select email, first_name, last_name from users where 'admin' = any(roles) order by email`,
      )
      .catch((error: { code?: string }) => {
        // 42P01: the users read model does not exist yet (the product has never run its projections here).
        if (error.code === '42P01') return { rows: [] };
        throw error;
      });
    return rows.length === 0
      ? ['No admins yet.']
      : rows.map((row) => `${row.email} (${row.first_name} ${row.last_name})`);
  }
  if (command !== 'grant' && command !== 'revoke') throw new AdminUsageError(ADMIN_USAGE);
  const { email, reason } = parseTarget(rest, command);
  const run = runOnStore(deps.store, { actor: systemActor, correlationId: randomUUID(), causationId: null });
  try {
    const { changed } = await changeAdminRole(
      { store: deps.store, run, actor: systemActor },
      { email, grant: command === 'grant', reason },
    );
    if (command === 'grant')
      return [changed ? `${email} is now an admin.` : `${email} was already an admin.`];
    return [changed ? `${email} is no longer an admin.` : `${email} was not an admin.`];
  } catch (error) {
    if (error instanceof DomainError) throw new AdminUsageError(error.message);
    throw error;
  }
}

function parseTarget(rest: readonly string[], command: 'grant' | 'revoke') {
  const [email, flag, reason, ...extra] = rest;
  if (!email || email.startsWith('-') || extra.length > 0 || (flag !== undefined && flag !== '--reason'))
    throw new AdminUsageError(ADMIN_USAGE);
  if (flag === '--reason' && !reason?.trim())
    throw new AdminUsageError('--reason needs a text, e.g. --reason "Runs listings"');
  return {
    email: normalizeEmail(email),
    reason:
      reason?.trim() || (command === 'grant' ? 'Granted with npm run admin' : 'Revoked with npm run admin'),
  };
}
