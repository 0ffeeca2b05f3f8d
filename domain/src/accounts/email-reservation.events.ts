import type { DomainEvents } from '../shared/decider';
import { normalizeEmail } from './user.schemas';

/**
 * An e-mail address belongs to one account. The rule is decided on a stream of its own,
 * named by the normalized address, because no read model can decide uniqueness safely.
 * Each event's data, by its type; the types start with 'Email'.
 */
interface EmailReservationEventData {
  /** The address now belongs to the account `userId`. `email` is normalized. */
  EmailReserved: { email: string; userId: string };
  /** The account `userId` gave the address up (for example, a signup that could not be completed). */
  EmailReleased: { email: string; userId: string };
}

export type EmailReservationEvent = DomainEvents<EmailReservationEventData>;

export const EMAIL_EVENT_TYPE_PREFIX = 'Email';

/**
 * 'email-ama@example.com' for ' Ama@Example.com ': every spelling of an address finds the same
 * stream. The event store keeps it under a keyed digest of the address (docs/adr/0031).
 */
export const emailReservationStream = (email: string) => `email-${normalizeEmail(email)}`;
