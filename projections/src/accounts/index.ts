import type { JobSender } from '@akwaaba/infra/jobs/port';
import type { Projection } from '../runner/projection';
import { accountEmailsReactor } from './account-emails.reactor';
import { usersReadModel } from './users.read-model';

/** The accounts feature's read model (users) and its e-mails' jobs. */
export const accountsProjections = (jobs: JobSender): Projection[] => [
  usersReadModel,
  accountEmailsReactor(jobs),
];
