import {
  type RenterReviewInput,
  type ReviewData,
  renterReviewSchema,
  reviewSchema,
} from '@akwaaba/domain/booking/booking.schemas';
import type { TripSide } from '@akwaaba/domain/booking/trip.events';
import type { TripReviewView, TripView } from '@akwaaba/domain/booking/trip.views';
import { Controller } from 'react-hook-form';
import { apiProblemOf } from '#app/api/api-error.ts';
import { type Booking, useLeaveReview } from '#app/api/bookings.ts';
import { useReviewRenter } from '#app/api/trips.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { TextAreaField } from '#app/components/ui/Field.tsx';
import { StarRatingField, Stars } from '#app/components/ui/StarRatingField.tsx';
import { SubmitButton } from '#app/components/ui/SubmitButton.tsx';
import { useSchemaForm } from '#app/components/ui/use-schema-form.ts';
import { when } from '#app/trips/trip-labels.ts';

export const BLIND_REVIEW_NOTE =
  'Your review is hidden from the other party until they write theirs or 14 days pass';

/** Thanks for a review: shown to the other party now if theirs was written, else once it is. */
function thank(answer: Booking | null) {
  toast({
    title: 'Thank you for your review',
    description: answer?.trip?.reviews.revealed
      ? 'Both reviews are written: each of you can now read the other’s.'
      : `${BLIND_REVIEW_NOTE}.`,
  });
}

/**
 * Reviews of a completed trip, both ways and blind: the renter rates the car and the host, the
 * host rates the renter. Each sees their own at once and the other's once both are written or
 * the 14 days are over.
 */
export function TripReviews({ booking, trip }: { booking: Booking; trip: TripView }) {
  const { reviews, viewer } = trip;
  const other: TripSide = viewer === 'renter' ? 'host' : 'renter';
  const mine = viewer === 'renter' ? reviews.byRenter : reviews.byHost;
  const theirs = viewer === 'renter' ? reviews.byHost : reviews.byRenter;
  return (
    <section aria-labelledby="trip-reviews" className="grid gap-4 rounded-xl bg-white p-4 shadow-sm">
      <h2 id="trip-reviews" className="text-xl font-bold">
        Reviews
      </h2>
      {!reviews.revealed && (
        <p className="rounded-lg bg-gold-100 p-3 text-sm text-ink">{BLIND_REVIEW_NOTE}.</p>
      )}
      {trip.actions.review && !reviews.mineWritten ? (
        <>
          {reviews.windowClosesAt && (
            <p className="text-sm text-stone-600">
              You can review this trip until{' '}
              <time dateTime={reviews.windowClosesAt}>{when(reviews.windowClosesAt)}</time>.
            </p>
          )}
          {viewer === 'renter' ? (
            <RenterReviewForm booking={booking} />
          ) : (
            <HostReviewForm bookingId={booking.id} />
          )}
        </>
      ) : (
        mine && <ReviewCard title="Your review" review={mine} by={viewer} />
      )}
      {reviews.revealed ? (
        theirs ? (
          <ReviewCard
            title={other === 'host' ? 'The host’s review of you' : 'The renter’s review'}
            review={theirs}
            by={other}
          />
        ) : (
          <p className="text-sm text-stone-600">The {other} did not review this trip.</p>
        )
      ) : (
        reviews.mineWritten && (
          <p className="text-sm text-stone-600">
            You will see the {other}’s review once they write theirs, or when the 14 days pass.
          </p>
        )
      )}
    </section>
  );
}

/** One review as written: the renter's rates the car and the host; the host's rates the renter. */
function ReviewCard({ title, review, by }: { title: string; review: TripReviewView; by: TripSide }) {
  return (
    <article aria-label={title} className="grid gap-2 rounded-lg border border-stone-200 p-3">
      <h3 className="font-semibold">{title}</h3>
      <dl className="grid gap-1 text-sm">
        {by === 'renter' ? (
          <>
            <div className="flex items-center gap-2">
              <dt className="w-20 text-stone-600">The car</dt>
              <dd>
                <Stars rating={review.rating} />
              </dd>
            </div>
            {review.hostRating !== null && (
              <div className="flex items-center gap-2">
                <dt className="w-20 text-stone-600">The host</dt>
                <dd>
                  <Stars rating={review.hostRating} />
                </dd>
              </div>
            )}
          </>
        ) : (
          <div className="flex items-center gap-2">
            <dt className="w-20 text-stone-600">The renter</dt>
            <dd>
              <Stars rating={review.rating} />
            </dd>
          </div>
        )}
      </dl>
      {review.comment && <p className="text-stone-800">“{review.comment}”</p>}
      <p className="text-xs text-stone-600">
        Written <time dateTime={review.createdAt}>{when(review.createdAt)}</time>
      </p>
    </article>
  );
}

/** The renter's review: the car and the host, 1 to 5 stars each, and a comment. */
function RenterReviewForm({ booking }: { booking: Booking }) {
  const review = useLeaveReview();
  const form = useSchemaForm(reviewSchema, {
    defaultValues: { rating: 0, hostRating: 0, comment: '' },
    mode: 'onSubmit',
  });
  const { errors } = form.formState;

  async function submit(values: ReviewData) {
    try {
      thank(await review.mutateAsync({ booking, review: values }));
    } catch (failure) {
      const problem = apiProblemOf(failure);
      for (const field of ['rating', 'hostRating', 'comment'] as const)
        if (problem.fields[field]) form.setError(field, { message: problem.fields[field] });
      toast({ title: 'Could not save your review', description: problem.message, variant: 'destructive' });
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-4">
      <Controller
        control={form.control}
        name="rating"
        render={({ field }) => (
          <StarRatingField
            legend="The car"
            name="car-rating"
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
            name="host-rating"
            value={field.value}
            onChange={field.onChange}
            error={errors.hostRating?.message}
          />
        )}
      />
      <TextAreaField
        label="Comment"
        rows={3}
        announceError
        error={errors.comment?.message}
        {...form.register('comment')}
      />
      <SubmitButton pending={review.isPending} pendingLabel="Saving..." layout="start">
        Submit review
      </SubmitButton>
    </form>
  );
}

/** The host's review of the renter: 1 to 5 stars and a comment. */
function HostReviewForm({ bookingId }: { bookingId: string }) {
  const review = useReviewRenter();
  const form = useSchemaForm(renterReviewSchema, {
    defaultValues: { rating: 0, comment: '' },
    mode: 'onSubmit',
  });
  const { errors } = form.formState;

  async function submit(values: RenterReviewInput) {
    try {
      thank(await review.mutateAsync({ bookingId, input: values }));
    } catch (failure) {
      const problem = apiProblemOf(failure);
      for (const field of ['rating', 'comment'] as const)
        if (problem.fields[field]) form.setError(field, { message: problem.fields[field] });
      toast({ title: 'Could not save your review', description: problem.message, variant: 'destructive' });
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-4">
      <Controller
        control={form.control}
        name="rating"
        render={({ field }) => (
          <StarRatingField
            legend="The renter"
            name="renter-rating"
            value={field.value}
            onChange={field.onChange}
            error={errors.rating?.message}
          />
        )}
      />
      <TextAreaField
        label="Comment"
        rows={3}
        announceError
        error={errors.comment?.message}
        {...form.register('comment')}
      />
      <SubmitButton pending={review.isPending} pendingLabel="Saving..." layout="start">
        Submit review
      </SubmitButton>
    </form>
  );
}
