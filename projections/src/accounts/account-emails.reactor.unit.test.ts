import type { RecordedEvent } from '@akwaaba/infra/eventstore/port';
import type { JobSender } from '@akwaaba/infra/jobs/port';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { accountEmailsReactor } from './account-emails.reactor';

const recorded = (id: string, type: string, data: object): RecordedEvent => ({
  id,
  type,
  data,
  metadata: {
    actorId: null,
    actorRole: 'anonymous',
    correlationId: 'c',
    causationId: null,
    timestamp: '2025-03-01T09:00:00.000Z',
  },
  streamName: 'user-u1',
  streamRevision: 0,
  position: { commit: 1n, prepare: 1n },
});

function harness() {
  const sent: { queue: string; data: object }[] = [];
  const jobs: JobSender = {
    async send(batch) {
      sent.push(...batch.map(({ queue, data }) => ({ queue, data })));
    },
  };
  const client = {} as pg.PoolClient;
  return { sent, reactor: accountEmailsReactor(jobs), ctx: { client, table: (name: string) => name } };
}

const sealed = `v1.${'A'.repeat(46)}`;
const events = [
  recorded('e1', 'UserVerificationCodeIssued', {
    userId: 'u1',
    codeHash: 'h',
    issuedAt: 'i',
    expiresAt: 'x',
    sealedCode: sealed,
  }),
  recorded('e2', 'UserVerificationCodeIssued', {
    userId: 'u2',
    codeHash: 'h',
    issuedAt: 'i',
    expiresAt: 'x',
  }),
  recorded('e3', 'UserPasswordResetRequested', {
    userId: 'u1',
    tokenHash: 't',
    requestedAt: 'r',
    expiresAt: 'x',
    sealedToken: sealed,
  }),
  recorded('e4', 'UserPasswordReset', { userId: 'u1', passwordHash: 'p', tokenHash: 't' }),
  recorded('e5', 'UserSignupAttempted', { userId: 'u1', attemptedAt: 'a' }),
  recorded('e6', 'UserVerificationRequestedWhenVerified', { userId: 'u1', requestedAt: 'r' }),
];

describe('account e-mail reactor', () => {
  it('enqueues one job per event that needs an e-mail, carrying only the sealed secret', async () => {
    const { sent, reactor, ctx } = harness();
    await reactor.apply(events, ctx);
    const trace = (eventId: string) => ({ correlationId: 'c', causationId: eventId });
    expect(sent).toEqual([
      {
        queue: 'account-email',
        data: {
          kind: 'verification-code',
          userId: 'u1',
          eventId: 'e1',
          codeHash: 'h',
          sealedCode: sealed,
          expiresAt: 'x',
          ...trace('e1'),
        },
      },
      {
        queue: 'account-email',
        data: {
          kind: 'password-reset',
          userId: 'u1',
          eventId: 'e3',
          tokenHash: 't',
          sealedToken: sealed,
          expiresAt: 'x',
          ...trace('e3'),
        },
      },
      {
        queue: 'account-email',
        data: {
          kind: 'password-changed',
          userId: 'u1',
          eventId: 'e4',
          changedAt: '2025-03-01T09:00:00.000Z',
          ...trace('e4'),
        },
      },
      {
        queue: 'account-email',
        data: { kind: 'signup-attempted', userId: 'u1', eventId: 'e5', ...trace('e5') },
      },
      {
        queue: 'account-email',
        data: { kind: 'already-verified', userId: 'u1', eventId: 'e6', ...trace('e6') },
      },
    ]);
    expect(reactor).toMatchObject({ kind: 'reactor', startFrom: 'now' });
  });
});
