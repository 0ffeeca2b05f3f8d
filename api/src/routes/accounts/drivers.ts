import { isUuid, notFound, USER_MESSAGES, type UserCommand, userDecider, userStream } from '@akwaaba/domain';
import { IDENTITY_DOCUMENT_FIELDS } from '@akwaaba/domain/accounts/accounts.contract';
import {
  driverDocumentLink,
  adminDriversContract as drivers,
} from '@akwaaba/domain/accounts/drivers.contract';
import { findUserAccount, listPendingDrivers, unpaidHoldsOf } from '@akwaaba/projections';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addRoute } from '../add-route';
import { USERS_READ_MODEL } from './account-deps';

/** A signed document link is only a hop: the browser follows it at once. */
const DOCUMENT_LINK_SECONDS = 300;

/** The account a path names; an id that is no UUID names no account. */
function userIdOf(id: string): string {
  if (!isUuid(id)) throw notFound(USER_MESSAGES.accountNotFound);
  return id;
}

/**
 * The admin dashboard's Drivers queue: renters whose licence and ID wait for review, each
 * document opened through a short-lived signed link, and the verdicts (audited commands on
 * the renter's account stream; the decider refuses a second verdict and one's own documents).
 */
export async function driverRoutes(app: FastifyInstance) {
  addRoute(app, drivers.pending, async () => {
    const pending = await listPendingDrivers(app.deps.pool);
    const holds = await unpaidHoldsOf(
      app.deps.pool,
      pending.map((driver) => driver.id),
    );
    return pending.map(({ driverLicenseDocument: _l, nationalIdDocument: _n, submittedAt, ...driver }) => ({
      ...driver,
      submittedAt: submittedAt.toISOString(),
      holds: holds
        .filter((hold) => hold.renterId === driver.id)
        .map(({ renterId: _r, holdExpiresAt, ...hold }) => ({
          ...hold,
          holdExpiresAt: holdExpiresAt.toISOString(),
        })),
      documentLinks: {
        driverLicense: driverDocumentLink(driver.id, 'driver-license'),
        nationalId: driverDocumentLink(driver.id, 'national-id'),
      },
    }));
  });

  /** Approving and rejecting both record the admin's verdict, then answer where the renter now stands. */
  async function decide(
    request: FastifyRequest<{ Params: { id: string } }>,
    reply: FastifyReply,
    verdict: { type: 'ApproveDriver' } | { type: 'RejectDriver'; note: string },
  ) {
    const userId = userIdOf(request.params.id);
    const command: UserCommand = { ...verdict, userId, actor: request.actor, now: new Date().toISOString() };
    await app.runCommand(request, reply, userDecider, userStream(userId), command, USERS_READ_MODEL);
    const user = await findUserAccount(app.deps.pool, userId);
    if (!user) throw notFound(USER_MESSAGES.accountNotFound);
    const { driverVerification, driverVerificationNote } = user;
    return { id: userId, driverVerification, driverVerificationNote };
  }

  addRoute(app, drivers.approve, (request, reply) => decide(request, reply, { type: 'ApproveDriver' }));
  addRoute(app, drivers.reject, (request, reply) =>
    decide(request, reply, { type: 'RejectDriver', note: request.body.note }),
  );

  addRoute(app, drivers.document, async (request, reply) => {
    const user = await findUserAccount(app.deps.pool, userIdOf(request.params.id));
    if (!user) throw notFound(USER_MESSAGES.accountNotFound);
    const path = user[IDENTITY_DOCUMENT_FIELDS[request.params.kind]];
    if (!path) throw notFound('No document uploaded yet');
    return reply.redirect(app.uploads.signedLink(path, DOCUMENT_LINK_SECONDS));
  });
}
