import { signUp } from '@akwaaba/application/accounts/signup';
import { accountsContract } from '@akwaaba/domain/accounts/accounts.contract';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../add-route';
import { anyAddressDepsFor } from './account-deps';

/**
 * The one answer to a sign-up, for a new address and for one that already has an account
 * (whose owner is e-mailed how to log in instead): it tells nobody which addresses have accounts.
 */
export const signupMessage = (email: string) =>
  `We sent an email to ${email}. Enter the 6-digit code from it to verify your address. If you already have an account, the email tells you how to log in instead.`;

export async function signupRoutes(app: FastifyInstance) {
  addRoute(app, accountsContract.signup, { ...app.authRateLimit('signup') }, async (request) => {
    const { email } = await signUp(anyAddressDepsFor(app, request), request.body);
    return { message: signupMessage(email), email };
  });
}
