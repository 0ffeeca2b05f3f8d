import type { BookingView } from '@akwaaba/domain';
import { stayTimesText } from '@akwaaba/domain/bookings/stay';
import type { TripStage } from '@akwaaba/domain/trips/trip.events';
import { TRIP_MESSAGES as M } from '@akwaaba/domain/trips/trip.rules';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { bookingQueryOptions } from '#app/api/trips.ts';
import { bookingDiscountText } from '#app/cars/discounts.ts';
import { displayCedis } from '#app/cars/price.ts';
import { Badge } from '#app/components/ui/Badge.tsx';
import { buttonClasses } from '#app/components/ui/button-classes.ts';
import { Skeleton, SkeletonBlock } from '#app/components/ui/Skeleton.tsx';
import { usePageTitle } from '#app/components/use-page-title.ts';
import { ReportHostButton } from '#app/reports/ReportHostButton.tsx';
import { BookingBadges } from '#app/routes/_signed-in/my-bookings/-components/BookingBadges.tsx';
import { tripBadgeStateOf } from '#app/trips/trip-labels.ts';
import { TripPickup } from './TripPickup.tsx';
import { TripProtection } from './TripProtection.tsx';
import { TripReviews } from './TripReviews.tsx';
import { TripTimeline } from './TripTimeline.tsx';

export const carTitleOf = (booking: BookingView) =>
  `${booking.car.year} ${booking.car.make} ${booking.car.model}`;

/**
 * A booking's trip, for its renter or its host, laid out for a phone held next to the car: the
 * booking in short with who the other party is, the timeline with what each of them recorded and
 * what the viewer may do now, and the reviews once the trip is completed. It follows the trip live:
 * every change to the booking reaches the page (live-updates.ts), so there is nothing to refresh. The route starts reading the booking; the page
 * waits for it (the route shows the skeleton meanwhile, its error screen if it fails).
 */
export function TripPage({ bookingId }: { bookingId: string }) {
  const query = useSuspenseQuery(bookingQueryOptions(bookingId));
  const booking = query.data;
  const { trip } = booking;
  const [recording, setRecording] = useState<TripStage | null>(null);
  const title = carTitleOf(booking);
  const discount = bookingDiscountText(booking);
  usePageTitle(`Trip: ${title}`);
  const hosting = trip?.viewer === 'host';
  const other = booking.otherParty;

  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-6 sm:px-6">
      <header className="grid gap-2">
        <Link
          to={hosting ? '/my-cars' : '/my-bookings'}
          className="text-sm font-semibold text-brand-700 hover:underline"
        >
          ← {hosting ? 'My Cars' : 'My Bookings'}
        </Link>
        <h1 className="text-2xl font-bold sm:text-3xl">Trip: {title}</h1>
        <BookingBadges booking={booking} tripState={trip ? tripBadgeStateOf(trip) : undefined} />
      </header>
      <section aria-label="Booking" className="grid gap-3 rounded-xl bg-white p-4 shadow-sm">
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div className="col-span-2 sm:col-span-1">
            <dt className="text-stone-600">{booking.pickupTime ? 'Pick-up and return' : 'Dates'}</dt>
            <dd className="font-medium">{stayTimesText(booking)}</dd>
          </div>
          <div>
            <dt className="text-stone-600">Location</dt>
            <dd className="font-medium">{booking.car.location}</dd>
          </div>
          {booking.deliveryPoint && (
            <div className="col-span-2">
              <dt className="text-stone-600">Delivered to</dt>
              <dd className="font-medium">
                <span className="tracking-wide">{booking.deliveryPoint.digitalAddress}</span>
                {booking.destinationRegionName ? `, ${booking.destinationRegionName}` : ''}
                <span className="block font-normal text-stone-700">{booking.deliveryPoint.directions}</span>
              </dd>
            </div>
          )}
          <div>
            <dt className="text-stone-600">Total</dt>
            <dd className="font-medium">{displayCedis(booking.totalPrice)}</dd>
            {discount && <dd className="text-xs font-medium text-brand-700">{discount}</dd>}
          </div>
          <div>
            <dt className="text-stone-600">{other.role === 'host' ? 'Your host' : 'Your renter'}</dt>
            <dd className="flex flex-wrap items-center gap-2 font-medium">
              <span>{`${other.firstName} ${other.lastName}`.trim() || '–'}</span>
              {other.phoneVerified && <Badge label="Phone verified" tone="good" />}
            </dd>
          </div>
        </dl>
        <div className="flex flex-wrap items-center gap-3">
          <Link to="/cars/$id" params={{ id: booking.carId }} className={buttonClasses('outline', 'sm')}>
            View Car
          </Link>
          <Link to="/messages/$id" params={{ id: booking.id }} className={buttonClasses('outline', 'sm')}>
            {trip ? (hosting ? 'Message renter' : 'Message host') : 'Messages'}
          </Link>
          {trip && (
            // The phone's calendar app opens the file: the days, the pick-up point, the other party.
            <a
              href={`/api/bookings/${booking.id}/calendar.ics`}
              download
              className={buttonClasses('outline', 'sm')}
            >
              Add to calendar
            </a>
          )}
        </div>
        {trip && !hosting && <ReportHostButton carId={booking.carId} hostFirstName={other.firstName} />}
      </section>
      {booking.pickup && <TripPickup pickup={booking.pickup} />}
      <TripProtection booking={booking} />
      {trip ? (
        <>
          <TripTimeline
            booking={booking}
            trip={trip}
            otherName={other.firstName}
            recording={recording}
            onRecord={setRecording}
          />
          {trip.state === 'completed' && <TripReviews booking={booking} trip={trip} />}
        </>
      ) : (
        <p role="status" className="rounded-xl bg-white p-6 text-stone-700">
          {booking.status === 'cancelled'
            ? M.cancelled
            : booking.status === 'expired'
              ? 'This booking expired before it was paid: there is no trip to record.'
              : M.notPaid}
        </p>
      )}
    </div>
  );
}

/** The trip page's shape while the booking loads. */
export function TripSkeleton() {
  usePageTitle('Trip');
  return (
    <Skeleton className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-6 sm:px-6">
      <SkeletonBlock className="h-4 w-28 rounded" />
      <SkeletonBlock className="h-8 w-3/4 rounded" />
      <SkeletonBlock className="h-28 rounded-xl" />
      {[0, 1, 2, 3].map((key) => (
        <div key={key} className="flex gap-3">
          <SkeletonBlock className="size-8 shrink-0 rounded-full" />
          <SkeletonBlock className="h-20 flex-1 rounded-xl" />
        </div>
      ))}
    </Skeleton>
  );
}
