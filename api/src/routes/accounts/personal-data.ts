import { closeAccount } from '@akwaaba/application/accounts/account-closure';
import { personalDataExport } from '@akwaaba/application/accounts/personal-data-export';
import { accountsContract } from '@akwaaba/domain/accounts/accounts.contract';
import { postgresPersonalDataKeys } from '@akwaaba/infra/privacy/personal-data-keys';
import { bookingsReadModel, carsReadModel, conversationsReadModel } from '@akwaaba/projections';
import type { FastifyInstance } from 'fastify';
import { signedInUserId } from '../../plugins/access';
import { addRoute } from '../add-route';
import { tripPhotoUrl } from '../trips/trips';
import { USERS_READ_MODEL } from './account-deps';

/**
 * A person's rights over their data (Ghana's Data Protection Act, 2012): a copy of it, and
 * closing the account so that it becomes unreadable (docs/adr/0026).
 */
export async function personalDataRoutes(app: FastifyInstance) {
  const { pool, store, secrets } = app.deps;
  const keys = postgresPersonalDataKeys(pool, secrets);
  const photoUrl = tripPhotoUrl(app);

  addRoute(app, accountsContract.exportData, async (request, reply) => {
    const now = new Date();
    const data = await personalDataExport(pool, signedInUserId(request), photoUrl, now);
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="akwaaba-drive-my-data-${now.toISOString().slice(0, 10)}.json"`,
      )
      .header('cache-control', 'no-store')
      .send(JSON.stringify(data, null, 2));
  });

  // Answered once the read models that showed the person show them erased (and their cars
  // gone from search), and after every session of theirs ended, this one's cookie included.
  addRoute(app, accountsContract.closeAccount, async (request, reply) => {
    const userId = signedInUserId(request);
    await closeAccount(
      {
        store,
        secrets,
        pool,
        keys,
        actor: request.actor,
        removePersonalFiles: (owner) => app.uploads.removePersonalFiles(owner),
        run: (decider, streamName, command) =>
          app.runCommand(request, reply, decider, streamName, command, [
            ...USERS_READ_MODEL,
            carsReadModel,
            bookingsReadModel,
            conversationsReadModel,
          ]),
      },
      userId,
      request.body.password,
    );
    await app.sessions.revokeAllFor(userId);
    await app.endSession(request, reply);
  });
}
