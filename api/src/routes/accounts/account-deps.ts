import { setTimeout as sleep } from 'node:timers/promises';
import { type AccountDeps, runOnStore } from '@akwaaba/application/accounts/account-deps';
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

/**
 * The account services' dependencies for a request answered alike whether or not its
 * address has an account (sign-up, resend of a code, forgot-password): commands run
 * straight on the store. Nothing is read back, and waiting for the read model would
 * take longer for an account than for none.
 */
export function anyAddressDepsFor(app: FastifyInstance, request: FastifyRequest): AccountDeps {
  const { store, secrets } = app.deps;
  const { actor } = request;
  return {
    store,
    secrets,
    actor,
    run: runOnStore(store, { actor, correlationId: request.id, causationId: request.id }),
  };
}

/**
 * A request that does a few ms more work for an account than for none (a resend of a
 * code, forgot-password, a code that does not verify) answers no sooner than this, so the time taken does not tell
 * either. A sign-up needs no floor: it hashes the password on every path, which takes
 * far longer than that difference.
 */
export const ANY_ADDRESS_MIN_RESPONSE_MS = 250;

/** Runs `work` and answers (or fails) no sooner than ANY_ADDRESS_MIN_RESPONSE_MS after it started. */
export async function noSoonerThanTheFloor<Result>(work: () => Promise<Result>): Promise<Result> {
  const floor = sleep(ANY_ADDRESS_MIN_RESPONSE_MS);
  try {
    return await work();
  } finally {
    await floor;
  }
}
