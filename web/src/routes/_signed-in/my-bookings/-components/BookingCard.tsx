import type { BookingView } from '@akwaaba/domain';
import { Link } from '@tanstack/react-router';
import { BookingLines } from '#app/bookings/BookingLines.tsx';
import { linesFromView } from '#app/bookings/booking-lines.ts';
import { heldUntil } from '#app/bookings/held-until.ts';
import { displayCedis } from '#app/cars/price.ts';
import { buttonClasses } from '#app/components/ui/button-classes.ts';
import { TripProgress } from '#app/trips/TripProgress.tsx';
import { day } from '#app/trips/trip-labels.ts';
import { BookingBadges } from './BookingBadges.tsx';

/**
 * One booking (spec section 2, My Bookings): the car, location, dates, its lines and total,
 * status and payment badges, a link to the car, and what the renter can do now: pay for a held booking,
 * cancel a confirmed one, review a completed one, message the host (the booking's conversation has
 * the booking's id). A paid booking shows its trip in short, with a link to the trip page.
 */
export function BookingCard({
  booking,
  mayPay,
  onPay,
  paying,
  onCancel,
  onReview,
}: {
  booking: BookingView;
  /** The renter's licence and ID are approved: only then does the server start a payment. */
  mayPay: boolean;
  onPay: () => void;
  paying: boolean;
  onCancel: () => void;
  onReview: () => void;
}) {
  const title = `${booking.car.year} ${booking.car.make} ${booking.car.model}`;
  const awaitingPayment =
    booking.status === 'pending' &&
    booking.paymentStatus === 'unpaid' &&
    Date.parse(booking.holdExpiresAt) > Date.now();
  return (
    <article
      aria-label={title}
      className="grid gap-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="text-lg font-semibold">{title}</h3>
          <p className="text-sm text-stone-600">{booking.car.location}</p>
          <p className="text-sm font-medium">
            {day(booking.startDate)} – {day(booking.endDate)}
          </p>
          {booking.pickupTime && booking.returnTime && (
            <p className="text-sm text-stone-600">
              Pick-up {booking.pickupTime} · Return {booking.returnTime}
            </p>
          )}
        </div>
        <BookingBadges booking={booking} />
      </div>
      {/* The delivery, driver and extras are lines of their own: what was chosen is what was paid for. */}
      <BookingLines
        lines={linesFromView(booking.lines)}
        destination={booking.destinationRegionName}
        className="max-w-sm"
      />
      <RequestNote booking={booking} />
      {awaitingPayment && (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {booking.request?.acceptedAt ? 'The host accepted your request. ' : ''}
          {mayPay
            ? `Your dates are held until ${heldUntil(booking.holdExpiresAt)}. Pay before then to confirm the booking.`
            : `Your dates are held until ${heldUntil(booking.holdExpiresAt)} while an admin checks your licence and ID. You will be told by the bell and by e-mail, and can pay here once they are approved.`}
        </p>
      )}
      {booking.status === 'cancelled' && booking.refundAmount !== null && (
        <p className="text-sm text-stone-600">
          {booking.paymentStatus === 'refunded'
            ? `${displayCedis(booking.refundAmount)} refunded.`
            : booking.refundAmount === '0.00'
              ? 'Cancelled without a refund.'
              : `A refund of ${displayCedis(booking.refundAmount)} is on its way.`}
        </p>
      )}
      {booking.trip && <TripProgress bookingId={booking.id} trip={booking.trip} />}
      <div className="flex flex-wrap gap-3">
        <Link to="/cars/$id" params={{ id: booking.carId }} className={buttonClasses('outline', 'sm')}>
          View Car
        </Link>
        {booking.status !== 'expired' && (
          <Link to="/messages/$id" params={{ id: booking.id }} className={buttonClasses('outline', 'sm')}>
            Message host
          </Link>
        )}
        {awaitingPayment && !mayPay && (
          <Link to="/profile" className={buttonClasses('outline', 'sm')}>
            Your licence and ID
          </Link>
        )}
        {awaitingPayment && mayPay && (
          <button type="button" onClick={onPay} disabled={paying} className={buttonClasses('primary', 'sm')}>
            {paying ? 'Redirecting to payment...' : 'Complete Payment'}
          </button>
        )}
        {booking.canCancel && (
          <button type="button" onClick={onCancel} className={buttonClasses('outline', 'sm', 'text-red-700')}>
            Cancel Booking
          </button>
        )}
        {booking.canReview && (
          <button type="button" onClick={onReview} className={buttonClasses('primary', 'sm')}>
            Leave a Review
          </button>
        )}
      </div>
    </article>
  );
}

/** Where a request to book stands, for its renter: waiting for the host, declined, or expired unanswered. */
function RequestNote({ booking }: { booking: BookingView }) {
  if (!booking.request) return null;
  const text =
    booking.status === 'requested'
      ? `Request sent. The host answers by ${heldUntil(booking.holdExpiresAt)}, and your dates are held until then. You pay once they accept.`
      : booking.status === 'declined'
        ? 'The host declined this request. Nothing was charged: choose other dates or another car.'
        : booking.status === 'expired' && booking.request.acceptedAt === null
          ? 'The host did not answer in time, so the request expired. Nothing was charged.'
          : null;
  return text && <p className="rounded-lg bg-stone-100 p-3 text-sm text-stone-700">{text}</p>;
}
