import { randomUUID } from 'node:crypto';
import { buildApp } from '@akwaaba/api/app';
import {
  type CarDetails,
  type CarExtra,
  carDecider,
  carStream,
  ghanaDate,
  type RegionId,
  systemActor,
  type TripPhoto,
  type TripPhotoAngle,
  toCalendarDate,
} from '@akwaaba/domain';
import { carDetails as domainCarDetails, withDriver } from '@akwaaba/domain/cars/car.testing';
import { READ_AFTER_HEADER } from '@akwaaba/domain/shared/contract';
import type { UploadPurpose } from '@akwaaba/domain/uploads/upload-rules';
import { handleCommand } from '@akwaaba/infra/commands/command-handler';
import { addDays, parseISO } from 'date-fns';
import sharp from 'sharp';
import { afterAll } from 'vitest';
import type { TestApp } from '../../../../test/app-harness';
import type { TestUser } from '../../../../test/users';

/** Helpers for the booking and payment API tests: cars listed through the car decider, as the seed does. */

/** The booking tests' car: in Kumasi, one photo, offered with a driver. */
export const carDetails = (overrides: Partial<CarDetails> = {}): CarDetails =>
  domainCarDetails({
    location: 'Kumasi',
    features: ['Air conditioning'],
    images: ['/objects/car-photos/a.jpg'],
    ...withDriver,
    ...overrides,
  });

/** What the system's own commands carry: no user, and a fresh correlation id. */
export const systemContext = () => ({ actor: systemActor, correlationId: randomUUID(), causationId: null });

/** A car listed for `ownerId` (a fresh id by default), approved unless asked not to, with region surcharges. */
export async function listCar(
  t: TestApp,
  options: {
    ownerId?: string;
    approve?: boolean;
    available?: boolean;
    details?: Partial<CarDetails>;
    surcharges?: Partial<Record<RegionId, number>>;
  } = {},
) {
  const carId = randomUUID();
  const ownerId = options.ownerId ?? randomUUID();
  const stream = carStream(carId);
  await handleCommand(
    t.store,
    carDecider,
    stream,
    {
      type: 'ListCar',
      carId,
      actor: systemActor,
      ownerId,
      details: carDetails(options.details),
      available: options.available ?? true,
    },
    systemContext(),
  );
  if (options.approve ?? true)
    await handleCommand(
      t.store,
      carDecider,
      stream,
      { type: 'ApproveCar', carId, actor: systemActor, notes: 'Checked' },
      systemContext(),
    );
  const owner = { userId: ownerId, role: 'user' as const };
  for (const [regionId, surchargePerDay] of Object.entries(options.surcharges ?? {}))
    await handleCommand(
      t.store,
      carDecider,
      stream,
      {
        type: 'SetRegionSurcharge',
        carId,
        actor: owner,
        regionId,
        surchargePerDay: surchargePerDay as number,
      },
      systemContext(),
    );
  return { carId, ownerId };
}

/**
 * Starts a second API process on the test app's database, closed after the file's last test, and
 * answers its URL: between two processes only the streams' expected revisions can decide.
 */
export async function secondApiUrl(t: TestApp): Promise<string> {
  const second = await buildApp(t.app.deps);
  afterAll(() => second.close());
  return second.listen({ host: '127.0.0.1', port: 0 });
}

/** A calendar day `n` days from today in Ghana: `day(10)` → "2025-03-11" on 1 March. */
export const day = (n: number, from: Date = new Date()): string =>
  toCalendarDate(addDays(parseISO(ghanaDate(from)), n));

/** POST as `user`; the answer's body typed as `T` (the route's answer check has checked its shape). */
export async function post<T = Record<string, unknown>>(
  t: TestApp,
  user: TestUser | null,
  path: string,
  body: unknown,
) {
  const response = await fetch(`${t.baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: t.baseUrl,
      ...(user ? { cookie: user.cookie } : {}),
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : {}) as T,
    /** The write for the next reads to wait for, when it was answered before the read models showed it. */
    readAfter: response.headers.get(READ_AFTER_HEADER) ?? undefined,
  };
}

/** GET as `user`, sending back a write answered before the read models showed it, if given. */
export async function get<T = Record<string, unknown>>(
  t: TestApp,
  user: TestUser | null,
  path: string,
  readAfter?: string | null,
) {
  const response = await fetch(`${t.baseUrl}${path}`, {
    headers: {
      ...(user ? { cookie: user.cookie } : {}),
      ...(readAfter ? { [READ_AFTER_HEADER]: readAfter } : {}),
    },
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** How many events the whole store holds: a refused request must not change it. */
export async function eventCount(t: TestApp): Promise<number> {
  return t.store.countEventsAfter(null);
}

/**
 * Books `carId` for renter and returns the booking as its page shows it next (expects success):
 * the read sends the write back, as the web client does, so it shows the booking.
 */
export async function book(t: TestApp, renter: TestUser, body: Record<string, unknown>) {
  const response = await post<{ id: string }>(t, renter, '/api/bookings', body);
  if (response.status !== 201)
    throw new Error(`booking failed: ${response.status} ${JSON.stringify(response.body)}`);
  const booking = await get<{ id: string; totalPrice: string; status: string }>(
    t,
    renter,
    `/api/bookings/${response.body.id}`,
    response.readAfter,
  );
  if (booking.status !== 200) throw new Error(`the new booking was not found: ${booking.status}`);
  return booking.body;
}

/** Starts paying for a booking and returns the reference and the simulator's access code. */
export async function startPayment(t: TestApp, renter: TestUser, bookingId: string) {
  const response = await post(t, renter, '/api/payments/initialize', { bookingId });
  if (response.status !== 200)
    throw new Error(`initialize failed: ${response.status} ${JSON.stringify(response.body)}`);
  const { authorization_url, reference } = response.body as { authorization_url: string; reference: string };
  const accessCode = new URL(authorization_url).pathname.split('/').pop()!;
  return { authorizationUrl: authorization_url, reference, accessCode };
}

/** Submits the simulator's checkout form as a browser would; answers the status and redirect. */
export async function submitCheckout(t: TestApp, accessCode: string, fields: Record<string, string>) {
  const response = await fetch(`${t.baseUrl}/simulator/checkout/${accessCode}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: t.baseUrl },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

/** The types of the events in one stream, oldest first. */
export async function typesIn(t: TestApp, stream: string): Promise<string[]> {
  return (await t.store.readStream(stream)).map((e) => e.type);
}

/**
 * A confirmed, paid booking by `renter` of a fresh car (of `ownerId`'s when given), from
 * `from` days ahead for `days` days, paid by Mobile Money in the simulator. The car offers
 * `extras` (none by default), and the booking takes them all; `car` sets other details of the
 * car (a deposit, return terms). A booking from today is picked
 * up at 00:00 from a car handed over at any hour, so its handover is open whenever the test runs.
 */
export async function paidBooking(
  t: TestApp,
  renter: TestUser,
  {
    ownerId,
    from,
    days = 2,
    extras = [],
    car: details = {},
  }: { ownerId?: string; from: number; days?: number; extras?: CarExtra[]; car?: Partial<CarDetails> },
) {
  const today = from === 0;
  const car = await listCar(t, {
    ownerId,
    details: { ...details, extras, ...(today ? { handoverHours: ALL_DAY } : {}) },
  });
  const { id: bookingId } = await book(t, renter, {
    carId: car.carId,
    startDate: day(from),
    endDate: day(from + days),
    ...(today ? { pickupTime: ALL_DAY.from } : {}),
    ...(extras.length ? { extras: extras.map((extra) => extra.kind) } : {}),
  });
  return { ...car, bookingId, reference: await pay(t, renter, bookingId) };
}

/** Handover hours round the clock, for bookings whose handover must open whenever a test runs. */
export const ALL_DAY = { from: '00:00', until: '23:30' };

/** Pays for the renter's booking by Mobile Money in the simulator; returns the payment reference. */
export async function pay(t: TestApp, renter: TestUser, bookingId: string): Promise<string> {
  const { reference, accessCode } = await startPayment(t, renter, bookingId);
  await submitCheckout(t, accessCode, { method: 'mobile_money', provider: 'mtn', phone: '0551234987' });
  const verified = await get<{ success: boolean }>(t, null, `/api/payments/verify/${reference}`);
  if (!verified.body.success) throw new Error(`payment failed: ${JSON.stringify(verified.body)}`);
  // The verify was anonymous: nothing tells the renter's next read to wait for the payment.
  // Paid is when the renter's booking says so and its trip awaits the handover.
  for (const deadline = Date.now() + 10_000; ; ) {
    const { body } = await get<{ paymentStatus?: string; trip?: unknown }>(
      t,
      renter,
      `/api/bookings/${bookingId}`,
    );
    if (body.paymentStatus === 'paid' && body.trip) return reference;
    if (Date.now() > deadline) throw new Error(`the paid booking did not show: ${JSON.stringify(body)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Sends a file the way the web app does (a ticket for `purpose`, then a PUT of the bytes);
 * answers the PUT's status and body, and the object path the ticket named.
 */
export async function uploadFile(t: TestApp, user: TestUser, purpose: UploadPurpose, bytes: Buffer) {
  const ticket = await post(t, user, '/api/objects/upload', { purpose });
  if (ticket.status !== 200) throw new Error(`upload ticket refused: ${ticket.status}`);
  const { uploadURL, objectPath } = ticket.body as { uploadURL: string; objectPath: string };
  const response = await fetch(`${t.baseUrl}${uploadURL}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/octet-stream', origin: t.baseUrl },
    body: bytes,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, objectPath };
}

/** A small JPEG, as a phone's camera would send (only its magic bytes matter to the checks). */
export const jpegBytes = (colour = '#0a7') =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

/** Trip photos of the given angles (front, back and both sides by default), uploaded by `user`. */
export async function tripPhotos(
  t: TestApp,
  user: TestUser,
  angles: readonly TripPhotoAngle[] = ['front', 'back', 'left', 'right'],
): Promise<TripPhoto[]> {
  const photos: TripPhoto[] = [];
  for (const angle of angles) {
    const uploaded = await uploadFile(t, user, 'trip-photo', await jpegBytes());
    if (uploaded.status !== 200) throw new Error(`trip photo refused: ${JSON.stringify(uploaded.body)}`);
    photos.push({ angle, path: uploaded.objectPath });
  }
  return photos;
}
