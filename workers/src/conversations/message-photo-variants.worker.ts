import { systemActor } from '@akwaaba/domain';
import { conversationDecider } from '@akwaaba/domain/conversations/conversation.decider';
import { conversationStream } from '@akwaaba/domain/conversations/conversation.events';
import { PURPOSE_RULES } from '@akwaaba/domain/uploads/upload-rules';
import { handleCommand } from '@akwaaba/infra/commands/command-handler';
import { jobWorker, type WorkerDeps } from '../jobs';
import { privatePhotoCopies } from '../photos/photo-copies';
import { MESSAGE_PHOTO_VARIANTS_QUEUE, type MessagePhotoJob } from './message-photo-queues';

const FOLDER = PURPOSE_RULES['message-photo'].folder;

/**
 * Makes a message photo's thumbnail and large WebP copies (upright, GPS and other metadata
 * stripped) in the same private folder, and records them on the conversation, so the other
 * participant is only ever shown the copies. Idempotent, as the trip photos' worker is.
 */
export async function makeMessagePhotoVariants(
  deps: WorkerDeps,
  job: MessagePhotoJob,
): Promise<'recorded' | 'skipped'> {
  const copies = await privatePhotoCopies(deps.storage, FOLDER, job.photo);
  if (copies === 'missing')
    deps.logger.warn(
      { conversationId: job.conversationId, photo: job.photo },
      'message photo missing from storage',
    );
  if (typeof copies === 'string') return 'skipped';
  const { events } = await handleCommand(
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
    { actor: systemActor, correlationId: job.correlationId, causationId: job.causationId },
  );
  return events.length > 0 ? 'recorded' : 'skipped';
}

/** Drains the message-photo-variants queue one photo at a time (resizing is CPU-bound). */
export const messagePhotoVariantsWorker = jobWorker<MessagePhotoJob, WorkerDeps>(
  MESSAGE_PHOTO_VARIANTS_QUEUE,
  {
    pollingIntervalSeconds: 0.5,
    prepare: (deps) => deps,
    handle: (deps, job, logger) => makeMessagePhotoVariants({ ...deps, logger }, job.data),
  },
);
