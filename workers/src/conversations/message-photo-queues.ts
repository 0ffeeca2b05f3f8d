import type { PrivatePhotoJob } from '../photos/private-photo-variants';

/*
 * The message photo worker's queue and job data, shared with the reactor that sends the jobs
 * (projections/src/reactors/message-photos.reactor.ts).
 */

/** Sent once per message with a photo: make its copies without the phone's metadata. */
export const MESSAGE_PHOTO_VARIANTS_QUEUE = 'message-photo-variants';
export type MessagePhotoJob = PrivatePhotoJob & { conversationId: string; messageId: string };
