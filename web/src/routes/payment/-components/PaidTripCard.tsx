import { stayTimesText } from '@akwaaba/domain/bookings/stay';
import { parseCedis } from '@akwaaba/domain/money/money';
import { phoneNumberHref, phoneNumberShown } from '@akwaaba/domain/shared/phone-display';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useSession } from '#app/api/auth.ts';
import { bookingQueryOptions } from '#app/api/bookings.ts';
import { formatCedisExactly } from '#app/cars/price.ts';
import { Badge } from '#app/components/ui/Badge.tsx';
import { buttonClasses } from '#app/components/ui/button-classes.ts';
import { day } from '#app/trips/trip-labels.ts';

function Line({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[8rem_1fr] sm:gap-3">
      <dt className="text-stone-600">{term}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

/**
 * What a renter who has just paid needs to collect the car, on the payment's result page: the
 * car and its days, what was paid to the pesewa and the plan, the host and their phone, where
 * to meet (the exact pick-up point, shown once paid: docs/adr/0035), what happens next, and
 * the trip, the conversation and a calendar file. Nothing when the booking cannot be read here
 * (signed out on this browser): the page's own texts stand.
 */
export function PaidTripCard({ bookingId }: { bookingId: string }) {
  // Asked only with a session: a payment made signed in elsewhere has nothing to show here.
  const signedIn = useSession().status === 'signedIn';
  const booking = useQuery({ ...bookingQueryOptions(bookingId), enabled: signedIn });
  if (!booking.data) return null;
  const { car, otherParty: host, pickup, protectionPlan, startDate } = booking.data;
  const carName = `${car.year} ${car.make} ${car.model}`;
  const hostName = `${host.firstName} ${host.lastName}`.trim() || 'your host';
  return (
    <article
      aria-labelledby="paid-trip"
      className="grid w-full gap-4 rounded-xl border border-stone-200 bg-white p-4 text-left shadow-sm"
    >
      <div className="flex items-center gap-3">
        {car.imageUrl && (
          <img
            src={car.imageUrl}
            alt=""
            width={96}
            height={60}
            className="h-16 w-24 shrink-0 rounded-lg object-cover"
          />
        )}
        <div className="grid gap-0.5">
          <h2 id="paid-trip" className="text-lg font-semibold">
            {carName}
          </h2>
          <p className="text-sm text-stone-700">{stayTimesText(booking.data)}</p>
        </div>
      </div>
      <dl className="grid gap-2 text-sm">
        <Line term="Paid">{formatCedisExactly(parseCedis(booking.data.totalPrice) ?? 0)}</Line>
        <Line term="Protection">{protectionPlan.name}</Line>
        <Line term="Your host">
          {hostName}
          {host.phoneVerified && (
            <>
              {' '}
              <Badge label="Phone verified" tone="good" />
            </>
          )}
          {host.phoneNumber && (
            <>
              {' · '}
              <a href={phoneNumberHref(host.phoneNumber)} className="text-brand-700 underline">
                {phoneNumberShown(host.phoneNumber)}
              </a>
            </>
          )}
        </Line>
        <Line term="Pick-up point">
          {pickup ? (
            <>
              <span className="tracking-wide">{pickup.digitalAddress}</span>, {pickup.area}
              <span className="block font-normal text-stone-700">{pickup.directions}</span>
            </>
          ) : (
            car.location
          )}
        </Line>
      </dl>
      <p className="text-sm text-stone-700">
        <span className="font-semibold text-ink">What happens next: </span>
        on {day(startDate)}
        {booking.data.pickupTime ? ` at ${booking.data.pickupTime}` : ''}, meet {host.firstName || hostName}{' '}
        at the pick-up point. Together you record the car’s photos, fuel and kilometres on the trip page
        before you drive off.
      </p>
      <div className="flex flex-wrap gap-2">
        <Link to="/trips/$id" params={{ id: bookingId }} className={buttonClasses('primary', 'sm')}>
          Open trip
        </Link>
        <Link to="/messages/$id" params={{ id: bookingId }} className={buttonClasses('outline', 'sm')}>
          Message the host
        </Link>
        <a
          href={`/api/bookings/${bookingId}/calendar.ics`}
          download
          className={buttonClasses('outline', 'sm')}
        >
          Add to calendar
        </a>
      </div>
    </article>
  );
}
