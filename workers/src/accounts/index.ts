import type { Worker } from '../jobs';
import { accountEmailWorker } from './account-email.worker';
import { accountSmsWorker } from './account-sms.worker';

/** The accounts feature's background jobs: sign-up codes and password reset links by e-mail, phone codes by SMS. */
export const accountsWorkers: Worker[] = [accountEmailWorker, accountSmsWorker];
