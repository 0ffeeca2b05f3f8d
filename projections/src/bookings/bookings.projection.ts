import type { BookingEvent, CarCalendarEvent, CarEvent, UserEvent } from '@akwaaba/domain';
import type { RecordedEvent } from '@akwaaba/infra/eventstore/port';
import type pg from 'pg';
import type { Projection, ProjectionContext } from '../runner/index';
import { bookingTables } from './bookings.tables';

type Tables = Record<'bookings' | 'availability' | 'reviews' | 'cars' | 'people', string>;
type Apply<E> = (client: pg.PoolClient, t: Tables, event: E, at: string) => Promise<unknown>;

/**
 * The bookings read model: every booking with its car summary and price (My Bookings, a
 * host's bookings), each car's taken date ranges (availability), and reviews. It takes the
 * booking and calendar families whole, plus the few car and account events that carry a car
 * summary or a person's name. Deterministic, so a rebuild ends with the same rows.
 */
export const bookingsProjection: Projection = {
  name: 'bookings',
  kind: 'read-model',
  eventTypePrefixes: [
    'Booking',
    'Calendar',
    'CarListed',
    'CarUpdated',
    'UserRegistered',
    'UserProfileUpdated',
  ],
  tables: bookingTables,

  async apply(events: RecordedEvent[], { client, table }: ProjectionContext) {
    const t: Tables = {
      bookings: table('bookings'),
      availability: table('car_availability'),
      reviews: table('reviews'),
      cars: table('booking_cars'),
      people: table('booking_people'),
    };
    for (const recorded of events) {
      const at = recorded.metadata.timestamp;
      const event = recorded as unknown as BookingEvent | CarCalendarEvent | CarEvent | UserEvent;
      if (event.type.startsWith('Booking')) await applyBooking(client, t, event as BookingEvent, at);
      else if (event.type.startsWith('Calendar'))
        await applyCalendar(client, t, event as CarCalendarEvent, at);
      else if (event.type.startsWith('Car')) await applyCar(client, t, event as CarEvent, at);
      else await applyPerson(client, t, event as UserEvent, at);
    }
  },
};

const applyCar: Apply<CarEvent> = async (client, t, event) => {
  if (event.type === 'CarListed') {
    const { carId, details } = event.data;
    await client.query(
      `insert into ${t.cars} (car_id, make, model, year, location, image) values ($1, $2, $3, $4, $5, $6)
       on conflict (car_id) do nothing`,
      [carId, details.make, details.model, details.year, details.location, details.images[0] ?? null],
    );
  } else if (event.type === 'CarUpdated') {
    const { carId, changes } = event.data;
    await client.query(
      `update ${t.cars} set make = coalesce($2, make), model = coalesce($3, model), year = coalesce($4, year),
         location = coalesce($5, location), image = case when $6::boolean then $7 else image end
       where car_id = $1`,
      [
        carId,
        changes.make ?? null,
        changes.model ?? null,
        changes.year ?? null,
        changes.location ?? null,
        changes.images !== undefined,
        changes.images?.[0] ?? null,
      ],
    );
  }
};

const applyPerson: Apply<UserEvent> = async (client, t, event) => {
  if (event.type === 'UserRegistered') {
    const { userId, firstName, lastName } = event.data;
    await client.query(
      `insert into ${t.people} (user_id, first_name, last_name) values ($1, $2, $3) on conflict (user_id) do nothing`,
      [userId, firstName, lastName],
    );
  } else if (event.type === 'UserProfileUpdated') {
    const { userId, changes } = event.data;
    await client.query(
      `update ${t.people} set first_name = coalesce($2, first_name), last_name = coalesce($3, last_name),
         profile_image_url = case when $4::boolean then $5 else profile_image_url end
       where user_id = $1`,
      [
        userId,
        changes.firstName ?? null,
        changes.lastName ?? null,
        'profileImageUrl' in changes,
        changes.profileImageUrl ?? null,
      ],
    );
  }
};

const applyCalendar: Apply<CarCalendarEvent> = async (client, t, event) => {
  switch (event.type) {
    case 'CalendarDatesHeld': {
      const { carId, bookingId, startDate, endDate, holdExpiresAt } = event.data;
      await client.query(
        `insert into ${t.availability} (booking_id, car_id, start_date, end_date, status, hold_expires_at)
         values ($1, $2, $3, $4, 'held', $5) on conflict (booking_id) do nothing`,
        [bookingId, carId, startDate, endDate, holdExpiresAt],
      );
      return;
    }
    case 'CalendarDatesConfirmed':
      await client.query(`update ${t.availability} set status = 'confirmed' where booking_id = $1`, [
        event.data.bookingId,
      ]);
      return;
    case 'CalendarDatesReleased':
      await client.query(`delete from ${t.availability} where booking_id = $1`, [event.data.bookingId]);
      return;
  }
};

async function insertBooking(
  client: pg.PoolClient,
  t: Tables,
  data: Extract<BookingEvent, { type: 'BookingCreated' }>['data'],
  at: string,
) {
  const { rows } = await client.query<{
    make: string;
    model: string;
    year: number;
    location: string;
    image: string | null;
  }>(`select make, model, year, location, image from ${t.cars} where car_id = $1`, [data.carId]);
  // A booking is only ever made for a listed car, so its summary is there; the fallback keeps a
  // damaged history from stopping the read model.
  const car = rows[0] ?? { make: 'Car', model: '', year: 0, location: '', image: null };
  const q = data.quote;
  await client.query(
    `insert into ${t.bookings} (id, car_id, owner_id, renter_id, start_date, end_date, destination_region_id,
       include_driver, days, base_amount, surcharge_amount, driver_amount, service_fee, total, status,
       payment_status, hold_expires_at, car_make, car_model, car_year, car_location, car_image, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, 'pending', 'unpaid', $15, $16, $17, $18,
       $19, $20, $21, $21)
     on conflict (id) do nothing`,
    [
      data.bookingId,
      data.carId,
      data.ownerId,
      data.renterId,
      data.startDate,
      data.endDate,
      data.destinationRegionId,
      data.includeDriver,
      q.days,
      q.baseAmount,
      q.surchargeAmount,
      q.driverAmount,
      q.serviceFee,
      q.total,
      data.holdExpiresAt,
      car.make,
      car.model,
      car.year,
      car.location,
      car.image,
      at,
    ],
  );
}

const applyBooking: Apply<BookingEvent> = async (client, t, event, at) => {
  const set = (assignments: string, values: unknown[] = []) =>
    client.query(`update ${t.bookings} set ${assignments}, updated_at = $2 where id = $1`, [
      event.data.bookingId,
      at,
      ...values,
    ]);
  switch (event.type) {
    case 'BookingCreated':
      return insertBooking(client, t, event.data, at);
    case 'BookingPaymentInitialized':
      return set('payment_references = array_append(payment_references, $3), last_payment_started_at = $2', [
        event.data.reference,
      ]);
    case 'BookingConfirmed':
      return set(`status = 'confirmed', payment_status = 'paid', paid_reference = $3`, [
        event.data.reference,
      ]);
    case 'BookingExpired':
      return set(`status = 'expired'`);
    case 'BookingCompleted':
      return set(`status = 'completed'`);
    case 'BookingCancelled':
      return set(`status = 'cancelled', refund_amount = $3, free_cancellation = $4`, [
        event.data.refundAmount,
        event.data.freeCancellation,
      ]);
    case 'BookingRefunded':
      return set(`payment_status = 'refunded', refunded_amount = refunded_amount + $3`, [event.data.amount]);
    case 'BookingPaymentRefused':
      return set('refunds_due = refunds_due + 1');
    case 'BookingRefusedPaymentReturned':
      return set('refunds_due = greatest(refunds_due - 1, 0)');
    case 'BookingReviewed': {
      const { bookingId, carId, renterId, rating, comment } = event.data;
      await set('reviewed = true');
      return client.query(
        `insert into ${t.reviews} (id, car_id, reviewer_id, rating, comment, created_at)
         values ($1, $2, $3, $4, $5, $6) on conflict (id) do nothing`,
        [bookingId, carId, renterId, rating, comment, at],
      );
    }
  }
};
