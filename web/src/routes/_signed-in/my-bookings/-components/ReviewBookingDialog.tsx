import type { BookingView } from '@akwaaba/domain';
import { reviewSchema } from '@akwaaba/domain/bookings/booking.schemas';
import { useLeaveReview } from '#app/api/booking-actions.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { buttonClasses } from '#app/components/ui/button-classes.ts';
import { Dialog, DialogActions, type TargetDialogProps } from '#app/components/ui/Dialog.tsx';
import { BLIND_REVIEW_NOTE, REVIEW_QUESTIONS, ReviewForm } from '#app/trips/ReviewForm.tsx';

/**
 * One review per completed stay: the car and its host, 1 to 5 stars each, and a comment. The car's
 * rating shows on its page; the host sees the review once they have written theirs or 14 days pass.
 * The form is new for each booking opened (it is keyed by the booking).
 */
export function ReviewBookingDialog({ target: booking, onClose }: TargetDialogProps<BookingView>) {
  const review = useLeaveReview();

  return (
    <Dialog open={booking !== null} onClose={onClose} title="Leave a review">
      {booking && (
        <>
          <p className="text-stone-700">
            How was the {booking.car.year} {booking.car.make} {booking.car.model}?
          </p>
          <ReviewForm
            key={booking.id}
            schema={reviewSchema}
            questions={REVIEW_QUESTIONS.renter}
            commentRows={4}
            send={async (values) => {
              await review.mutateAsync({ booking, review: values });
              toast({ title: 'Thank you for your review', description: `${BLIND_REVIEW_NOTE}.` });
              onClose();
            }}
          >
            <DialogActions onCancel={onClose}>
              <button type="submit" disabled={review.isPending} className={buttonClasses('primary')}>
                {review.isPending ? 'Saving...' : 'Submit Review'}
              </button>
            </DialogActions>
          </ReviewForm>
        </>
      )}
    </Dialog>
  );
}
