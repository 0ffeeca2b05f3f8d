import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
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

/** What `npm run admin -- ...` was asked to do. */
export type AdminRequest =
  | { command: 'help' }
  | { command: 'list' }
  | { command: 'grant' | 'revoke'; email: string; reason: string };

/**
 * Reads `npm run admin` arguments (node:util parseArgs); throws AdminUsageError with the
 * usage, or with what is wrong with `--reason`, for anything else.
 */
export function parseAdminArgs(args: readonly string[]): AdminRequest {
  let parsed: { values: { reason?: string; help?: boolean }; positionals: string[] };
  try {
    parsed = parseArgs({
      args: [...args],
      options: { reason: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') throw reasonNeeded();
    throw new AdminUsageError(ADMIN_USAGE);
  }
  const { values, positionals } = parsed;
  const [command, email, ...extra] = positionals;
  if (values.help || command === 'help') return { command: 'help' };
  if (command === 'list' && email === undefined) return { command: 'list' };
  if ((command !== 'grant' && command !== 'revoke') || !email || email.startsWith('-') || extra.length > 0)
    throw new AdminUsageError(ADMIN_USAGE);
  if (values.reason !== undefined && !values.reason.trim()) throw reasonNeeded();
  return {
    command,
    email: normalizeEmail(email),
    reason:
      values.reason?.trim() ||
      (command === 'grant' ? 'Granted with npm run admin' : 'Revoked with npm run admin'),
  };
}

const reasonNeeded = () => new AdminUsageError('--reason needs a text, e.g. --reason "Runs listings"');

/**
 * The operator's admin-role commands (`npm run admin -- ...`). Grants and revokes are
 * the same audited commands the product uses, by the product itself ('system'), with
 * the reason in the event. Returns the lines to print (the usage for help); throws
 * AdminUsageError for bad arguments and for an unknown account.
 */
export async function runAdminCommand(
  args: readonly string[],
  deps: { store: EventStore; pool: pg.Pool },
): Promise<string[]> {
  const request = parseAdminArgs(args);
  if (request.command === 'help') return [ADMIN_USAGE];
  if (request.command === 'list') {
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
  const { command, email, reason } = request;
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
