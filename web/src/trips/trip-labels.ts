import type { TripPhotoAngle, TripSide } from '@akwaaba/domain/trips/trip.events';
import { fuelLevelName } from '@akwaaba/domain/trips/trip.rules';
import type { TripView } from '@akwaaba/domain/trips/trip.views';
import { format, parseISO } from 'date-fns';

/** Which part of the car a photo shows, in the words the forms and the timeline use. */
export const ANGLE_LABELS: Record<TripPhotoAngle, string> = {
  front: 'Front',
  back: 'Back',
  left: 'Left side',
  right: 'Right side',
  interior: 'Interior',
  dashboard: 'Dashboard',
  other: 'Other',
};

/** A fuel level in eighths as both parties read it: Empty, 1/8 … 7/8, Full. */
export const fuelName = fuelLevelName;

/** A change of fuel in eighths: "+2/8", "−3/8", "no change". */
export function fuelChangeName(eighths: number): string {
  if (eighths === 0) return 'No change';
  return `${eighths > 0 ? '+' : '−'}${Math.abs(eighths)}/8`;
}

/** "12,345 km". */
export const km = (value: number) => `${value.toLocaleString('en-GH')} km`;

/** A moment in the viewer's clock: "Mar 3, 2026, 14:05". */
export const when = (iso: string) => format(new Date(iso), 'MMM d, yyyy, HH:mm');

/** A calendar date: "Mar 3, 2026". */
export const day = (date: string) => format(parseISO(date), 'MMM d, yyyy');

/** A moment in Ghana's time (GMT all year), whatever the browser's zone: "Mar 2, 2026, 12:00 GMT". */
export const ghanaTime = (moment: Date) => {
  const iso = moment.toISOString();
  return `${day(iso.slice(0, 10))}, ${iso.slice(11, 16)} GMT`;
};

/** When the trip's handover may first be recorded: its pick-up time, "Dec 10, 2026, 09:30 GMT". */
export const handoverOpensLabel = (trip: Pick<TripView, 'handoverOpensAt'>) =>
  ghanaTime(new Date(trip.handoverOpensAt));

/** The party, as the viewer reads about them: "you", "the host", "the renter". */
export const partyName = (side: TripSide, viewer: TripSide) =>
  side === viewer ? 'you' : side === 'host' ? 'the host' : 'the renter';

/** The same, starting a sentence. */
export const PartyName = (side: TripSide, viewer: TripSide) => {
  const name = partyName(side, viewer);
  return name.charAt(0).toUpperCase() + name.slice(1);
};

/** The next thing the viewer's trip waits for, in one line (for the booking cards). */
export function nextStepOf(trip: TripView): string {
  const { actions, handover, return: returned, reviews, damageCase } = trip;
  if (actions.checkIn) return 'Record the handover when you meet';
  if (actions.answerHandover) return 'Confirm or dispute the handover';
  if (actions.checkOut) return 'Record the return when the car comes back';
  if (actions.answerReturn) return 'Confirm or dispute the return';
  if (actions.acceptReturn) return 'Accept the return to complete the trip';
  if (actions.review) return 'Leave your review';
  switch (trip.state) {
    case 'awaiting_handover':
      return trip.noShow ? 'No handover was recorded' : `Handover opens ${handoverOpensLabel(trip)}`;
    case 'in_progress':
      return handover?.answer === null
        ? 'Waiting for the other party to confirm the handover'
        : 'On the road';
    case 'returned':
      return damageCase?.status === 'open'
        ? 'An admin is looking at the damage report'
        : returned?.answer === null
          ? 'Waiting for the other party to confirm the return'
          : 'Waiting for the host to accept the return';
    case 'completed':
      return reviews.revealed || !reviews.mineWritten ? 'Trip completed' : 'Your review is written';
  }
}

/**
 * The trip's state as its badge shows it: a handover one side recorded and the other has not yet
 * confirmed or disputed is not a trip under way yet.
 */
export type TripBadgeState = TripView['state'] | 'handover_unconfirmed';
export const tripBadgeStateOf = (trip: TripView): TripBadgeState =>
  trip.state === 'in_progress' && trip.handover?.answer === null ? 'handover_unconfirmed' : trip.state;

export const TRIP_STEPS = ['Booked and paid', 'Handover', 'Return', 'Completed'] as const;
export type TripStepName = (typeof TRIP_STEPS)[number];

/** How far the trip went: each step of the timeline, done or not. */
export function tripStepsOf(trip: TripView): { name: TripStepName; done: boolean }[] {
  return [
    { name: 'Booked and paid', done: true },
    // Done once both agree: one side's record alone waits for the other's answer.
    { name: 'Handover', done: trip.handover !== null && trip.handover.answer !== null },
    { name: 'Return', done: trip.return !== null },
    { name: 'Completed', done: trip.state === 'completed' },
  ];
}
