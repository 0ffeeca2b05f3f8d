import type { HostBookingView } from '@akwaaba/domain';
import { stayTimesText } from '@akwaaba/domain/bookings/stay';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { hostBookingsQueryOptions } from '#app/api/bookings.ts';
import { BookingLines } from '#app/bookings/BookingLines.tsx';
import { linesFromView } from '#app/bookings/booking-lines.ts';
import { LoadError } from '#app/components/LoadError.tsx';
import { buttonClasses } from '#app/components/ui/button-classes.ts';
import { payoutCedis } from '#app/payouts/payout-format.ts';
import { BookingBadges } from '#app/routes/_signed-in/my-bookings/-components/BookingBadges.tsx';
import { reputationText } from '#app/trips/reputation.ts';
import { TripProgress } from '#app/trips/TripProgress.tsx';
import { RequestAnswer } from './RequestAnswer.tsx';

function Row({ booking }: { booking: HostBookingView }) {
  const renter = `${booking.renter.firstName} ${booking.renter.lastName}`.trim() || 'A renter';
  return (
    <li className="grid gap-3 rounded-xl border border-stone-200 bg-white p-4">
      <div className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-center">
        <div className="grid gap-1">
          <p className="font-semibold">
            {booking.car.year} {booking.car.make} {booking.car.model}
          </p>
          <p className="text-sm text-stone-700">
            {stayTimesText(booking)} · {renter}
            {booking.includeDriver ? ' · with driver' : ''}
            {booking.destinationRegionName ? ` · delivery to ${booking.destinationRegionName}` : ''}
          </p>
          {booking.deliveryPoint && (
            <p className="text-sm text-stone-700">
              Deliver to{' '}
              <span className="font-medium tracking-wide">{booking.deliveryPoint.digitalAddress}</span>:{' '}
              {booking.deliveryPoint.directions}
            </p>
          )}
          <p className="text-sm text-stone-600">
            <span className="sr-only">{renter}: </span>
            {reputationText(booking.renter.reputation)}
          </p>
        </div>
        <BookingBadges booking={booking} className="sm:justify-end" />
      </div>
      <RequestAnswer booking={booking} renter={renter} />
      {booking.youEarn !== null && (
        <p className="font-semibold">
          You earn <span className="text-lg text-brand-700">{payoutCedis(booking.youEarn)}</span>
          {booking.paymentStatus === 'unpaid' && (
            <span className="font-normal text-stone-600">
              {booking.status === 'requested' ? ' if you accept and they pay' : ' once paid'}
            </span>
          )}
        </p>
      )}
      <BookingLines
        lines={linesFromView(booking.lines)}
        destination={booking.destinationRegionName}
        totalLabel="Renter pays"
        className="max-w-sm"
      />
      {booking.trip && <TripProgress bookingId={booking.id} trip={booking.trip} />}
      {booking.status !== 'expired' && booking.status !== 'declined' && (
        <Link
          to="/messages/$id"
          params={{ id: booking.id }}
          aria-label={`Message renter ${renter}`}
          className={buttonClasses('outline', 'sm', 'justify-self-start')}
        >
          Message renter
        </Link>
      )}
    </li>
  );
}

/**
 * The bookings of the host's cars, soonest first: dates, renter, what the host earns, the
 * booking's lines and what the renter pays, status, and a way to message the renter. For the My Cars screen, as its own section.
 */
export function HostBookings() {
  // Not suspense: a section of its own under the cars, which loads and fails in place, not the page.
  const bookings = useQuery(hostBookingsQueryOptions());
  return (
    <section aria-labelledby="host-bookings" className="grid gap-4">
      <h2 id="host-bookings" className="text-2xl font-bold">
        Bookings of your cars
      </h2>
      {bookings.isPending ? (
        <div aria-busy="true" className="grid gap-3">
          <p role="status" className="sr-only">
            Loading...
          </p>
          {[0, 1].map((key) => (
            <div key={key} aria-hidden="true" className="h-20 animate-pulse rounded-xl bg-stone-200" />
          ))}
        </div>
      ) : bookings.isError ? (
        <LoadError
          what="the bookings of your cars"
          error={bookings.error}
          onRetry={bookings.refetch}
          layout="inline"
        />
      ) : bookings.data.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-stone-600">No one has booked your cars yet.</p>
      ) : (
        <ul className="grid gap-3">
          {bookings.data.map((booking) => (
            <Row key={booking.id} booking={booking} />
          ))}
        </ul>
      )}
    </section>
  );
}
