import { randomUUID } from 'node:crypto';
import { emailReservationDecider, emailReservationStream, systemActor } from '@akwaaba/domain';
import { handleCommand } from '@akwaaba/infra/commands/command-handler';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app-harness';
import { CONCURRENT_CHANGE_MESSAGE } from './errors';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({
    beforeListen(app) {
      // Reserves an address twice, the second time on a stale read (the stream as it was
      // before the first) and with no retry left: a conflict that outlasts the retries.
      app.post('/test/reserve-twice', async (request) => {
        const email = `${randomUUID()}@example.com`;
        const context = { actor: systemActor, correlationId: request.id, causationId: null };
        const reserve = (userId: string) => ({
          type: 'ReserveEmail' as const,
          email,
          userId,
          actor: systemActor,
        });
        const stream = emailReservationStream(email);
        await handleCommand(app.deps.store, emailReservationDecider, stream, reserve(randomUUID()), context);
        await handleCommand(app.deps.store, emailReservationDecider, stream, reserve(randomUUID()), context, {
          streamAsRead: [],
          maxAttempts: 1,
        });
        return { reserved: true };
      });
    },
  });
});
afterAll(async () => t?.stop());

it('answers 409 with a message, not 500, when concurrent changes outlast the retries', async () => {
  const response = await fetch(`${t.baseUrl}/test/reserve-twice`, {
    method: 'POST',
    headers: { origin: t.baseUrl },
  });
  expect(response.status).toBe(409);
  expect(await response.json()).toEqual({ message: CONCURRENT_CHANGE_MESSAGE });
});
