import { conversationRoutes } from './conversations';

/** Conversations: messages between a renter and a host. */
export const conversationsRoutes = [conversationRoutes];
