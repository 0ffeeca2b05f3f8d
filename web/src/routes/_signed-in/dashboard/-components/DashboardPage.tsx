import type {
  DashboardTripView,
  HostDashboardView,
} from '@akwaaba/domain/host-dashboard/host-dashboard.contract';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { hostDashboardQueryOptions } from '#app/api/host-dashboard.ts';
import { AvailabilityBadge, VerificationBadge } from '#app/cars/VerificationBadge.tsx';
import { PageHeading } from '#app/components/PageHeading.tsx';
import { PageSkeleton } from '#app/components/PageSkeleton.tsx';
import { buttonClasses } from '#app/components/ui/button-classes.ts';
import { CardSection } from '#app/components/ui/CardSection.tsx';
import { payoutCedis } from '#app/payouts/payout-format.ts';
import { TripStateBadge } from '#app/routes/_signed-in/my-bookings/-components/BookingBadges.tsx';
import { day, nextStepOf, tripBadgeStateOf } from '#app/trips/trip-labels.ts';

/** The page's shape while the dashboard loads. */
export function DashboardSkeleton() {
  return (
    <PageSkeleton
      blocks={['h-9 w-48 rounded', 'h-32 rounded-xl', 'h-40 rounded-xl']}
      aside="h-40 max-lg:hidden"
    />
  );
}

const carName = (car: { year: number; make: string; model: string }) =>
  `${car.year} ${car.make} ${car.model}`;

/** One trip: its car, dates and renter, where it stands, what the host earns, and the way to it. */
function TripRow({ trip, withNextStep }: { trip: DashboardTripView; withNextStep: boolean }) {
  const renter = `${trip.renter.firstName} ${trip.renter.lastName}`.trim() || 'A renter';
  const name = carName(trip.car);
  return (
    <li className="grid gap-2 rounded-lg border border-stone-200 p-4 sm:grid-cols-[1fr_auto] sm:items-center">
      <div className="grid gap-1">
        <p className="font-semibold">{name}</p>
        <p className="text-sm text-stone-700">
          {day(trip.startDate)} – {day(trip.endDate)} · {renter}
        </p>
        {withNextStep && trip.trip && <p className="text-sm font-medium text-ink">{nextStepOf(trip.trip)}</p>}
        <p className="text-sm text-stone-700">You earn {payoutCedis(trip.youEarn)}</p>
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:justify-end">
        {trip.trip && <TripStateBadge state={tripBadgeStateOf(trip.trip)} />}
        <Link
          to="/trips/$id"
          params={{ id: trip.id }}
          aria-label={`Open trip: ${name}, ${day(trip.startDate)}`}
          className={buttonClasses(withNextStep ? 'primary' : 'outline', 'sm')}
        >
          Open trip
        </Link>
      </div>
    </li>
  );
}

/** The host has been paid for a booking and has nowhere for the money to go. */
function PayoutAccountPrompt() {
  return (
    <CardSection
      title="Add a payout account"
      className="grid gap-3 border-amber-300 bg-amber-50 p-4 sm:p-6"
      titleClassName="text-xl font-bold"
    >
      <p className="text-stone-800">
        You have a paid booking. Add a Mobile Money wallet or bank account so we can send your earnings.
      </p>
      <Link to="/earnings" className={buttonClasses('primary', 'sm', 'justify-self-start')}>
        Set up payout account
      </Link>
    </CardSection>
  );
}

function CarsSection({ cars }: { cars: HostDashboardView['cars'] }) {
  return (
    <CardSection title="Your cars" titleClassName="text-xl font-bold" className="grid gap-4 p-4 sm:p-6">
      <ul className="grid gap-2">
        {cars.map((car) => (
          <li
            key={car.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-stone-200 p-3"
          >
            <span className="font-semibold">{carName(car)}</span>
            <span className="flex flex-wrap gap-2">
              <AvailabilityBadge available={car.available} />
              <VerificationBadge status={car.verificationStatus} />
            </span>
          </li>
        ))}
      </ul>
      <Link to="/my-cars" className={buttonClasses('outline', 'sm', 'justify-self-start')}>
        Manage your cars
      </Link>
    </CardSection>
  );
}

/**
 * /dashboard: a host's home. The payout account prompt while one is needed, the trips waiting
 * for the host (a handover or return to record or confirm) first, then the paid trips to come
 * with what the host earns from each, then their cars.
 */
export function DashboardPage() {
  const { data: dashboard } = useSuspenseQuery(hostDashboardQueryOptions());
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <PageHeading title="Dashboard" intro="Your trips and cars at a glance." />
      {dashboard.payoutAccountNeeded && <PayoutAccountPrompt />}
      {dashboard.needsAction.length > 0 && (
        <CardSection
          title="Needs your action"
          titleClassName="text-xl font-bold"
          className="grid gap-4 p-4 sm:p-6"
        >
          <ul className="grid gap-3">
            {dashboard.needsAction.map((trip) => (
              <TripRow key={trip.id} trip={trip} withNextStep />
            ))}
          </ul>
        </CardSection>
      )}
      <CardSection
        title="Upcoming trips"
        titleClassName="text-xl font-bold"
        className="grid gap-4 p-4 sm:p-6"
      >
        {dashboard.upcoming.length === 0 ? (
          <p className="text-stone-600">No trips coming up yet.</p>
        ) : (
          <ul className="grid gap-3">
            {dashboard.upcoming.map((trip) => (
              <TripRow key={trip.id} trip={trip} withNextStep={false} />
            ))}
          </ul>
        )}
      </CardSection>
      {dashboard.cars.length > 0 && <CarsSection cars={dashboard.cars} />}
    </div>
  );
}
