import {
  sendPhoneVerificationCode,
  signInWithPhoneCode,
  startPhoneSignIn,
  verifyPhoneCode,
} from '@akwaaba/application/accounts/phone-codes';
import { accountsContract } from '@akwaaba/domain/accounts/accounts.contract';
import { phoneNumberShown } from '@akwaaba/domain/shared/phone-display';
import { accountWithVerifiedPhone } from '@akwaaba/projections';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signedInUserId } from '../../plugins/access';
import { addRoute } from '../add-route';
import { accountDepsFor, anyAddressDepsFor, noSoonerThanTheFloor } from './account-deps';
import { requireCurrentUser } from './current-user';
import { signInAs } from './login';

/**
 * Phone codes (issue 32, docs/adr/0041): a signed-in user verifies a mobile number with a code
 * texted to it, and signs in later with that number and a new code instead of the password.
 * The sign-in endpoints answer every number alike, no sooner than the floor, as the e-mail
 * code's do; limits per client address and per number (429 with Retry-After).
 */
export async function phoneRoutes(app: FastifyInstance) {
  const signInDeps = (request: FastifyRequest) => ({
    ...anyAddressDepsFor(app, request),
    accountWithVerifiedPhone: (phoneNumber: string) => accountWithVerifiedPhone(app.deps.pool, phoneNumber),
  });

  addRoute(
    app,
    accountsContract.sendPhoneCode,
    { ...app.authRateLimit('phoneCode') },
    async (request, reply) => {
      const userId = signedInUserId(request);
      const { phoneNumber, sent } = await sendPhoneVerificationCode(
        accountDepsFor(app, request, reply),
        userId,
        request.body.phoneNumber,
      );
      const shown = phoneNumberShown(phoneNumber);
      return {
        message: sent
          ? `We texted a 6-digit code to ${shown}. It works for 10 minutes.`
          : `A code is already on its way to ${shown}. It works for 10 minutes.`,
        phoneNumber,
      };
    },
  );

  addRoute(
    app,
    accountsContract.verifyPhone,
    { ...app.authRateLimit('phoneVerify') },
    async (request, reply) => {
      const userId = signedInUserId(request);
      await verifyPhoneCode(accountDepsFor(app, request, reply), userId, request.body.code);
      return requireCurrentUser(app, userId);
    },
  );

  addRoute(
    app,
    accountsContract.startPhoneSignIn,
    { ...app.authRateLimit('phoneSignInCode') },
    async (request) => {
      const { phoneNumber } = await noSoonerThanTheFloor(() =>
        startPhoneSignIn(signInDeps(request), request.body.phoneNumber),
      );
      return {
        message: `If ${phoneNumberShown(phoneNumber)} is the verified number of an account, we texted it a 6-digit sign-in code. It works for 10 minutes.`,
        phoneNumber,
      };
    },
  );

  addRoute(
    app,
    accountsContract.phoneSignIn,
    { ...app.authRateLimit('phoneVerify') },
    async (request, reply) => {
      const { userId } = await noSoonerThanTheFloor(() =>
        signInWithPhoneCode(signInDeps(request), request.body),
      );
      return signInAs(app, request, reply, userId);
    },
  );
}
