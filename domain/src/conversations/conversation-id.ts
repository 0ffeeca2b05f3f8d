import { uuidV5 } from '../shared/name-based-id';

/** The UUID v5 namespace of question conversations (a random UUID, fixed forever). */
const QUESTION_NAMESPACE = '6f1d2c8e-93a4-4b7e-8d25-0c4a7e9b31f6';

/**
 * A renter's questions about one car are one conversation, whatever they ask and however
 * often: its id is named after the two. A booking's conversation has the booking's id.
 * Server side only (node:crypto).
 */
export const questionConversationIdFor = (renterId: string, carId: string): string =>
  uuidV5(QUESTION_NAMESPACE, `${renterId}:${carId}`);
