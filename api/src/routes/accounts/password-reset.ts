import { setTimeout as sleep } from 'node:timers/promises';
import { runOnStore } from '@akwaaba/application/accounts/account-deps';
import { requestPasswordReset, resetPassword } from '@akwaaba/application/accounts/password-reset';
import { accountsContract } from '@akwaaba/domain/accounts/accounts.contract';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../add-route';
import { accountDepsFor } from './account-deps';

/**
 * Forgot-password answers no sooner than this, whether or not an account exists, so
 * the time taken does not tell either (the work for a real account takes a few ms).
 */
export const FORGOT_PASSWORD_MIN_RESPONSE_MS = 250;

/** The one answer to every forgot-password request: it never names the address, so it is byte for byte the same. */
export const FORGOT_PASSWORD_MESSAGE =
  'If an account uses that email address, we have sent it a link to reset the password. The link works for 1 hour.';

export async function passwordResetRoutes(app: FastifyInstance) {
  const { config } = app.deps;

  addRoute(app, accountsContract.forgotPassword, { ...app.authRateLimit('forgot') }, async (request) => {
    const floor = sleep(FORGOT_PASSWORD_MIN_RESPONSE_MS);
    // Nothing is read back, so no read model to wait for (that wait would also differ by account).
    const run = runOnStore(app.deps.store, {
      actor: request.actor,
      correlationId: request.id,
      causationId: request.id,
    });
    await requestPasswordReset(
      { store: app.deps.store, secrets: app.deps.secrets, actor: request.actor, run },
      request.body,
    );
    await floor;
    return {
      message: FORGOT_PASSWORD_MESSAGE,
      // Development only: where that e-mail can be read. The same for every address, so it tells nothing.
      ...(config.mode === 'development' ? { devResetUrl: `${config.publicUrl}/dev/outbox` } : {}),
    };
  });

  addRoute(app, accountsContract.resetPassword, { ...app.authRateLimit('reset') }, async (request, reply) => {
    await resetPassword({ ...accountDepsFor(app, request, reply), sessions: app.sessions }, request.body);
    // This browser's session (if any) ended with the others.
    await app.endSession(request, reply);
    return { message: 'Your password has been reset. You can now log in with your new password.' };
  });
}
