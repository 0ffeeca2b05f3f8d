import type { BookingStatus, PaymentStatus } from '@akwaaba/domain/bookings/booking.events';
import { Badge, type BadgeLook } from '#app/components/ui/Badge.tsx';
import type { TripBadgeState } from '#app/trips/trip-labels.ts';

const STATUS: Record<BookingStatus, BadgeLook> = {
  requested: { label: 'Requested', tone: 'waiting' },
  pending: { label: 'Pending', tone: 'waiting' },
  confirmed: { label: 'Confirmed', tone: 'good' },
  completed: { label: 'Completed', tone: 'finished' },
  cancelled: { label: 'Cancelled', tone: 'bad' },
  expired: { label: 'Expired', tone: 'lapsed' },
  declined: { label: 'Declined', tone: 'bad' },
};

const PAYMENT: Record<'paid' | 'refunded' | 'other', BadgeLook> = {
  paid: { label: 'Paid', tone: 'good' },
  refunded: { label: 'Refunded', tone: 'underway' },
  other: { label: 'Payment pending', tone: 'waiting' },
};

/** The booking's status as a badge (spec section 2, My Bookings). */
function StatusBadge({ status }: { status: BookingStatus }) {
  return <Badge {...(STATUS[status] ?? STATUS.pending)} />;
}

/** Paid, Refunded, or anything else as pending (spec section 4). An expired hold was never paid. */
function PaymentBadge({ status, bookingStatus }: { status: PaymentStatus; bookingStatus: BookingStatus }) {
  if (
    status !== 'paid' &&
    status !== 'refunded' &&
    (bookingStatus === 'expired' || bookingStatus === 'declined')
  )
    return <Badge label="Not paid" tone="lapsed" />;
  return <Badge {...PAYMENT[status === 'paid' || status === 'refunded' ? status : 'other']} />;
}

/**
 * A booking's status and payment badges as a row that wraps, after its trip's state where the
 * caller gives it: My Bookings' cards, the host's rows and the trip page alike.
 */
export function BookingBadges({
  booking,
  tripState,
  className = '',
}: {
  booking: { status: BookingStatus; paymentStatus: PaymentStatus };
  tripState?: TripBadgeState | undefined;
  className?: string;
}) {
  return (
    <div className={`flex flex-wrap items-center gap-2 ${className}`}>
      {tripState && <TripStateBadge state={tripState} />}
      <StatusBadge status={booking.status} />
      <PaymentBadge status={booking.paymentStatus} bookingStatus={booking.status} />
    </div>
  );
}

const TRIP: Record<TripBadgeState, BadgeLook> = {
  awaiting_handover: { label: 'Awaiting handover', tone: 'waiting' },
  handover_unconfirmed: { label: 'Handover to confirm', tone: 'waiting' },
  in_progress: { label: 'Trip in progress', tone: 'underway' },
  returned: { label: 'Car returned', tone: 'good' },
  completed: { label: 'Trip completed', tone: 'finished' },
};

/** Where a paid booking's trip stands, beside its status (which stays Confirmed until the trip completes). */
export function TripStateBadge({ state }: { state: TripBadgeState }) {
  return <Badge {...TRIP[state]} />;
}
