import type { BookingStatus, PaymentStatus } from '@akwaaba/domain/booking/booking.events';
import type { TripState } from '@akwaaba/domain/booking/trip.views';
import { Badge, type BadgeTone } from '#app/components/ui/Badge.tsx';

const STATUS: Record<BookingStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'waiting' },
  confirmed: { label: 'Confirmed', tone: 'good' },
  completed: { label: 'Completed', tone: 'finished' },
  cancelled: { label: 'Cancelled', tone: 'bad' },
  expired: { label: 'Expired', tone: 'lapsed' },
};

const PAYMENT: Record<'paid' | 'refunded' | 'other', { label: string; tone: BadgeTone }> = {
  paid: { label: 'Paid', tone: 'good' },
  refunded: { label: 'Refunded', tone: 'underway' },
  other: { label: 'Payment pending', tone: 'waiting' },
};

/** The booking's status as a badge (spec section 2, My Bookings). */
export function StatusBadge({ status }: { status: BookingStatus }) {
  const { label, tone } = STATUS[status] ?? STATUS.pending;
  return <Badge tone={tone}>{label}</Badge>;
}

/** Paid, Refunded, or anything else as pending (spec section 4). An expired hold was never paid. */
export function PaymentBadge({
  status,
  bookingStatus,
}: {
  status: PaymentStatus;
  bookingStatus: BookingStatus;
}) {
  if (status !== 'paid' && status !== 'refunded' && bookingStatus === 'expired')
    return <Badge tone="lapsed">Not paid</Badge>;
  const { label, tone } = PAYMENT[status === 'paid' || status === 'refunded' ? status : 'other'];
  return <Badge tone={tone}>{label}</Badge>;
}

const TRIP: Record<TripState, { label: string; tone: BadgeTone }> = {
  awaiting_handover: { label: 'Awaiting handover', tone: 'waiting' },
  in_progress: { label: 'Trip in progress', tone: 'underway' },
  returned: { label: 'Car returned', tone: 'good' },
  completed: { label: 'Trip completed', tone: 'finished' },
};

/** Where a paid booking's trip stands, beside its status (which stays Confirmed until the trip completes). */
export function TripStateBadge({ state }: { state: TripState }) {
  const { label, tone } = TRIP[state];
  return <Badge tone={tone}>{label}</Badge>;
}
