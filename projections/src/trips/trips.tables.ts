/**
 * The tables of the `trips` read model. Readers query the views named after the logical
 * tables: `trips` (one row per paid booking that was not cancelled: where its trip stands; the
 * trip sweep reads it), `trip_records` (the handover and the return, with the other party's
 * answer), `trip_damage_cases`, `trip_reviews` (both sides' reviews, shown to the other side
 * once `trips.reviews_revealed`), `trip_photo_variants` (the WebP copies the worker made of each
 * photo) and `trip_bookings` (who books which car for which days, kept
 * from BookingCreated until the booking is paid, so this read model never reads another one).
 * Photos are object paths; the queries turn them into signed links. Dates are calendar days.
 */
/** Who books which car for which days: trip_bookings is only these; a trip starts with them. */
const TERMS_COLUMNS = `booking_id uuid primary key,
      renter_id uuid not null,
      owner_id uuid not null,
      car_id uuid not null,
      start_date date not null,
      end_date date not null,
      handover_opens_at timestamptz not null, -- the pick-up time (trip.rules: handoverOpensAt)
      pickup_reminder_from timestamptz not null, -- when each reminder is due (trip.rules)
      return_reminder_from timestamptz not null`;

export const tripTables: Record<string, (t: string) => string> = {
  trip_bookings: (t) => `
    create table ${t} (
      ${TERMS_COLUMNS}
    );
  `,
  trips: (t) => `
    create table ${t} (
      ${TERMS_COLUMNS},
      state text not null, -- awaiting_handover | in_progress | returned | completed
      no_show_flagged_at timestamptz,
      returned_at timestamptz,
      return_disputed boolean not null default false,
      damage_case text not null default 'none', -- none | open | resolved
      completed_at timestamptz,
      renter_reviewed boolean not null default false,
      host_reviewed boolean not null default false,
      reviews_revealed boolean not null default false,
      reminders text[] not null default '{}'
    );
    create index ${t}_renter on ${t} (renter_id) where state = 'completed';
    create index ${t}_owner on ${t} (owner_id) where state = 'completed';
    create index ${t}_awaiting on ${t} (start_date) where state = 'awaiting_handover';
    create index ${t}_returned on ${t} (returned_at) where state = 'returned';
    create index ${t}_reviewing on ${t} (completed_at) where state = 'completed' and not reviews_revealed;
    create index ${t}_damage on ${t} (booking_id) where damage_case <> 'none';
  `,
  trip_records: (t) => `
    create table ${t} (
      booking_id uuid not null,
      stage text not null, -- handover | return
      recorded_by text not null, -- renter | host
      odometer_km integer not null,
      fuel_eighths integer not null,
      photos jsonb not null, -- [{ "angle": "front", "path": "/objects/trip-photos/..." }]
      note text not null,
      recorded_at timestamptz not null,
      answer text, -- confirmed | disputed, by the other party
      answer_by text,
      answer_note text,
      distance_km integer, -- the return's, from both odometer readings
      fuel_change_eighths integer,
      charges jsonb, -- the return's charges from the record: [{ "kind": "fuel", "quantity": 3, "unitFee": 10000, "amount": 30000 }]
      primary key (booking_id, stage)
    );
  `,
  trip_damage_cases: (t) => `
    create table ${t} (
      booking_id uuid primary key,
      description text not null,
      photos jsonb not null, -- ["/objects/trip-photos/..."]
      reported_by text not null,
      reported_at timestamptz not null,
      resolution_note text,
      resolved_at timestamptz
    );
  `,
  trip_reviews: (t) => `
    create table ${t} (
      booking_id uuid not null,
      author text not null, -- renter (of the car and its host) | host (of the renter)
      subject_id uuid not null, -- the person reviewed: the host, or the renter
      rating integer not null,
      host_rating integer, -- the renter's rating of the host; null on reviews written before it existed
      comment text not null,
      created_at timestamptz not null,
      primary key (booking_id, author)
    );
    create index ${t}_subject on ${t} (subject_id, author);
  `,
  trip_photo_variants: (t) => `
    create table ${t} (
      booking_id uuid not null,
      photo text not null, -- the original's object path
      thumbnail text not null, -- the WebP copies' object paths
      large text not null,
      primary key (booking_id, photo)
    );
  `,
};
