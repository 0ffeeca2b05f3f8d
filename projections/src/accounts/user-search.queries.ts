import type { DriverVerificationStatus } from '@akwaaba/domain';
import type pg from 'pg';

/** An account as the admins' Users page lists it. */
export interface AdminUserRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  roles: string[];
  driverVerification: DriverVerificationStatus;
  suspended: boolean;
  suspensionReason: string | null;
  suspendedAt: Date | null;
  registeredAt: Date;
}

const ADMIN_USER_COLUMNS = `id, first_name as "firstName", last_name as "lastName", email, roles,
  driver_verification as "driverVerification", suspended, suspension_reason as "suspensionReason",
  suspended_at as "suspendedAt", registered_at as "registeredAt"`;

/** One account as the Users page shows it; null when the read model does not have it. */
export async function findAdminUser(pool: pg.Pool, id: string): Promise<AdminUserRow | null> {
  const { rows } = await pool.query<AdminUserRow>(`select ${ADMIN_USER_COLUMNS} from users where id = $1`, [
    id,
  ]);
  return rows[0] ?? null;
}

/**
 * Accounts whose name or e-mail contains `search` (any case; blank means every account),
 * newest first, one page of them, with how many match over all pages.
 */
export async function searchUsers(
  pool: pg.Pool,
  { search, limit, offset }: { search: string; limit: number; offset: number },
): Promise<{ users: AdminUserRow[]; total: number }> {
  const { rows } = await pool.query<AdminUserRow & { total: string }>(
    `select ${ADMIN_USER_COLUMNS}, count(*) over () as total from users
     where $1 = '' or strpos(lower(first_name || ' ' || last_name), $1) > 0 or strpos(email, $1) > 0
     order by registered_at desc, id desc limit $2 offset $3`,
    [search.trim().toLowerCase(), Math.trunc(limit), Math.trunc(offset)],
  );
  return { users: rows.map(({ total: _total, ...user }) => user), total: Number(rows[0]?.total ?? 0) };
}
