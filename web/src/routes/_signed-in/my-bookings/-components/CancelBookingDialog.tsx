import type { BookingView } from '@akwaaba/domain';
import { FREE_CANCELLATION_GRACE_MINUTES } from '@akwaaba/domain/bookings/booking.rules';
import { format, parseISO } from 'date-fns';
import { useId, useState } from 'react';
import { apiProblemOf } from '#app/api/api-error.ts';
import { useCancelBooking } from '#app/api/booking-actions.ts';
import { displayCedis } from '#app/cars/price.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { buttonClasses } from '#app/components/ui/button-classes.ts';
import { Dialog, DialogActions, type TargetDialogProps } from '#app/components/ui/Dialog.tsx';
import { PendingButton } from '#app/components/ui/PendingButton.tsx';
import { ghanaTime } from '#app/trips/trip-labels.ts';

/** "an hour", "2 hours", "30 minutes": how long after booking a cancellation stays free. */
const GRACE_PERIOD =
  FREE_CANCELLATION_GRACE_MINUTES === 60
    ? 'an hour'
    : FREE_CANCELLATION_GRACE_MINUTES % 60 === 0
      ? `${FREE_CANCELLATION_GRACE_MINUTES / 60} hours`
      : `${FREE_CANCELLATION_GRACE_MINUTES} minutes`;

/**
 * Cancelling a confirmed booking (docs/adr/0004): up to 24 h before the start, or within the
 * hour after booking, the full amount is refunded; later, the renter must first confirm that
 * nothing will be refunded. Until when it is free comes from the server, decided by the rule
 * the cancellation itself follows.
 */
export function CancelBookingDialog({ target: booking, onClose }: TargetDialogProps<BookingView>) {
  const cancel = useCancelBooking();
  const [accepted, setAccepted] = useState(false);
  const checkboxId = useId();
  const free = booking?.cancellationIsFree ?? false;
  // Ghana is on GMT all year: the deadline reads the same whatever the browser's time zone.
  const freeUntil = booking ? ghanaTime(new Date(booking.freeCancellationUntil)) : '';

  function close() {
    setAccepted(false);
    onClose();
  }

  async function confirm() {
    if (!booking) return;
    try {
      const cancelled = await cancel.mutateAsync({ booking, acceptNoRefund: !free && accepted });
      toast({
        title: 'Booking cancelled',
        description:
          cancelled.paymentStatus === 'refunded'
            ? `${displayCedis(cancelled.refundAmount)} has been refunded to you.`
            : free
              ? `Your refund of ${displayCedis(cancelled.refundAmount)} is on its way.`
              : cancelled.deposit.status === 'refunding'
                ? `Your ${displayCedis(cancelled.deposit.amount)} deposit is on its way back.`
                : 'Your booking is cancelled. No refund is due.',
      });
      close();
    } catch (error) {
      toast({ title: 'Could not cancel', description: apiProblemOf(error).message, variant: 'destructive' });
    }
  }

  return (
    <Dialog open={booking !== null} onClose={close} title="Cancel this booking?">
      {booking && (
        <>
          <p className="text-stone-700">
            {booking.car.year} {booking.car.make} {booking.car.model},{' '}
            {format(parseISO(booking.startDate), 'MMM d, yyyy')} –{' '}
            {format(parseISO(booking.endDate), 'MMM d, yyyy')}.
          </p>
          {free ? (
            <div className="grid gap-2 rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
              <p>
                You will get a full refund of {displayCedis(booking.totalPrice)}: free cancellation lasts
                until {freeUntil}.
              </p>
              {booking.freeCancellationGrace && (
                <p>
                  Because you booked close to the start date, cancelling is free for up to {GRACE_PERIOD}{' '}
                  after booking.
                </p>
              )}
            </div>
          ) : (
            <div className="grid gap-3 rounded-lg bg-red-50 p-3 text-sm text-red-900">
              <p>
                {booking.freeCancellationGrace
                  ? `Free cancellation ended at ${freeUntil}, ${GRACE_PERIOD} after you booked.`
                  : 'Free cancellation ended 24 hours before the start date.'}{' '}
                {booking.deposit.status === 'none'
                  ? `If you cancel now, the ${displayCedis(booking.totalPrice)} you paid will not be refunded.`
                  : `If you cancel now, what you paid for the trip will not be refunded; your ${displayCedis(booking.deposit.amount)} deposit will be.`}
              </p>
              <label htmlFor={checkboxId} className="flex items-start gap-2 font-medium">
                <input
                  id={checkboxId}
                  type="checkbox"
                  checked={accepted}
                  onChange={(event) => setAccepted(event.target.checked)}
                  className="mt-0.5 size-5"
                />
                I understand that I will not get a refund.
              </label>
            </div>
          )}
          <DialogActions onCancel={close} cancelLabel="Keep Booking">
            <PendingButton
              onClick={() => void confirm()}
              pending={cancel.isPending}
              pendingLabel="Cancelling..."
              disabled={!free && !accepted}
              className={buttonClasses('danger')}
            >
              Cancel Booking
            </PendingButton>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
