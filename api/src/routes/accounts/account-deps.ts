import type { AccountDeps } from '@akwaaba/application/accounts/account-deps';
import { usersReadModel } from '@akwaaba/projections';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The read model the account endpoints answer from, and wait for after a command. */
export const USERS_READ_MODEL = [usersReadModel];

/**
 * The account services' dependencies for one request: commands run as the request's
 * actor, with its correlation id, and answer only once the users read model shows
 * them (so GET /api/auth/user right after reflects the change).
 */
export function accountDepsFor(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): AccountDeps {
  return {
    store: app.deps.store,
    secrets: app.deps.secrets,
    actor: request.actor,
    run: (decider, streamName, command) =>
      app.runCommand(request, reply, decider, streamName, command, USERS_READ_MODEL),
  };
}
