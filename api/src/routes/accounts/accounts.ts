import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { registerAuthRateLimits } from '../../plugins/rate-limit';
import { currentUserRoutes } from './current-user';
import { devOutboxRoutes } from './dev-outbox';
import { devSmsRoutes } from './dev-sms';
import { emailVerificationRoutes } from './email-verification';
import { loginRoutes } from './login';
import { passwordResetRoutes } from './password-reset';
import { personalDataRoutes } from './personal-data';
import { phoneRoutes } from './phone';
import { profileRoutes } from './profile';
import { signupRoutes } from './signup';

/**
 * Accounts: /api/auth/*, /api/login, /api/profile* (a person's data export, closing their
 * account and verifying their phone by SMS code among them; signing in by SMS code too), and in development the outboxes
 * (/api/dev/outbox, /dev/outbox; /api/dev/sms, /dev/sms). Also keeps the reset-password page's address (it
 * carries the token) out of Referer headers.
 */
async function registerAccounts(app: FastifyInstance) {
  await registerAuthRateLimits(app);
  app.addHook('onSend', async (request, reply) => {
    if (request.url === '/reset-password' || request.url.startsWith('/reset-password?'))
      reply.header('referrer-policy', 'no-referrer');
  });
  await app.register(signupRoutes);
  await app.register(loginRoutes);
  await app.register(emailVerificationRoutes);
  await app.register(passwordResetRoutes);
  await app.register(currentUserRoutes);
  await app.register(profileRoutes);
  await app.register(phoneRoutes);
  await app.register(personalDataRoutes);
  if (app.deps.config.mode === 'development') {
    await app.register(devOutboxRoutes);
    await app.register(devSmsRoutes);
  }
}

/** Not encapsulated: the rate limits and the Referer rule apply to the whole app (and tests tune the limits on it). */
export const accountRoutes = fastifyPlugin(registerAccounts, { name: 'accounts' });
