import { type ReviewData, reviewSchema } from '@akwaaba/domain/booking/booking.schemas';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { apiProblemOf } from '#app/api/api-error.ts';
import { type Booking, useLeaveReview } from '#app/api/bookings.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { buttonClasses } from '#app/components/ui/button-classes.ts';
import { Dialog, DialogActions } from '#app/components/ui/Dialog.tsx';
import { TextAreaField } from '#app/components/ui/Field.tsx';
import { StarRatingField } from '#app/components/ui/StarRatingField.tsx';
import { useSchemaForm } from '#app/components/ui/use-schema-form.ts';

const EMPTY = { rating: 0, hostRating: 0, comment: '' };

/**
 * One review per completed stay: the car and its host, 1 to 5 stars each, and a comment. The car's
 * rating shows on its page; the host sees the review once they have written theirs or 14 days pass.
 */
export function ReviewBookingDialog({ booking, onClose }: { booking: Booking | null; onClose: () => void }) {
  const review = useLeaveReview();
  const form = useSchemaForm(reviewSchema, { defaultValues: EMPTY, mode: 'onSubmit' });
  useEffect(() => {
    if (booking) form.reset(EMPTY);
  }, [booking, form]);
  const { errors } = form.formState;

  async function submit(values: ReviewData) {
    if (!booking) return;
    try {
      await review.mutateAsync({ booking, review: values });
      toast({
        title: 'Thank you for your review',
        description: 'Your review is hidden from the other party until they write theirs or 14 days pass.',
      });
      onClose();
    } catch (error) {
      const problem = apiProblemOf(error);
      for (const field of ['rating', 'hostRating', 'comment'] as const)
        if (problem.fields[field]) form.setError(field, { message: problem.fields[field] });
      toast({ title: 'Could not save your review', description: problem.message, variant: 'destructive' });
    }
  }

  return (
    <Dialog open={booking !== null} onClose={onClose} title="Leave a review">
      {booking && (
        <form onSubmit={form.handleSubmit(submit)} noValidate className="grid gap-4">
          <p className="text-stone-700">
            How was the {booking.car.year} {booking.car.make} {booking.car.model}?
          </p>
          <Controller
            control={form.control}
            name="rating"
            render={({ field }) => (
              <StarRatingField
                legend="The car"
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                error={errors.rating?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="hostRating"
            render={({ field }) => (
              <StarRatingField
                legend="The host"
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                error={errors.hostRating?.message}
              />
            )}
          />
          <TextAreaField
            label="Comment"
            announceError
            error={errors.comment?.message}
            {...form.register('comment')}
          />
          <DialogActions onCancel={onClose}>
            <button type="submit" disabled={review.isPending} className={buttonClasses('primary')}>
              {review.isPending ? 'Saving...' : 'Submit Review'}
            </button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
