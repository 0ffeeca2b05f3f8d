import type { AccountNotice } from './account-notices';

/**
 * The accounts' job queue: the contract between the account e-mail reactor
 * (projections/src/accounts/account-emails.reactor.ts) and the account e-mail worker
 * (workers/src/accounts/account-email.worker.ts): one job per event that needs an e-mail. The job carries the sealed code or
 * token from the event, never the plain one, so pg-boss tables hold no usable secret.
 */
export const ACCOUNT_EMAIL_QUEUE = 'account-email';

interface JobBase {
  userId: string;
  /** The event's id: the e-mail's idempotency key, so a job run twice sends once. */
  eventId: string;
  /** The user action behind the event (sign-up, reset request): on the worker's log lines and the e-mail. */
  correlationId?: string;
  /** The event that asked for the e-mail. */
  causationId?: string;
}

export type AccountEmailJob =
  | (JobBase & {
      kind: 'verification-code';
      codeHash: string;
      sealedCode: string;
      expiresAt: string;
    })
  | (JobBase & {
      kind: 'password-reset';
      tokenHash: string;
      sealedToken: string;
      expiresAt: string;
    })
  | (JobBase & { kind: 'password-changed'; changedAt: string })
  /** Someone signed up, or asked for a code, with the address of an account that needs neither. */
  | (JobBase & { kind: AccountNotice });

/**
 * The account SMS queue: between the account SMS reactor (projections/src/accounts/account-sms.reactor.ts)
 * and its worker (workers/src/accounts/account-sms.worker.ts), one job per phone code issued.
 * Like the e-mail jobs it carries the code sealed, never plain, and no number: the worker reads
 * the account's stream for the number the code went to, and sends nothing once the code was
 * replaced, used or expired.
 */
export const ACCOUNT_SMS_QUEUE = 'account-sms';

export type AccountSmsJob = JobBase & {
  kind: 'phone-code';
  codeHash: string;
  sealedCode: string;
  expiresAt: string;
};
