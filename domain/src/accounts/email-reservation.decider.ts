import type { Actor } from '../shared/actor';
import { type Decider, decideByType } from '../shared/decider';
import { conflict, forbidden } from '../shared/errors';
import { requireValid } from '../shared/form-schemas';
import type { EmailReservationEvent } from './email-reservation.events';
import { USER_MESSAGES as M } from './user.messages';
import { emailAddressSchema } from './user.schemas';

export type EmailReservationState =
  | { status: 'free' }
  | { status: 'reserved'; email: string; userId: string };

/**
 * Commands on the stream `emailReservationStream(email)`.
 *
 * Signup reserves the address here first and registers the user only once the
 * reservation is appended. The application appends with the revision it read:
 * 'no_stream' for an address never used, so of two signups racing for one address
 * exactly one append succeeds; the other reloads, decides again and is refused.
 */
export type EmailReservationCommand =
  | {
      type: 'ReserveEmail';
      email: string;
      userId: string;
      /** Anyone may reserve: signing up is open to visitors. */
      actor: Actor;
    }
  | {
      type: 'ReleaseEmail';
      email: string;
      /** The account giving the address up; the release fails if the address is someone else's. */
      userId: string;
      /** The account itself, an admin, or the product (undoing a signup that failed half-way). */
      actor: Actor;
    };

export type EmailReservationCommandType = EmailReservationCommand['type'];

function reserveEmail(
  command: Extract<EmailReservationCommand, { type: 'ReserveEmail' }>,
  state: EmailReservationState,
): EmailReservationEvent[] {
  const { email } = requireValid(emailAddressSchema, { email: command.email });
  if (state.status === 'reserved') {
    // The same signup retried (say, after a lost response): it already holds the address.
    if (state.userId === command.userId) return [];
    throw conflict(M.emailTaken);
  }
  return [{ type: 'EmailReserved', data: { email, userId: command.userId } }];
}

function releaseEmail(
  command: Extract<EmailReservationCommand, { type: 'ReleaseEmail' }>,
  state: EmailReservationState,
): EmailReservationEvent[] {
  const { actor, userId } = command;
  const allowed = actor.role === 'system' || actor.role === 'admin' || actor.userId === userId;
  if (!allowed) throw forbidden(M.onlyOwner);
  if (state.status === 'free') return [];
  if (state.userId !== userId) throw conflict(M.emailHeldByAnotherAccount);
  return [{ type: 'EmailReleased', data: { email: state.email, userId } }];
}

export const decideEmailReservation = decideByType<
  EmailReservationCommand,
  EmailReservationState,
  EmailReservationEvent
>({
  ReserveEmail: reserveEmail,
  ReleaseEmail: releaseEmail,
});

export function evolveEmailReservation(
  _state: EmailReservationState,
  event: EmailReservationEvent,
): EmailReservationState {
  switch (event.type) {
    case 'EmailReserved':
      return { status: 'reserved', email: event.data.email, userId: event.data.userId };
    case 'EmailReleased':
      return { status: 'free' };
  }
}

export const emailReservationDecider: Decider<
  EmailReservationState,
  EmailReservationCommand,
  EmailReservationEvent
> = {
  initialState: { status: 'free' },
  decide: decideEmailReservation,
  evolve: evolveEmailReservation,
};
