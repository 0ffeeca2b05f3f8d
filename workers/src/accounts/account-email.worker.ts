import { loadUser } from '@akwaaba/application/accounts/find-account';
import type { RegisteredUser } from '@akwaaba/domain';
import { ACCOUNT_EMAIL_QUEUE, type AccountEmailJob } from '@akwaaba/domain/accounts/accounts.jobs';
import { type SealPurpose, unseal } from '@akwaaba/infra/accounts/sealed-secrets';
import type { MailMessage } from '@akwaaba/infra/mail/mail-port';
import { jobWorker, type WorkerDeps } from '../jobs';
import { type MailingDeps, withMailer } from '../mail/mailing-deps';
import {
  alreadyVerifiedEmail,
  passwordChangedEmail,
  passwordResetEmail,
  signupAttemptedEmail,
  verificationCodeEmail,
} from './account-email.templates';

/**
 * Writes the account e-mails the reactor asked for: the verification code, the reset
 * link, the notice that a password changed, and the notes that someone signed up, or
 * asked for a code, with the address of an account that needs neither. Each job reads the account's stream first
 * and sends nothing when the e-mail has become pointless (the code was replaced or
 * used, the link was replaced, used or expired), so a late or repeated job never
 * sends a stale secret. The event id is the idempotency key: a job run twice sends once.
 */
export const accountEmailWorker = jobWorker<AccountEmailJob, MailingDeps>(ACCOUNT_EMAIL_QUEUE, {
  pollingIntervalSeconds: 0.5,
  prepare: withMailer,
  async handle(deps, job, log) {
    const message = await composeAccountEmail(deps, job.data);
    if (!message) {
      log.info({ kind: job.data.kind, userId: job.data.userId }, 'account e-mail no longer needed');
      return;
    }
    const sent = await deps.mailer.send(
      { ...message, correlationId: job.data.correlationId },
      `account-email:${job.data.eventId}`,
    );
    log.info({ kind: job.data.kind, userId: job.data.userId, sent }, 'account e-mail handled');
  },
});

/** The e-mail a job asks for, or null when it should no longer be sent. */
export async function composeAccountEmail(
  deps: Pick<WorkerDeps, 'store' | 'secrets' | 'config'>,
  job: AccountEmailJob,
  now = new Date(),
): Promise<MailMessage | null> {
  const user = await loadUser(deps.store, job.userId);
  // A closed account has no address left to write to (docs/adr/0026).
  if (user.status !== 'registered' || user.closedAt) return null;
  const base = deps.config.publicUrl;
  const to = user.email;
  const { firstName } = user.profile;
  const open = (purpose: SealPurpose, sealed: string) => unseal(deps.secrets, purpose, job.userId, sealed);
  const forgotUrl = `${base}/forgot-password?email=${encodeURIComponent(to)}`;
  const logInLinks = { to, firstName, loginUrl: `${base}/login?email=${encodeURIComponent(to)}`, forgotUrl };

  switch (job.kind) {
    case 'verification-code': {
      if (!isCurrentCode(user, job.codeHash, now)) return null;
      const verifyUrl = `${base}/verify-email?email=${encodeURIComponent(to)}`;
      return verificationCodeEmail({
        to,
        firstName,
        code: open('verification-code', job.sealedCode),
        verifyUrl,
      });
    }
    case 'password-reset': {
      const link = user.passwordReset;
      if (link?.tokenHash !== job.tokenHash || Date.parse(link.expiresAt) <= now.getTime()) return null;
      const token = open('password-reset-token', job.sealedToken);
      const resetUrl = `${base}/reset-password?token=${encodeURIComponent(token)}`;
      return passwordResetEmail({ to, firstName, resetUrl });
    }
    case 'password-changed':
      return passwordChangedEmail({
        to,
        firstName,
        changedAt: job.changedAt,
        forgotUrl: `${base}/forgot-password`,
      });
    case 'signup-attempted':
      return signupAttemptedEmail({ ...logInLinks, emailVerified: user.emailVerified });
    case 'already-verified':
      return alreadyVerifiedEmail(logInLinks);
  }
}

function isCurrentCode(user: RegisteredUser, codeHash: string, now: Date): boolean {
  const code = user.verificationCode;
  return !user.emailVerified && code?.codeHash === codeHash && Date.parse(code.expiresAt) > now.getTime();
}
