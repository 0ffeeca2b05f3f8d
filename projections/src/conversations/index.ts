import type { JobSender } from '@akwaaba/infra/jobs/port';
import type { Projection } from '../runner/projection';
import { conversationsReadModel } from './conversations.read-model';
import { messagePhotosReactor } from './message-photos.reactor';

/** The conversations feature's read model and its photos' jobs. */
export const conversationsProjections = (jobs: JobSender): Projection[] => [
  conversationsReadModel,
  messagePhotosReactor(jobs),
];
