import { driverVerificationAfter, ERASED_EMAIL, ERASED_FIRST_NAME, ERASED_LAST_NAME } from '@akwaaba/domain';
import { storedPhoneNumber } from '@akwaaba/domain/shared/phone-number';
import { userEvents } from '../event-types';
import { defineReadModel } from '../runner/read-model';
import { findAdminUser, searchUsers } from './user-search.queries';
import {
  accountWithVerifiedPhone,
  findCarOwner,
  findContact,
  listPendingDrivers,
  userNames,
} from './users.queries';

/**
 * The `users` read model: who an account is (profile, identity papers), whether
 * its address is verified, where its driver verification stands (the admins' queue
 * reads it), its roles, and whether an admin suspended it (the admins' Users page).
 * Sessions read the roles and refuse a suspended account's; car detail
 * reads the host's profile. Password hashes stay in the event stream: the
 * login command folds the user's stream, so no read model holds them.
 */
export const usersReadModel = defineReadModel({
  name: 'users',
  takes: userEvents,
  table: (t) => `
    create table ${t} (
      id uuid primary key,
      email text not null,
      first_name text not null,
      last_name text not null,
      phone_number text,
      phone_sharing text not null default 'signed-in',
      phone_verified_number text,
      phone_verified_at timestamptz,
      bio text,
      profile_image_url text,
      driver_license_number text,
      driver_license_document text,
      national_id_number text,
      national_id_document text,
      driver_verification text not null default 'none',
      driver_verification_note text,
      driver_verification_submitted_at timestamptz,
      email_verified boolean not null default false,
      roles text[] not null default '{user}',
      suspended boolean not null default false,
      suspension_reason text,
      suspended_at timestamptz,
      registered_at timestamptz not null,
      updated_at timestamptz not null
    );
    comment on column ${t}.phone_number is 'E.164, or as typed when not a valid number (ADR 0034)';
    comment on column ${t}.phone_verified_number is 'E.164: the number proved by an SMS code; verified while it is phone_number (ADR 0041)';
    create index ${t}_email on ${t} (email);
    create index ${t}_verified_phone on ${t} (phone_verified_number) where phone_verified_number is not null;
    create index ${t}_newest on ${t} (registered_at desc, id desc);
    create index ${t}_pending_drivers on ${t} (driver_verification_submitted_at, id)
      where driver_verification = 'pending';
  `,

  async apply(events, { client, table }) {
    const users = table('users');
    for (const event of events) {
      const at = event.metadata.timestamp;
      const { userId } = event.data;
      switch (event.type) {
        case 'UserRegistered':
          await client.query(
            `insert into ${users} (id, email, first_name, last_name, registered_at, updated_at)
             values ($1, $2, $3, $4, $5, $5) on conflict (id) do nothing`,
            [userId, event.data.email, event.data.firstName, event.data.lastName, at],
          );
          break;
        case 'UserEmailVerified':
          await client.query(`update ${users} set email_verified = true, updated_at = $2 where id = $1`, [
            userId,
            at,
          ]);
          break;
        case 'UserPhoneVerified':
          await client.query(
            `update ${users} set phone_number = $2, phone_verified_number = $2, phone_verified_at = $3,
               updated_at = $3 where id = $1`,
            [userId, event.data.phoneNumber, event.data.verifiedAt],
          );
          break;
        case 'UserProfileUpdated': {
          const c = event.data.changes;
          await client.query(
            `update ${users} set
               first_name = coalesce($2, first_name),
               last_name = coalesce($3, last_name),
               phone_number = case when $4::boolean then $5 else phone_number end,
               bio = case when $6::boolean then $7 else bio end,
               profile_image_url = case when $8::boolean then $9 else profile_image_url end,
               updated_at = $10,
               phone_sharing = coalesce($11, phone_sharing)
             where id = $1`,
            [
              userId,
              c.firstName ?? null,
              c.lastName ?? null,
              'phoneNumber' in c,
              // Numbers recorded before ADR 0034 read as typed: the row keeps them in E.164.
              storedPhoneNumber(c.phoneNumber),
              'bio' in c,
              c.bio ?? null,
              'profileImageUrl' in c,
              c.profileImageUrl ?? null,
              at,
              c.phoneSharing ?? null,
            ],
          );
          break;
        }
        case 'UserIdentityDocumentsUpdated': {
          // The event's own time stamps the submission, so a rebuild orders the queue the same way.
          const { status } = driverVerificationAfter(event.data);
          await client.query(
            `update ${users} set driver_license_number = $2, driver_license_document = $3,
               national_id_number = $4, national_id_document = $5, driver_verification = $7,
               driver_verification_note = null,
               driver_verification_submitted_at = case when $7 = 'pending' then $6::timestamptz end,
               updated_at = $6
             where id = $1`,
            [
              userId,
              event.data.driverLicenseNumber,
              event.data.driverLicenseDocument,
              event.data.nationalIdNumber,
              event.data.nationalIdDocument,
              at,
              status,
            ],
          );
          break;
        }
        case 'UserDriverApproved':
          await client.query(
            `update ${users} set driver_verification = 'approved', driver_verification_note = null,
               updated_at = $2 where id = $1`,
            [userId, at],
          );
          break;
        case 'UserDriverRejected':
          await client.query(
            `update ${users} set driver_verification = 'rejected', driver_verification_note = $2,
               updated_at = $3 where id = $1`,
            [userId, event.data.note, at],
          );
          break;
        case 'UserAdminRoleGranted':
          await client.query(
            `update ${users} set roles = array_append(array_remove(roles, 'admin'), 'admin'), updated_at = $2 where id = $1`,
            [userId, at],
          );
          break;
        case 'UserAdminRoleRevoked':
          await client.query(
            `update ${users} set roles = array_remove(roles, 'admin'), updated_at = $2 where id = $1`,
            [userId, at],
          );
          break;
        case 'UserAccountSuspended':
          await client.query(
            `update ${users} set suspended = true, suspension_reason = $2, suspended_at = $3, updated_at = $4
             where id = $1`,
            [userId, event.data.reason, event.data.suspendedAt, at],
          );
          break;
        case 'UserAccountReinstated':
          await client.query(
            `update ${users} set suspended = false, suspension_reason = null, suspended_at = null,
               updated_at = $2 where id = $1`,
            [userId, at],
          );
          break;
        case 'UserAccountClosed':
          // What its events now read as (personal-data.ts): "Deleted user", and nothing to reach them by.
          await client.query(
            `update ${users} set email = $2, first_name = $3, last_name = $4, phone_number = null, phone_verified_number = null, phone_verified_at = null, bio = null,
               profile_image_url = null, driver_license_number = null, driver_license_document = null,
               national_id_number = null, national_id_document = null, driver_verification = 'none',
               driver_verification_note = null, driver_verification_submitted_at = null, updated_at = $5
             where id = $1`,
            [userId, ERASED_EMAIL, ERASED_FIRST_NAME, ERASED_LAST_NAME, at],
          );
          break;
      }
    }
  },
  queries: {
    findCarOwner,
    findContact,
    userNames,
    listPendingDrivers,
    searchUsers,
    findAdminUser,
    accountWithVerifiedPhone,
  },
});
