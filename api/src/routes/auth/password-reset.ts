import { setTimeout as sleep } from 'node:timers/promises';
import {
  type ForgotPasswordData,
  forgotPasswordSchema,
  type ResetPasswordData,
  resetPasswordSchema,
} from '@akwaaba/domain';
import { runOnStore } from '@akwaaba/infra/accounts/account-deps';
import { requestPasswordReset, resetPassword } from '@akwaaba/infra/accounts/password-reset';
import type { FastifyInstance } from 'fastify';
import { schemaOf } from '../../plugins/valibot-schemas';
import { accountDepsFor } from './account-deps';

/**
 * Forgot-password answers no sooner than this, whether or not an account exists, so
 * the time taken does not tell either (the work for a real account takes a few ms).
 */
export const FORGOT_PASSWORD_MIN_RESPONSE_MS = 250;

export async function passwordResetRoutes(app: FastifyInstance) {
  const { config } = app.deps;

  app.post<{ Body: ForgotPasswordData }>(
    '/api/auth/forgot-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'E-mail a reset link; answers the same whether or not the account exists',
        body: schemaOf(forgotPasswordSchema),
      },
      preHandler: app.authRateLimit('forgot'),
    },
    async (request) => {
      const { email } = request.body;
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
        message: `If an account uses ${email}, we have e-mailed it a link to reset the password. The link works for 1 hour.`,
        // Development only: where that e-mail can be read. The same for every address, so it tells nothing.
        ...(config.mode === 'development'
          ? { devResetUrl: `${config.publicUrl}/dev/outbox?to=${encodeURIComponent(email)}` }
          : {}),
      };
    },
  );

  app.post<{ Body: ResetPasswordData }>(
    '/api/auth/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password through a reset link (once, within 1 hour); ends every session',
        body: schemaOf(resetPasswordSchema),
      },
      preHandler: app.authRateLimit('reset'),
    },
    async (request, reply) => {
      await resetPassword({ ...accountDepsFor(app, request, reply), sessions: app.sessions }, request.body);
      // This browser's session (if any) ended with the others.
      await app.endSession(request, reply);
      return { message: 'Your password has been reset. You can now log in with your new password.' };
    },
  );
}
