import type { TripView } from '@akwaaba/domain/trips/trip.views';
import { Link } from '@tanstack/react-router';
import { buttonClasses } from '#app/components/ui/button-classes.ts';
import { Icon } from '#app/components/ui/Icon.tsx';
import { TripStateBadge } from '#app/routes/_signed-in/my-bookings/-components/BookingBadges.tsx';
import { nextStepOf, tripBadgeStateOf, tripStepsOf } from './trip-labels.ts';

/**
 * A paid booking's trip in one line, for the booking cards: its state, the four steps ticked off,
 * what it waits for next, and a link to the trip page where it happens.
 */
export function TripProgress({ bookingId, trip }: { bookingId: string; trip: TripView }) {
  return (
    <div className="grid gap-2 rounded-lg bg-stone-50 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <TripStateBadge state={tripBadgeStateOf(trip)} />
        <Link
          to="/trips/$id"
          params={{ id: bookingId }}
          className={buttonClasses(tripWaitsOnViewer(trip) ? 'primary' : 'outline', 'sm')}
        >
          Open trip
        </Link>
      </div>
      <ol aria-label="Trip steps" className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-stone-700">
        {tripStepsOf(trip).map((step) => (
          <li key={step.name} className="inline-flex items-center gap-1">
            {step.done ? (
              <Icon name="check" className="size-3.5 text-brand-700" />
            ) : (
              <span aria-hidden="true" className="size-2 rounded-full border border-stone-400" />
            )}
            <span className={step.done ? 'font-semibold text-ink' : ''}>{step.name}</span>
            <span className="sr-only">{step.done ? '(done)' : '(not yet)'}</span>
          </li>
        ))}
      </ol>
      <p className="text-sm text-stone-700">{nextStepOf(trip)}</p>
    </div>
  );
}

/** Whether the trip waits for the viewer to do something. */
export const tripWaitsOnViewer = (trip: TripView) => Object.values(trip.actions).some(Boolean);
