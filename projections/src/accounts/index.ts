import type { JobSender } from '@akwaaba/infra/jobs/port';
import type { Projection } from '../runner/projection';
import { accountEmailsReactor } from './account-emails.reactor';
import { accountSmsReactor } from './account-sms.reactor';
import { usersReadModel } from './users.read-model';

/** The accounts feature's read model (users), and the jobs of its e-mails and its texted codes. */
export const accountsProjections = (jobs: JobSender): Projection[] => [
  usersReadModel,
  accountEmailsReactor(jobs),
  accountSmsReactor(jobs),
];
