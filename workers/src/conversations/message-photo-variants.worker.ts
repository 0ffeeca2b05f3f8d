import { systemActor } from '@akwaaba/domain';
import { conversationDecider } from '@akwaaba/domain/conversations/conversation.decider';
import { conversationStream } from '@akwaaba/domain/conversations/conversation.events';
import {
  MESSAGE_PHOTO_VARIANTS_QUEUE,
  type MessagePhotoJob,
} from '@akwaaba/domain/conversations/conversations.jobs';
import { PURPOSE_RULES } from '@akwaaba/domain/uploads/upload-rules';
import { handleCommand } from '@akwaaba/infra/commands/command-handler';
import { type PrivatePhotos, privatePhotoVariantsWorker } from '../photos/private-photo-variants';

/** A message photo's copies are recorded on its conversation, so the other participant is only ever shown them. */
export const messagePhotoVariants: PrivatePhotos<MessagePhotoJob> = {
  queue: MESSAGE_PHOTO_VARIANTS_QUEUE,
  // Twice as often as the other photo queues: the chat says 'Photo on its way...' until the copies are made.
  pollingIntervalSeconds: 0.5,
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

export const messagePhotoVariantsWorker = privatePhotoVariantsWorker(messagePhotoVariants);
