import type { CarReview } from '#app/api/cars.ts';
import { fullName } from '#app/components/avatar/avatar-initials.ts';
import { UserAvatar } from '#app/components/avatar/UserAvatar.tsx';
import { Icon } from '#app/components/ui/Icon.tsx';

const STARS = [1, 2, 3, 4, 5];

export function ReviewsGrid({ reviews }: { reviews: CarReview[] }) {
  return (
    <section aria-labelledby="car-reviews" className="grid gap-3">
      <h2 id="car-reviews" className="text-xl font-semibold">
        Reviews
      </h2>
      {reviews.length === 0 ? (
        <p className="text-stone-600">No reviews yet.</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {reviews.map((review) => (
            <li
              key={review.id}
              className="grid content-start gap-2 rounded-xl border border-stone-200 bg-white p-4"
            >
              <div className="flex items-center gap-3">
                <UserAvatar person={review.reviewer} />
                <p className="font-semibold">{fullName(review.reviewer) || 'Akwaaba Drive renter'}</p>
              </div>
              <p
                className="flex gap-0.5 text-gold-500"
                role="img"
                aria-label={`Rated ${review.rating} out of 5`}
              >
                {STARS.map((star) => (
                  <Icon
                    key={star}
                    name="star"
                    className={`size-4 ${star <= review.rating ? '' : 'text-stone-300'}`}
                  />
                ))}
              </p>
              {review.comment && <p className="text-stone-700">{review.comment}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
