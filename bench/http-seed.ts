import { randomBytes, randomUUID } from 'node:crypto';
import {
  type DomainEvent,
  emailReservationDecider,
  emailReservationStream,
  systemActor,
  userDecider,
  userStream,
} from '@akwaaba/domain';
import { handleCommand } from '@akwaaba/infra/commands/command-handler';
import type { EventStore } from '@akwaaba/infra/eventstore/port';

/*
 * Renters for the HTTP benchmarks, registered as the product registers them:
 * through its own commands, for the projections to build the users read model from.
 * (The cars come from cars-api.bench.ts.)
 */

/** Any valid argon2id PHC string: bench users get their sessions directly, never a password. */
const PLACEHOLDER_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$dGVzdHNhbHR0ZXN0c2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g';

/** Verified accounts registered through the product's commands; returns their ids. */
export async function seedUsers(store: EventStore, count: number, label: string): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const userId = randomUUID();
    const email = `${label}-${i}-${userId.slice(0, 8)}@bench.akwaaba.test`;
    const context = { actor: systemActor, correlationId: randomUUID(), causationId: null };
    const now = new Date().toISOString();
    const codeHash = randomBytes(32).toString('hex');
    const run = <S, C, E extends DomainEvent>(
      decider: Parameters<typeof handleCommand<S, C, E>>[1],
      stream: string,
      command: C,
    ) => handleCommand(store, decider, stream, command, context);
    await run(emailReservationDecider, emailReservationStream(email), {
      type: 'ReserveEmail',
      email,
      userId,
      actor: systemActor,
    });
    await run(userDecider, userStream(userId), {
      type: 'RegisterUser',
      userId,
      actor: systemActor,
      now,
      email,
      firstName: 'Akosua',
      lastName: `Bench${i}`,
      passwordHash: PLACEHOLDER_HASH,
      codeHash,
    });
    await run(userDecider, userStream(userId), {
      type: 'VerifyEmail',
      userId,
      actor: systemActor,
      now,
      codeHash,
    });
    ids.push(userId);
  }
  return ids;
}
