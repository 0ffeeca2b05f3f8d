import type { UserEvent } from '@akwaaba/domain';
import { ACCOUNT_EMAIL_QUEUE, type AccountEmailJob } from '@akwaaba/domain/accounts/accounts.jobs';
import type { JobSender } from '@akwaaba/infra/jobs/port';
import { userEvents } from '../event-types';
import { causedBy, defineReactor } from '../runner/define-reactor';
import type { Projection } from '../runner/index';

/**
 * Turns account events into e-mail jobs: a verification code issued, a reset link
 * requested (each carrying its secret sealed), a password changed through a reset, and
 * the notes to an owner that someone signed up, or asked for a code, with their address.
 * The jobs are enqueued in the runner's transaction, with the checkpoint, so exactly
 * once per event. Events without a sealed secret (accounts the product made itself)
 * need no e-mail. Starts at the newest event: a new deployment never mails old codes.
 */
export function accountEmailsReactor(jobs: JobSender): Projection {
  return defineReactor(jobs, {
    name: 'account_emails',
    takes: userEvents,
    eventTypePrefixes: [
      'UserVerificationCodeIssued',
      'UserPasswordReset',
      'UserSignupAttempted',
      'UserVerificationRequestedWhenVerified',
    ],
    startFrom: 'now',
    jobsFor(recorded) {
      const job = jobFor(recorded.id, recorded, recorded.metadata.timestamp);
      if (!job) return [];
      return [{ queue: ACCOUNT_EMAIL_QUEUE, data: { ...job, ...causedBy(recorded) } }];
    },
  });
}

function jobFor(eventId: string, event: UserEvent, at: string): AccountEmailJob | null {
  switch (event.type) {
    case 'UserVerificationCodeIssued': {
      const { userId, codeHash, sealedCode, expiresAt } = event.data;
      return sealedCode
        ? { kind: 'verification-code', userId, eventId, codeHash, sealedCode, expiresAt }
        : null;
    }
    case 'UserPasswordResetRequested': {
      const { userId, tokenHash, sealedToken, expiresAt } = event.data;
      return sealedToken
        ? { kind: 'password-reset', userId, eventId, tokenHash, sealedToken, expiresAt }
        : null;
    }
    case 'UserPasswordReset':
      return { kind: 'password-changed', userId: event.data.userId, eventId, changedAt: at };
    case 'UserSignupAttempted':
      return { kind: 'signup-attempted', userId: event.data.userId, eventId };
    case 'UserVerificationRequestedWhenVerified':
      return { kind: 'already-verified', userId: event.data.userId, eventId };
    default:
      return null;
  }
}
