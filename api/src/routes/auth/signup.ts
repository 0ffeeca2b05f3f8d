import { type SignupData, signupSchema } from '@akwaaba/domain';
import { signUp } from '@akwaaba/workers/accounts/signup';
import type { FastifyInstance } from 'fastify';
import { schemaOf } from '../../plugins/valibot-schemas';
import { accountDepsFor } from './account-deps';

export async function signupRoutes(app: FastifyInstance) {
  app.post<{ Body: SignupData }>(
    '/api/auth/signup',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account; a 6-digit code is e-mailed to verify the address',
        body: schemaOf(signupSchema),
      },
      ...app.authRateLimit('signup'),
    },
    async (request, reply) => {
      const { email } = await signUp(accountDepsFor(app, request, reply), request.body);
      return reply.status(201).send({
        message: `Account created. We sent a 6-digit code to ${email}: enter it to verify your email.`,
        email,
      });
    },
  );
}
