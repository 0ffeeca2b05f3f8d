/*
 * The message photo worker's queue and job data, shared with the reactor that sends the jobs
 * (projections/src/reactors/message-photos.reactor.ts).
 */

/** Sent once per message with a photo: make its copies without the phone's metadata. */
export const MESSAGE_PHOTO_VARIANTS_QUEUE = 'message-photo-variants';
export interface MessagePhotoJob {
  conversationId: string;
  messageId: string;
  /** The photo as the message recorded it: `/objects/message-photos/{id}`. */
  photo: string;
  /** The message's correlation id, carried on to the event the worker appends. */
  correlationId: string;
  /** The event that sent the message. */
  causationId: string;
}
