/**
 * The tables of the `bookings` projection. Readers query the views named after the logical
 * tables: `bookings` (My Bookings, a host's bookings, the sweeps of the booking workers),
 * `car_availability` (the date ranges bookings hold or keep), `car_blocks` (the days hosts
 * blocked), `reviews` (car detail: only the `shown` ones), `booking_lines` (each booking's money
 * as the lines of its quote, in order: docs/adr/0022),
 * `booking_cars` and `booking_people` (the car summary and the names a booking shows, kept
 * from car and account events so this read model never depends on another one's rebuild).
 * Money is in pesewas; dates are calendar days.
 */
export const bookingTables: Record<string, (t: string) => string> = {
  bookings: (t) => `
    create table ${t} (
      id uuid primary key,
      car_id uuid not null,
      owner_id uuid not null,
      renter_id uuid not null,
      start_date date not null,
      end_date date not null,
      destination_region_id text,
      -- Where the car is delivered (digitalAddress, directions), with a delivery only.
      delivery_point jsonb,
      include_driver boolean not null,
      days integer not null,
      base_amount integer not null,
      discount_percent integer not null,
      discount_amount integer not null,
      surcharge_amount integer not null,
      driver_amount integer not null,
      service_fee integer not null,
      total integer not null,
      status text not null,
      payment_status text not null,
      -- Until when the dates are held unpaid: for a request ('requested'), the host's deadline.
      hold_expires_at timestamptz not null,
      -- A request to book: the renter's note to the host (null for instant bookings), and the host's yes.
      request_message text,
      -- When the car is collected on start_date and brought back on end_date (HH:mm, Ghana time); null before times were asked.
      pickup_time text,
      return_time text,
      accepted_at timestamptz,
      payment_references text[] not null default '{}',
      last_payment_started_at timestamptz,
      paid_reference text,
      refund_amount integer not null default 0,
      free_cancellation boolean,
      refunded_amount integer not null default 0,
      refunds_due integer not null default 0,
      -- The protection plan's terms it was sold with (Minimum for bookings made before plans),
      -- the plan's fee and the refundable deposit (docs/adr/0027).
      protection_plan jsonb not null,
      protection_fee integer not null default 0,
      deposit integer not null default 0,
      -- Returned with no damage reported and the deposit not refunded yet: the booking sweep's work.
      deposit_refund_due boolean not null default false,
      deposit_refunded_amount integer not null default 0,
      -- What the return's charges from the record come to: the deposit pays them first.
      charges_amount integer not null default 0,
      damage_reported boolean not null default false,
      reviewed boolean not null default false,
      car_make text not null,
      car_model text not null,
      car_year integer not null,
      car_location text not null,
      car_image text,
      created_at timestamptz not null,
      -- When the booking decider says it was booked (null before it recorded that): free cancellation's grace period.
      booked_at timestamptz,
      updated_at timestamptz not null
    );
    create index ${t}_renter on ${t} (renter_id, start_date desc);
    create index ${t}_owner on ${t} (owner_id, start_date desc);
    create index ${t}_pending on ${t} (hold_expires_at) where status in ('pending', 'requested');
    create index ${t}_confirmed on ${t} (end_date) where status = 'confirmed';
    create index ${t}_deposit_refund_due on ${t} (id) where deposit_refund_due;
  `,
  booking_lines: (t) => `
    create table ${t} (
      booking_id uuid not null,
      position integer not null,
      kind text not null,
      label text not null,
      quantity integer not null,
      unit_amount integer not null,
      amount integer not null,
      primary key (booking_id, position)
    );
  `,
  car_availability: (t) => `
    create table ${t} (
      booking_id uuid primary key,
      car_id uuid not null,
      start_date date not null,
      end_date date not null,
      status text not null,
      hold_expires_at timestamptz not null
    );
    create index ${t}_car on ${t} (car_id, start_date);
  `,
  car_blocks: (t) => `
    create table ${t} (
      id uuid primary key,
      car_id uuid not null,
      start_date date not null,
      end_date date not null
    );
    create index ${t}_car on ${t} (car_id, start_date);
  `,
  reviews: (t) => `
    create table ${t} (
      id uuid primary key, -- the booking's id: one review per booking
      car_id uuid not null,
      reviewer_id uuid not null,
      rating integer not null,
      comment text not null,
      created_at timestamptz not null,
      -- Blind reviews (docs/adr/0013): a review rating the host too waits for its booking's
      -- BookingReviewsRevealed; one written before hosts were rated is shown at once.
      shown boolean not null
    );
    create index ${t}_car on ${t} (car_id, created_at desc) where shown;
  `,
  booking_cars: (t) => `
    create table ${t} (
      car_id uuid primary key,
      make text not null,
      model text not null,
      year integer not null,
      location text not null,
      image text
    );
  `,
  booking_people: (t) => `
    create table ${t} (
      user_id uuid primary key,
      first_name text not null,
      last_name text not null,
      profile_image_url text
    );
  `,
};
