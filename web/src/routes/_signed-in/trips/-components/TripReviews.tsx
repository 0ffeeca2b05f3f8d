import type { BookingView } from '@akwaaba/domain';
import { renterReviewSchema, reviewSchema } from '@akwaaba/domain/bookings/booking.schemas';
import type { TripSide } from '@akwaaba/domain/trips/trip.events';
import type { TripReviewView, TripView } from '@akwaaba/domain/trips/trip.views';
import { useLeaveReview } from '#app/api/booking-actions.ts';
import { useReviewRenter } from '#app/api/trips.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { Stars } from '#app/components/ui/StarRatingField.tsx';
import { SubmitButton } from '#app/components/ui/SubmitButton.tsx';
import { BLIND_REVIEW_NOTE, REVIEW_QUESTIONS, ReviewForm } from '#app/trips/ReviewForm.tsx';
import { when } from '#app/trips/trip-labels.ts';

/** Thanks for a review: shown to the other party now if theirs was written, else once it is. */
function thank(answer: BookingView | null) {
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
export function TripReviews({ booking, trip }: { booking: BookingView; trip: TripView }) {
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
          <WriteReview booking={booking} viewer={viewer} />
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

/** One review as written: the stars it gave to each of its side's questions, and its comment. */
function ReviewCard({ title, review, by }: { title: string; review: TripReviewView; by: TripSide }) {
  return (
    <article aria-label={title} className="grid gap-2 rounded-lg border border-stone-200 p-3">
      <h3 className="font-semibold">{title}</h3>
      <dl className="grid gap-1 text-sm">
        {REVIEW_QUESTIONS[by].map(({ field, legend }) => {
          const rating = review[field];
          return (
            rating !== null && (
              <div key={field} className="flex items-center gap-2">
                <dt className="w-20 text-stone-600">{legend}</dt>
                <dd>
                  <Stars rating={rating} />
                </dd>
              </div>
            )
          );
        })}
      </dl>
      {review.comment && <p className="text-stone-800">“{review.comment}”</p>}
      <p className="text-xs text-stone-600">
        Written <time dateTime={review.createdAt}>{when(review.createdAt)}</time>
      </p>
    </article>
  );
}

/**
 * The viewer's review: the renter's rates the car and the host, the host's rates the renter; 1 to
 * 5 stars each, and a comment.
 */
function WriteReview({ booking, viewer }: { booking: BookingView; viewer: TripSide }) {
  const leaveReview = useLeaveReview();
  const reviewRenter = useReviewRenter();
  const submit = (
    <SubmitButton
      pending={leaveReview.isPending || reviewRenter.isPending}
      pendingLabel="Saving..."
      layout="start"
    >
      Submit review
    </SubmitButton>
  );
  return viewer === 'renter' ? (
    <ReviewForm
      schema={reviewSchema}
      questions={REVIEW_QUESTIONS.renter}
      send={async (review) => thank(await leaveReview.mutateAsync({ booking, review }))}
    >
      {submit}
    </ReviewForm>
  ) : (
    <ReviewForm
      schema={renterReviewSchema}
      questions={REVIEW_QUESTIONS.host}
      send={async (input) => thank(await reviewRenter.mutateAsync({ bookingId: booking.id, input }))}
    >
      {submit}
    </ReviewForm>
  );
}
