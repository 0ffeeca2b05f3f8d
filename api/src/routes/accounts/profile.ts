import { notFound, type UserCommand, userDecider, userStream, validationError } from '@akwaaba/domain';
import { accountsContract, IDENTITY_DOCUMENT_FIELDS } from '@akwaaba/domain/accounts/accounts.contract';
import type { UploadPurpose } from '@akwaaba/domain/uploads/upload-rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signedInUserId } from '../../plugins/access';
import { addRoute, type RouteOf } from '../add-route';
import { USERS_READ_MODEL } from './account-deps';
import { type CurrentUser, requireCurrentUser } from './current-user';

const { updateProfile, updateIdentityDocuments } = accountsContract;

/** What a change to one's account commands, less who, whose and when (the route adds them). */
type AccountChange = DistributiveOmit<
  Extract<UserCommand, { type: 'UpdateProfile' | 'UpdateIdentityDocuments' }>,
  'userId' | 'actor' | 'now'
>;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** How long a link to one's own identity document works: long enough to open it, useless if copied later. */
const DOCUMENT_LINK_SECONDS = 300;

/** Every field of these bodies is optional, and valibot's object accepts an array: refuse one here. */
async function requireJsonObject(request: FastifyRequest) {
  if (Array.isArray(request.body))
    throw validationError('Send the changes as a JSON object, for example {"firstName": "Ama"}.');
}

/**
 * Profile and ID Verification. A file a profile refers to must be the caller's own
 * upload for that purpose (a profile photo, an identity document), checked on the
 * server: someone else's file, a file uploaded for another purpose or an outside
 * address is refused with a 400 naming the field. A value left as it is needs no check.
 */
export async function profileRoutes(app: FastifyInstance) {
  async function ownedFile(
    userId: string,
    field: string,
    requested: string | null | undefined,
    current: string | null,
    purpose: UploadPurpose,
  ): Promise<string | null | undefined> {
    if (requested === undefined || requested === null || requested === current) return requested;
    const [path] = await app.uploads.requireOwnedObjects(userId, [requested], purpose, field);
    return path;
  }

  /**
   * A change the signed-in user makes to their own account: `change` turns the body into the
   * command's own fields (checking its files against the account as it is), and the answer is
   * the account as the next request sees it.
   */
  function addAccountChange<Op extends typeof updateProfile | typeof updateIdentityDocuments>(
    operation: Op,
    change: (
      body: FastifyRequest<RouteOf<Op>>['body'],
      userId: string,
      current: CurrentUser,
    ) => Promise<AccountChange>,
  ) {
    addRoute(
      app,
      operation,
      { preValidation: requireJsonObject },
      async (request, reply): Promise<CurrentUser> => {
        const userId = signedInUserId(request);
        const fields = await change(request.body, userId, await requireCurrentUser(app, userId));
        const command = { ...fields, userId, actor: request.actor, now: new Date().toISOString() };
        await app.runCommand(request, reply, userDecider, userStream(userId), command, USERS_READ_MODEL);
        return requireCurrentUser(app, userId);
      },
    );
  }

  addAccountChange(updateProfile, async (body, userId, current) => {
    const changes = { ...body };
    if ('profileImageUrl' in changes)
      changes.profileImageUrl = await ownedFile(
        userId,
        'profileImageUrl',
        changes.profileImageUrl,
        current.profileImageUrl,
        'profile-photo',
      );
    return { type: 'UpdateProfile', changes };
  });

  addAccountChange(updateIdentityDocuments, async (body, userId, current) => {
    const documents = { ...body };
    for (const field of ['driverLicenseDocument', 'nationalIdDocument'] as const) {
      if (field in documents)
        documents[field] = await ownedFile(
          userId,
          field,
          documents[field],
          current[field],
          'identity-document',
        );
    }
    return { type: 'UpdateIdentityDocuments', documents };
  });

  // Identity documents are private: their owner opens them through a fresh short-lived link.
  addRoute(app, accountsContract.identityDocument, async (request, reply) => {
    const user = await requireCurrentUser(app, signedInUserId(request));
    const path = user[IDENTITY_DOCUMENT_FIELDS[request.params.kind]];
    if (!path) throw notFound('No document uploaded yet');
    return reply.redirect(app.uploads.signedLink(path, DOCUMENT_LINK_SECONDS));
  });
}
