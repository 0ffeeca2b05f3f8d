import * as v from 'valibot';
import { byId, defineContract } from '../shared/contract';
import { pageQuery, withoutControlCharacters } from '../shared/form-schemas';
import { DRIVER_VERIFICATION_STATUSES } from './driver-verification';
import { ADMIN_USERS_PAGE_SIZE } from './user.constants';
import { suspendAccountSchema } from './user.schemas';

/** One account on the admins' Users page: who it is, its role, its driver verification, its standing. */
export const adminUserView = v.object({
  id: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  role: v.picklist(['user', 'admin']),
  driverVerification: v.picklist(DRIVER_VERIFICATION_STATUSES),
  suspended: v.boolean(),
  suspensionReason: v.nullable(v.string()),
  suspendedAt: v.nullable(v.string()),
  registeredAt: v.string(),
});
export type AdminUserView = v.InferOutput<typeof adminUserView>;

/** A page of accounts, with how many match the search over all pages. */
export const adminUsersPageView = v.object({ users: v.array(adminUserView), total: v.number() });
export type AdminUsersPageView = v.InferOutput<typeof adminUsersPageView>;

/** The admins' Users page: find an account by name or e-mail, suspend it with a reason, reinstate it. */
export const adminUsersContract = defineContract('admin-users', {
  list: {
    summary: `Accounts, newest first, ${ADMIN_USERS_PAGE_SIZE} a page; search by name or e-mail`,
    access: 'admin',
    method: 'GET',
    path: '/api/admin/users',
    query: v.object({
      search: v.optional(
        v.pipe(
          v.string(),
          v.maxLength(200, 'search must be at most 200 characters'),
          withoutControlCharacters('search'),
        ),
      ),
      page: pageQuery,
    }),
    response: adminUsersPageView,
  },
  suspend: {
    summary:
      'Suspend an account, saying why: its sessions end, its listings leave search, its unpaid holds end',
    access: 'admin',
    method: 'POST',
    path: '/api/admin/users/:id/suspend',
    params: byId,
    body: suspendAccountSchema,
    response: adminUserView,
  },
  reinstate: {
    summary: "Lift an account's suspension: it may sign in again and its listings return",
    access: 'admin',
    method: 'POST',
    path: '/api/admin/users/:id/reinstate',
    params: byId,
    response: adminUserView,
  },
});
