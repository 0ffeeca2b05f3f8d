import type { BookingStatus, PaymentStatus } from '@akwaaba/domain/booking/booking.events';
import type { TripState } from '@akwaaba/domain/booking/trip.views';

const STATUS: Record<BookingStatus, { label: string; className: string }> = {
  pending: { label: 'Pending', className: 'bg-amber-100 text-amber-900' },
  confirmed: { label: 'Confirmed', className: 'bg-brand-100 text-brand-900' },
  completed: { label: 'Completed', className: 'bg-stone-200 text-stone-800' },
  cancelled: { label: 'Cancelled', className: 'bg-red-100 text-red-800' },
  expired: { label: 'Expired', className: 'bg-stone-200 text-stone-700' },
};

const PAYMENT: Record<'paid' | 'refunded' | 'other', { label: string; className: string }> = {
  paid: { label: 'Paid', className: 'bg-brand-100 text-brand-900' },
  refunded: { label: 'Refunded', className: 'bg-sky-100 text-sky-900' },
  other: { label: 'Payment pending', className: 'bg-amber-100 text-amber-900' },
};

const badge = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold';

/** The booking's status as a badge (spec section 2, My Bookings). */
export function StatusBadge({ status }: { status: BookingStatus }) {
  const { label, className } = STATUS[status] ?? STATUS.pending;
  return <span className={`${badge} ${className}`}>{label}</span>;
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
    return <span className={`${badge} bg-stone-200 text-stone-700`}>Not paid</span>;
  const { label, className } = PAYMENT[status === 'paid' || status === 'refunded' ? status : 'other'];
  return <span className={`${badge} ${className}`}>{label}</span>;
}

const TRIP: Record<TripState, { label: string; className: string }> = {
  awaiting_handover: { label: 'Awaiting handover', className: 'bg-amber-100 text-amber-900' },
  in_progress: { label: 'Trip in progress', className: 'bg-sky-100 text-sky-900' },
  returned: { label: 'Car returned', className: 'bg-brand-100 text-brand-900' },
  completed: { label: 'Trip completed', className: 'bg-stone-200 text-stone-800' },
};

/** Where a paid booking's trip stands, beside its status (which stays Confirmed until the trip completes). */
export function TripStateBadge({ state }: { state: TripState }) {
  const { label, className } = TRIP[state];
  return <span className={`${badge} ${className}`}>{label}</span>;
}
