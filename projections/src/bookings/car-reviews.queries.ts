import type { CarReviewView } from '@akwaaba/domain/cars/car.views';
import type pg from 'pg';

export interface CarReviews {
  reviews: CarReviewView[];
  /** Mean rating with one decimal; 0 when there are no reviews. */
  averageRating: number;
  reviewCount: number;
}

const NO_REVIEWS: CarReviews = { reviews: [], averageRating: 0, reviewCount: 0 };

/** The mean of `count` ratings adding up to `sum`, with one decimal; 0 without any. */
export const meanRating = (sum: number, count: number): number =>
  count === 0 ? 0 : Math.round((sum / count) * 10) / 10;

/** Databases whose `reviews` view exists: a read model never goes away from a running database. */
const reviewsSeen = new WeakSet<pg.Pool>();

export async function reviewsViewExists(pool: pg.Pool): Promise<boolean> {
  if (reviewsSeen.has(pool)) return true;
  const { rows } = await pool.query<{ found: boolean }>(`select to_regclass('reviews') is not null as found`);
  if (rows[0]?.found) reviewsSeen.add(pool);
  return rows[0]?.found ?? false;
}

/**
 * A car's reviews, newest first, from the `reviews` read model that the booking
 * feature builds. Until that read model exists, a car simply has no reviews. Blind
 * reviews not yet revealed are neither shown nor counted.
 */
export async function carReviews(pool: pg.Pool, carId: string): Promise<CarReviews> {
  if (!(await reviewsViewExists(pool))) return NO_REVIEWS;
  const { rows } = await pool.query<{
    id: string;
    rating: number;
    comment: string | null;
    profile_image_url: string | null;
    first_name: string | null;
    last_name: string | null;
  }>(
    `select r.id, r.rating, r.comment, u.profile_image_url, u.first_name, u.last_name
     from reviews r left join users u on u.id = r.reviewer_id
     where r.car_id = $1 and r.shown order by r.created_at desc, r.id`,
    [carId],
  );
  if (rows.length === 0) return NO_REVIEWS;
  const sum = rows.reduce((total, row) => total + Number(row.rating), 0);
  return {
    reviews: rows.map((row) => ({
      id: row.id,
      rating: Number(row.rating),
      comment: row.comment,
      reviewer: {
        profileImageUrl: row.profile_image_url,
        firstName: row.first_name,
        lastName: row.last_name,
      },
    })),
    averageRating: meanRating(sum, rows.length),
    reviewCount: rows.length,
  };
}
