import { systemActor } from '@akwaaba/domain';
import { conversationDecider } from '@akwaaba/domain/conversations/conversation.decider';
import { conversationStream } from '@akwaaba/domain/conversations/conversation.events';
import { PURPOSE_RULES } from '@akwaaba/domain/uploads/upload-rules';
import { handleCommand } from '@akwaaba/infra/commands/command-handler';
import type { WorkerDeps } from '../jobs';
import {
  makePrivatePhotoVariants,
  type PrivatePhotos,
  photoVariantsWorker,
} from '../photos/private-photo-variants';
import { MESSAGE_PHOTO_VARIANTS_QUEUE, type MessagePhotoJob } from './message-photo-queues';

/** A message photo's copies are recorded on its conversation, so the other participant is only ever shown them. */
const messagePhotos: PrivatePhotos<MessagePhotoJob> = {
  folder: PURPOSE_RULES['message-photo'].folder,
  what: 'message photo',
  whose: (job) => ({ conversationId: job.conversationId }),
  record: (deps, job, copies, context) =>
    handleCommand(
      deps.store,
      conversationDecider,
      conversationStream(job.conversationId),
      {
        type: 'RecordMessagePhotoVariants',
        conversationId: job.conversationId,
        messageId: job.messageId,
        actor: systemActor,
        ...copies,
      },
      context,
    ),
};

export const makeMessagePhotoVariants = (deps: WorkerDeps, job: MessagePhotoJob) =>
  makePrivatePhotoVariants(deps, job, messagePhotos);

// Twice as often as the other photo workers: the chat shows 'Photo on its way...' until the copies are made.
export const messagePhotoVariantsWorker = photoVariantsWorker(
  MESSAGE_PHOTO_VARIANTS_QUEUE,
  0.5,
  makeMessagePhotoVariants,
);
