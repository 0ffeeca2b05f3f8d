import { resendVerificationCode, verifyEmail } from '@akwaaba/application/accounts/email-verification';
import { accountsContract } from '@akwaaba/domain/accounts/accounts.contract';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../add-route';
import { accountDepsFor, anyAddressDepsFor, noSoonerThanTheFloor } from './account-deps';
import { signInAs } from './login';

export async function emailVerificationRoutes(app: FastifyInstance) {
  addRoute(app, accountsContract.verifyEmail, { ...app.authRateLimit('verify') }, async (request, reply) => {
    // Answered no sooner than the floor: a wrong code writes to the account's stream, an
    // address with no account writes nothing, and the time taken must not tell them apart.
    const { userId } = await noSoonerThanTheFloor(() =>
      verifyEmail(
        { ...accountDepsFor(app, request, reply), adminEmails: app.deps.config.adminEmails },
        request.body,
      ),
    );
    // The code proved the address: the new account is signed in, as a login would sign it in.
    return signInAs(app, request, reply, userId);
  });

  addRoute(app, accountsContract.resendVerification, { ...app.authRateLimit('resend') }, async (request) => {
    const { email } = request.body;
    await noSoonerThanTheFloor(() => resendVerificationCode(anyAddressDepsFor(app, request), request.body));
    return {
      message: `If ${email} is waiting for verification, a new code is on its way. It works for 10 minutes.`,
    };
  });
}
