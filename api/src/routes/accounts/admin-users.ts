import { isUuid, notFound, USER_MESSAGES, type UserCommand, userDecider, userStream } from '@akwaaba/domain';
import {
  type AdminUserView,
  adminUsersContract as users,
} from '@akwaaba/domain/accounts/admin-users.contract';
import { ADMIN_USERS_PAGE_SIZE } from '@akwaaba/domain/accounts/user.constants';
import { carsReadModel, usersReadModel } from '@akwaaba/projections';
import {
  type AdminUserRow,
  findAdminUser,
  searchUsers,
} from '@akwaaba/projections/accounts/user-search.queries';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addRoute } from '../add-route';

/** The account a path names; an id that is no UUID names no account. */
function userIdOf(id: string): string {
  if (!isUuid(id)) throw notFound(USER_MESSAGES.accountNotFound);
  return id;
}

const toAdminUser = ({ roles, suspendedAt, registeredAt, ...user }: AdminUserRow): AdminUserView => ({
  ...user,
  role: roles.includes('admin') ? 'admin' : 'user',
  suspendedAt: suspendedAt?.toISOString() ?? null,
  registeredAt: registeredAt.toISOString(),
});

/**
 * The admins' Users page: accounts found by name or e-mail, suspended with a reason and
 * reinstated (audited commands on the account's stream). A suspension answers once the
 * users and cars read models show it, so the account's cars have left search, and after its
 * sessions were deleted; a reactor ends its unpaid holds.
 */
export async function adminUserRoutes(app: FastifyInstance) {
  addRoute(app, users.list, async (request) => {
    const page = request.query.page ?? 1;
    const found = await searchUsers(app.deps.pool, {
      search: request.query.search ?? '',
      limit: ADMIN_USERS_PAGE_SIZE,
      offset: (page - 1) * ADMIN_USERS_PAGE_SIZE,
    });
    return { users: found.users.map(toAdminUser), total: found.total };
  });

  async function decide(
    request: FastifyRequest<{ Params: { id: string } }>,
    reply: FastifyReply,
    change: { type: 'SuspendAccount'; reason: string } | { type: 'ReinstateAccount' },
  ) {
    const userId = userIdOf(request.params.id);
    const command: UserCommand = { ...change, userId, actor: request.actor, now: new Date().toISOString() };
    await app.runCommand(request, reply, userDecider, userStream(userId), command, [
      usersReadModel,
      carsReadModel,
    ]);
    if (change.type === 'SuspendAccount') await app.sessions.revokeAllFor(userId);
    const user = await findAdminUser(app.deps.pool, userId);
    if (!user) throw notFound(USER_MESSAGES.accountNotFound);
    return toAdminUser(user);
  }

  addRoute(app, users.suspend, (request, reply) =>
    decide(request, reply, { type: 'SuspendAccount', reason: request.body.reason }),
  );
  addRoute(app, users.reinstate, (request, reply) => decide(request, reply, { type: 'ReinstateAccount' }));
}
