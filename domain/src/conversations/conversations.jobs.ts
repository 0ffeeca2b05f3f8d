import type { PrivatePhotoJob } from '../shared/jobs';

/*
 * The conversations' job queue and job data: the contract between the reactor that sends the
 * jobs (projections/src/conversations/message-photos.reactor.ts) and the message photo worker
 * (workers/src/conversations/message-photo-variants.worker.ts).
 */

/** Sent once per message with a photo: make its copies without the phone's metadata. */
export const MESSAGE_PHOTO_VARIANTS_QUEUE = 'message-photo-variants';
export type MessagePhotoJob = PrivatePhotoJob & { conversationId: string; messageId: string };
