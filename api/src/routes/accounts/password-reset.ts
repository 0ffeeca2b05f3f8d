import { requestPasswordReset, resetPassword } from '@akwaaba/application/accounts/password-reset';
import { accountsContract } from '@akwaaba/domain/accounts/accounts.contract';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../add-route';
import { accountDepsFor, anyAddressDepsFor, noSoonerThanTheFloor } from './account-deps';

/** The one answer to every forgot-password request: it never names the address, so it is byte for byte the same. */
export const FORGOT_PASSWORD_MESSAGE =
  'If an account uses that email address, we have sent it a link to reset the password. The link works for 1 hour.';

export async function passwordResetRoutes(app: FastifyInstance) {
  const { config } = app.deps;

  addRoute(app, accountsContract.forgotPassword, { ...app.authRateLimit('forgot') }, async (request) => {
    await noSoonerThanTheFloor(() => requestPasswordReset(anyAddressDepsFor(app, request), request.body));
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
