import { type ReviewData, reviewSchema } from '@akwaaba/domain/booking/booking.schemas';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { apiProblemOf } from '#app/api/api-error.ts';
import { type Booking, useLeaveReview } from '#app/api/bookings.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { buttonClasses } from '#app/components/ui/button-classes.ts';
import { Dialog, DialogActions } from '#app/components/ui/Dialog.tsx';
import { TextAreaField } from '#app/components/ui/Field.tsx';
import { useSchemaForm } from '#app/components/ui/use-schema-form.ts';

const STARS = [1, 2, 3, 4, 5] as const;

/** One review per completed stay: 1 to 5 stars and a comment, shown on the car's page. */
export function ReviewBookingDialog({ booking, onClose }: { booking: Booking | null; onClose: () => void }) {
  const review = useLeaveReview();
  const form = useSchemaForm(reviewSchema, {
    defaultValues: { rating: 0, comment: '' },
    mode: 'onSubmit',
  });
  useEffect(() => {
    if (booking) form.reset({ rating: 0, comment: '' });
  }, [booking, form]);
  const { errors } = form.formState;

  async function submit(values: ReviewData) {
    if (!booking) return;
    try {
      await review.mutateAsync({ booking, rating: values.rating, comment: values.comment });
      toast({ title: 'Thank you for your review', description: 'It now shows on the car’s page.' });
      onClose();
    } catch (error) {
      const problem = apiProblemOf(error);
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
              <fieldset className="grid gap-2" aria-describedby={errors.rating ? 'rating-error' : undefined}>
                <legend className="font-medium">Rating</legend>
                <div className="flex gap-1">
                  {STARS.map((star) => (
                    <label key={star} className="cursor-pointer">
                      <input
                        type="radio"
                        name={field.name}
                        value={star}
                        checked={field.value === star}
                        onChange={() => field.onChange(star)}
                        className="peer sr-only"
                      />
                      <span className="sr-only">
                        {star} {star === 1 ? 'star' : 'stars'}
                      </span>
                      <span
                        aria-hidden="true"
                        className={`grid size-11 place-items-center rounded-lg text-3xl peer-focus-visible:ring-3 peer-focus-visible:ring-brand-800 ${
                          typeof field.value === 'number' && star <= field.value
                            ? 'text-gold-500'
                            : 'text-stone-300'
                        }`}
                      >
                        ★
                      </span>
                    </label>
                  ))}
                </div>
                {errors.rating && (
                  <p id="rating-error" role="alert" className="text-sm text-red-700">
                    {errors.rating.message}
                  </p>
                )}
              </fieldset>
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
