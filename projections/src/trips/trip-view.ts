import {
  chargeExplanation,
  chargeLabel,
  type DamageCaseView,
  depositSettlement,
  handoverClosesAt,
  type Pesewas,
  type RecordCharge,
  type ReputationView,
  reviewWindowClosesAt,
  type SettlementView,
  type TripPhotoAngle,
  type TripReadingView,
  type TripReturnView,
  type TripReviewView,
  type TripSide,
  type TripState,
  type TripView,
  toCedisString,
} from '@akwaaba/domain';

/**
 * The trip's settlement once its return is recorded (null before): the record's charges, each
 * with how it was computed, paid from the deposit first (booking-settlement.ts).
 */
export function settlementOf(row: TripColumns, deposit: Pesewas): SettlementView | null {
  const returned = row.trip_records?.return;
  if (!returned) return null;
  const charges = returned.charges ?? [];
  const settlement = depositSettlement(deposit, charges);
  return {
    charges: charges.map((charge) => ({
      kind: charge.kind,
      label: chargeLabel(charge.kind),
      amount: toCedisString(charge.amount),
      status: 'due',
      explanation: chargeExplanation(charge),
    })),
    depositRefund: toCedisString(settlement.refund),
    balanceDue: toCedisString(settlement.balanceDue),
  };
}

/**
 * Turns a private object path into a link its reader may open: the API signs short-lived
 * links for the parties and admins. Queries never hand out object paths themselves.
 */
export type PhotoUrl = (objectPath: string) => string;

/**
 * The select list of a trip, read from the `trips` view aliased `t` (left-joined: every column
 * is null for a booking without a trip). Records, damage case and reviews come as JSON from
 * subqueries, so a booking and its trip are one row and a list of them one round trip.
 */
export const TRIP_COLUMNS = `t.state as trip_state,
  to_char(t.end_date, 'YYYY-MM-DD') as trip_end_date,
  t.handover_opens_at as trip_handover_opens_at,
  t.no_show_flagged_at as trip_no_show_flagged_at, t.completed_at as trip_completed_at,
  t.damage_case as trip_damage_case, t.renter_reviewed as trip_renter_reviewed,
  t.host_reviewed as trip_host_reviewed, t.reviews_revealed as trip_reviews_revealed,
  (select json_object_agg(c.stage, json_build_object('by', c.recorded_by, 'odometerKm', c.odometer_km,
     'fuelEighths', c.fuel_eighths, 'photos', c.photos, 'note', c.note, 'recordedAt', c.recorded_at,
     'answer', c.answer, 'answerBy', c.answer_by, 'answerNote', c.answer_note, 'distanceKm', c.distance_km,
     'fuelChangeEighths', c.fuel_change_eighths, 'charges', c.charges))
   from trip_records c where c.booking_id = t.booking_id) as trip_records,
  (select json_build_object('description', d.description, 'photos', d.photos, 'reportedBy', d.reported_by,
     'reportedAt', d.reported_at, 'resolutionNote', d.resolution_note, 'resolvedAt', d.resolved_at)
   from trip_damage_cases d where d.booking_id = t.booking_id) as trip_damage,
  (select json_object_agg(v.author, json_build_object('rating', v.rating, 'hostRating', v.host_rating,
     'comment', v.comment, 'createdAt', v.created_at))
   from trip_reviews v where v.booking_id = t.booking_id) as trip_reviews,
  (select json_object_agg(p.photo, json_build_object('thumbnail', p.thumbnail, 'large', p.large))
   from trip_photo_variants p where p.booking_id = t.booking_id) as trip_photo_variants`;

interface RecordJson {
  by: TripSide;
  odometerKm: number;
  fuelEighths: number;
  photos: { angle: TripPhotoAngle; path: string }[];
  note: string;
  recordedAt: string;
  answer: 'confirmed' | 'disputed' | null;
  answerBy: TripSide | null;
  answerNote: string | null;
  distanceKm: number | null;
  fuelChangeEighths: number | null;
  /** The return's charges from the record; null on the handover, and on returns recorded before them. */
  charges: RecordCharge[] | null;
}

interface DamageJson {
  description: string;
  photos: string[];
  reportedBy: TripSide;
  reportedAt: string;
  resolutionNote: string | null;
  resolvedAt: string | null;
}

interface ReviewJson {
  rating: number;
  hostRating: number | null;
  comment: string;
  createdAt: string;
}

/** What TRIP_COLUMNS reads: all null when the booking has no trip (unpaid, expired or cancelled). */
export interface TripColumns {
  trip_state: TripState | null;
  trip_end_date: string | null;
  trip_handover_opens_at: Date | null;
  trip_no_show_flagged_at: Date | null;
  trip_completed_at: Date | null;
  trip_damage_case: 'none' | 'open' | 'resolved' | null;
  trip_renter_reviewed: boolean | null;
  trip_host_reviewed: boolean | null;
  trip_reviews_revealed: boolean | null;
  trip_records: Partial<Record<'handover' | 'return', RecordJson>> | null;
  trip_damage: DamageJson | null;
  trip_reviews: Partial<Record<TripSide, ReviewJson>> | null;
  trip_photo_variants: Record<string, { thumbnail: string; large: string }> | null;
}

/** Timestamps inside JSON come as Postgres writes them ('2026-04-10T08:00:00+00:00'). */
const iso = (text: string) => new Date(text).toISOString();
const isoOrNull = (text: string | null) => (text === null ? null : iso(text));

/** Links to a trip's photos: their WebP copies once the worker made them, the originals until then. */
interface PhotoLinks {
  large: (path: string) => string;
  thumbnail: (path: string) => string;
}

function photoLinksOf(row: TripColumns, photoUrl: PhotoUrl): PhotoLinks {
  const copies = row.trip_photo_variants ?? {};
  return {
    large: (path) => photoUrl(copies[path]?.large ?? path),
    thumbnail: (path) => photoUrl(copies[path]?.thumbnail ?? path),
  };
}

function readingOf(record: RecordJson, links: PhotoLinks): TripReadingView {
  return {
    by: record.by,
    odometerKm: record.odometerKm,
    fuelEighths: record.fuelEighths,
    photos: record.photos.map(({ angle, path }) => ({
      angle,
      url: links.large(path),
      thumbnailUrl: links.thumbnail(path),
    })),
    note: record.note,
    recordedAt: iso(record.recordedAt),
    answer:
      record.answer === null
        ? null
        : {
            answer: record.answer,
            by: record.answerBy ?? (record.by === 'host' ? 'renter' : 'host'),
            note: record.answerNote ?? '',
          },
  };
}

/** The handover as both parties see it; null before it is recorded. */
export const handoverOf = (row: TripColumns, photoUrl: PhotoUrl): TripReadingView | null => {
  const record = row.trip_records?.handover;
  return record ? readingOf(record, photoLinksOf(row, photoUrl)) : null;
};

/** The return, with the distance and fuel change the server computed; null before it is recorded. */
export const returnOf = (row: TripColumns, photoUrl: PhotoUrl): TripReturnView | null => {
  const record = row.trip_records?.return;
  if (!record) return null;
  return {
    ...readingOf(record, photoLinksOf(row, photoUrl)),
    distanceKm: record.distanceKm ?? 0,
    fuelChangeEighths: record.fuelChangeEighths ?? 0,
  };
};

export const damageCaseOf = (row: TripColumns, photoUrl: PhotoUrl): DamageCaseView | null => {
  const damage = row.trip_damage;
  if (!damage) return null;
  return {
    status: damage.resolvedAt === null ? 'open' : 'resolved',
    description: damage.description,
    photos: damage.photos.map(photoLinksOf(row, photoUrl).large),
    reportedBy: damage.reportedBy,
    reportedAt: iso(damage.reportedAt),
    resolutionNote: damage.resolutionNote,
    resolvedAt: isoOrNull(damage.resolvedAt),
  };
};

const reviewOf = (review: ReviewJson | undefined): TripReviewView | null =>
  review
    ? {
        rating: review.rating,
        hostRating: review.hostRating,
        comment: review.comment,
        createdAt: iso(review.createdAt),
      }
    : null;

/**
 * The trip of a booking as `viewer` sees it at `now`, or null when the booking has none.
 * Reviews are blind: each side sees its own review, and the other's once revealed (a renter's
 * review written before hosts were rated, without hostRating, was always public). `actions`
 * mirror the decider's rules (trip.decider.ts), so a button shown is a command accepted.
 */
export function tripViewOf(
  row: TripColumns,
  viewer: TripSide,
  photoUrl: PhotoUrl,
  now: Date,
): TripView | null {
  const state = row.trip_state;
  const opensAt = row.trip_handover_opens_at;
  if (state === null || opensAt === null || row.trip_end_date === null) return null;
  const handover = handoverOf(row, photoUrl);
  const returned = returnOf(row, photoUrl);
  const damageCase = damageCaseOf(row, photoUrl);
  const completedAt = row.trip_completed_at?.toISOString() ?? null;
  const revealed = row.trip_reviews_revealed === true;
  const renterReview = row.trip_reviews?.renter;
  const hostReview = row.trip_reviews?.host;
  const mineWritten =
    viewer === 'renter' ? row.trip_renter_reviewed === true : row.trip_host_reviewed === true;
  const windowClosesAt = completedAt === null ? null : reviewWindowClosesAt(completedAt);
  const time = now.getTime();
  const awaitsAnswer = (record: TripReadingView | null) =>
    record !== null && record.by !== viewer && record.answer === null;
  return {
    state,
    viewer,
    handoverOpensAt: opensAt.toISOString(),
    noShow: row.trip_no_show_flagged_at !== null && handover === null,
    handover,
    return: returned,
    damageCase,
    completedAt,
    reviews: {
      byRenter:
        viewer === 'renter' || revealed || (renterReview !== undefined && renterReview.hostRating === null)
          ? reviewOf(renterReview)
          : null,
      byHost: viewer === 'host' || revealed ? reviewOf(hostReview) : null,
      mineWritten,
      revealed,
      windowClosesAt: windowClosesAt?.toISOString() ?? null,
    },
    actions: {
      checkIn:
        state === 'awaiting_handover' &&
        handover === null &&
        time >= opensAt.getTime() &&
        time < handoverClosesAt(row.trip_end_date).getTime(),
      checkOut: state !== 'completed' && handover !== null && returned === null,
      answerHandover: awaitsAnswer(handover),
      answerReturn: awaitsAnswer(returned),
      acceptReturn: viewer === 'host' && state === 'returned' && row.trip_damage_case !== 'open',
      review:
        state === 'completed' && !mineWritten && (windowClosesAt === null || time < windowClosesAt.getTime()),
    },
  };
}

/**
 * The select list of a person's reputation as `side` (their average rating in the other side's
 * revealed reviews, how many, and their completed trips), for the person whose id is `idSql`.
 */
export function reputationColumns(side: TripSide, idSql: string): string {
  const [idColumn, author, rating] =
    side === 'host' ? ['owner_id', 'renter', 'v.host_rating'] : ['renter_id', 'host', 'v.rating'];
  return `(select json_build_object('average', round(avg(${rating})::numeric, 1), 'count', count(${rating}))
     from trip_reviews v join trips rt on rt.booking_id = v.booking_id
     where v.subject_id = ${idSql} and v.author = '${author}' and rt.reviews_revealed) as reputation_reviews,
   (select count(*)::int from trips ct where ct.${idColumn} = ${idSql} and ct.state = 'completed') as reputation_trips`;
}

/** What reputationColumns reads. */
export interface ReputationColumns {
  reputation_reviews: { average: number | string | null; count: number } | null;
  reputation_trips: number | null;
}

export function reputationOf(row: ReputationColumns): ReputationView {
  const average = row.reputation_reviews?.average ?? null;
  return {
    averageRating: average === null ? null : Number(average),
    reviewCount: row.reputation_reviews?.count ?? 0,
    tripCount: row.reputation_trips ?? 0,
  };
}
