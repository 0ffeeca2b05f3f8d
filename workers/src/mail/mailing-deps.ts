import type { Mailer } from '@akwaaba/infra/mail/mail-port';
import { createMailer } from '@akwaaba/infra/mail/mailer';
import type { WorkerDeps } from '../jobs';

/** What a worker that sends e-mail uses: the usual deps and one mailer for all its jobs. */
export type MailingDeps = WorkerDeps & { mailer: Mailer };

/** A mailing worker's `prepare`: makes its mailer once, when the worker starts. */
export const withMailer = async (deps: WorkerDeps): Promise<MailingDeps> => ({
  ...deps,
  mailer: await createMailer(deps),
});
