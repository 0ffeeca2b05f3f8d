import type { HostBookingView } from '@akwaaba/domain';
import type {
  DashboardTripView,
  HostDashboardView,
} from '@akwaaba/domain/host-dashboard/host-dashboard.contract';
import type pg from 'pg';
import { listHostBookings } from '../bookings/bookings.queries';
import { listOwnerCars } from '../cars/cars.queries';
import { hostEarnings } from '../payouts/payouts.queries';
import type { PhotoUrl } from '../trips/trip-view';

/*
 * A host's dashboard reads the host's bookings (with each trip's next step for the host and what
 * the host earns from it, as the Earnings page counts it), their earnings (for the payout
 * account) and their cars: the same queries those screens read, so the dashboard never says otherwise.
 */

/** The trip waits for the host: a handover or return to record, confirm or accept (a review can wait). */
const waitsForHost = ({ trip }: HostBookingView) =>
  trip !== null &&
  (trip.actions.checkIn ||
    trip.actions.answerHandover ||
    trip.actions.checkOut ||
    trip.actions.answerReturn ||
    trip.actions.acceptReturn);

/** Paid, and the car not handed over yet. */
const toCome = (booking: HostBookingView) =>
  booking.status === 'confirmed' && booking.trip?.state === 'awaiting_handover' && !booking.trip.noShow;

/** The signed-in host's dashboard: only their own bookings, earnings and cars. */
export async function hostDashboard(
  pool: pg.Pool,
  hostId: string,
  photoUrl: PhotoUrl,
  now = new Date(),
): Promise<HostDashboardView> {
  const [bookings, earnings, cars] = await Promise.all([
    listHostBookings(pool, hostId, photoUrl, now),
    hostEarnings(pool, hostId, now),
    listOwnerCars(pool, hostId),
  ]);
  // Both lists hold paid bookings only, which always earn something to show.
  const withEarnings = (booking: HostBookingView): DashboardTripView => ({
    ...booking,
    youEarn: booking.youEarn ?? '0.00',
  });
  const needsAction = bookings.filter(waitsForHost);
  return {
    needsAction: needsAction.map(withEarnings),
    upcoming: bookings.filter((b) => toCome(b) && !needsAction.includes(b)).map(withEarnings),
    cars,
    payoutAccountNeeded:
      earnings.account === null && earnings.bookings.some((line) => line.payout.status !== 'none'),
  };
}
