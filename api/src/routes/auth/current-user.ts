import { type DriverVerificationStatus, unauthenticated } from '@akwaaba/domain';
import { accountsContract, type CurrentUserView } from '@akwaaba/domain/user/accounts.contract';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { addRoute } from '../add-route';

/** The signed-in user as GET /api/auth/user answers it (the accounts contract). */
export type CurrentUser = CurrentUserView;

interface UserRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  phone_number: string | null;
  bio: string | null;
  profile_image_url: string | null;
  driver_license_number: string | null;
  driver_license_document: string | null;
  national_id_number: string | null;
  national_id_document: string | null;
  driver_verification: DriverVerificationStatus;
  driver_verification_note: string | null;
  email_verified: boolean;
  roles: string[];
  registered_at: Date;
}

/** One account from the users read model, or null. */
export async function findCurrentUser(pool: pg.Pool, userId: string): Promise<CurrentUser | null> {
  const { rows } = await pool.query<UserRow>('select * from users where id = $1', [userId]);
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    phoneNumber: row.phone_number,
    bio: row.bio,
    profileImageUrl: row.profile_image_url,
    driverLicenseNumber: row.driver_license_number,
    driverLicenseDocument: row.driver_license_document,
    nationalIdNumber: row.national_id_number,
    nationalIdDocument: row.national_id_document,
    identityVerified: row.driver_verification === 'approved',
    driverVerification: row.driver_verification,
    driverVerificationNote: row.driver_verification_note,
    emailVerified: row.email_verified,
    roles: row.roles,
    isAdmin: row.roles.includes('admin'),
    createdAt: row.registered_at.toISOString(),
  };
}

/** The signed-in user, or a 401 'You need to log in first.' */
export async function requireCurrentUser(app: FastifyInstance, userId: string | null): Promise<CurrentUser> {
  const user = userId ? await findCurrentUser(app.deps.pool, userId) : null;
  if (!user) throw unauthenticated();
  return user;
}

export async function currentUserRoutes(app: FastifyInstance) {
  addRoute(app, accountsContract.currentUser, async (request) =>
    requireCurrentUser(app, request.actor.userId),
  );
}
