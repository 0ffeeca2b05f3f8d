import { loadUser } from '@akwaaba/application/accounts/find-account';
import type { PhoneCodePurpose } from '@akwaaba/domain';
import { ACCOUNT_SMS_QUEUE, type AccountSmsJob } from '@akwaaba/domain/accounts/accounts.jobs';
import { unseal } from '@akwaaba/infra/accounts/sealed-secrets';
import type { SmsMessage, SmsSender } from '@akwaaba/infra/sms/sms-port';
import { jobWorker, type WorkerDeps } from '../jobs';
import { sendSms, withSmsSender } from '../sms/sms-send.worker';

/**
 * The text that carries a phone code: the code first (what a person glances at), and a last
 * line in the WebOTP format (`@host #code`), so Chrome on Android offers the code in the form
 * it was asked from. One SMS of GSM-7 (account-sms.worker.unit.test.ts).
 */
export function phoneCodeText(purpose: PhoneCodePurpose, code: string, publicUrl: string): string {
  const what = purpose === 'verify' ? 'code to verify your phone' : 'sign-in code';
  return (
    `${code} is your Akwaaba Drive ${what}. It works for 10 minutes. Never share it.\n\n` +
    `@${new URL(publicUrl).host} #${code}`
  );
}

/**
 * The SMS a job asks for, or null when it should no longer go out: the account closed, or its
 * code was replaced, used or expired since. The number is the one on the account's stream.
 */
export async function composePhoneCodeSms(
  deps: Pick<WorkerDeps, 'store' | 'secrets' | 'config'>,
  job: AccountSmsJob,
  now = new Date(),
): Promise<Omit<SmsMessage, 'correlationId'> | null> {
  const user = await loadUser(deps.store, job.userId);
  if (user.status !== 'registered' || user.closedAt) return null;
  const code = user.phoneCode;
  if (code?.codeHash !== job.codeHash || Date.parse(code.expiresAt) <= now.getTime()) return null;
  const plain = unseal(deps.secrets, 'phone-code', job.userId, job.sealedCode);
  return { to: code.phoneNumber, text: phoneCodeText(code.purpose, plain, deps.config.publicUrl) };
}

/**
 * Texts the phone codes the account SMS reactor asked for, once per event (its id is the
 * idempotency key), through the SMS port: retried by pg-boss when the gateway is down or
 * rate-limits, given up when it refuses the number.
 */
export const accountSmsWorker = jobWorker<
  AccountSmsJob,
  { sms: SmsSender } & Pick<WorkerDeps, 'store' | 'secrets' | 'config'>
>(ACCOUNT_SMS_QUEUE, {
  pollingIntervalSeconds: 0.5,
  prepare: async (deps) => ({
    ...(await withSmsSender(deps)),
    store: deps.store,
    secrets: deps.secrets,
    config: deps.config,
  }),
  async handle(deps, job, log) {
    const sms = await composePhoneCodeSms(deps, job.data);
    if (!sms) {
      log.info({ userId: job.data.userId }, 'phone code no longer needs sending');
      return;
    }
    await sendSms(
      deps.sms,
      {
        notificationId: `account-sms:${job.data.eventId}`,
        recipientId: job.data.userId,
        ...sms,
        correlationId: job.data.correlationId ?? job.id,
      },
      log,
    );
  },
});
