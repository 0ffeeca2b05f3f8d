import { signUp } from '@akwaaba/application/accounts/signup';
import { accountsContract } from '@akwaaba/domain/accounts/accounts.contract';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../add-route';
import { accountDepsFor } from './account-deps';

export async function signupRoutes(app: FastifyInstance) {
  addRoute(app, accountsContract.signup, { ...app.authRateLimit('signup') }, async (request, reply) => {
    const { email } = await signUp(accountDepsFor(app, request, reply), request.body);
    return {
      message: `Account created. We sent a 6-digit code to ${email}: enter it to verify your email.`,
      email,
    };
  });
}
