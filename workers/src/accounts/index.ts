import type { Worker } from '../jobs';
import { accountEmailWorker } from './account-email.worker';

/** The accounts feature's background jobs: sign-up codes and password reset links by e-mail. */
export const accountsWorkers: Worker[] = [accountEmailWorker];
