import type { ConversationEvent } from '@akwaaba/domain/conversations/conversation.events';
import {
  MESSAGE_PHOTO_VARIANTS_QUEUE,
  type MessagePhotoJob,
} from '@akwaaba/domain/conversations/conversations.jobs';
import type { JobSender } from '@akwaaba/infra/jobs/port';
import { conversationEvents } from '../event-types';
import { causedBy, defineReactor } from '../runner/define-reactor';
import type { Projection } from '../runner/index';

/**
 * Asks the photo worker for WebP copies of each message photo, in the runner's transaction:
 * one job per message that carries one. Starts from the beginning of the log, so photos sent
 * before this reactor get copies too.
 */
export function messagePhotosReactor(jobs: JobSender): Projection {
  return defineReactor<ConversationEvent>(jobs, {
    name: 'message_photos_reactor',
    takes: conversationEvents,
    eventTypePrefixes: ['ConversationMessageSent'],
    jobsFor(event) {
      if (event.type !== 'ConversationMessageSent' || !event.data.photo) return [];
      const { conversationId, messageId, photo } = event.data;
      const data: MessagePhotoJob = { conversationId, messageId, photo, ...causedBy(event) };
      return [{ queue: MESSAGE_PHOTO_VARIANTS_QUEUE, data }];
    },
  });
}
