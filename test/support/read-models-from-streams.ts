import {
  type BookingEvent,
  type BookingState,
  bookingDecider,
  type CarEvent,
  type CarState,
  carDecider,
  fold,
  type UserEvent,
  type UserState,
  userDecider,
} from '@akwaaba/domain';
import {
  type ConversationState,
  conversationDecider,
} from '@akwaaba/domain/conversations/conversation.decider';
import type { ConversationEvent } from '@akwaaba/domain/conversations/conversation.events';
import { storedPhoneNumber } from '@akwaaba/domain/shared/phone-number';
import type { EventStore, RecordedEvent } from '@akwaaba/infra/eventstore/port';
import { inTheTrail } from '@akwaaba/projections/trips/booking-history.read-model';
import type { ReadModelSnapshot } from './read-model-snapshot';

/*
 * The crash/rebuild test's second opinion: the parts of the read models that the deciders'
 * own state also holds, taken from a snapshot of the read models and folded straight from
 * the streams, as plain sorted rows to compare.
 */

/** The parts of the read models the domain's own state also holds, as plain sorted rows. */
export function readableParts(snapshot: ReadModelSnapshot): ReadableParts {
  const pick = (row: unknown, keys: readonly string[]) =>
    Object.fromEntries(keys.map((key) => [key, (row as Record<string, unknown>)[key]]));
  const at = (time: unknown) => (time === null ? null : new Date(String(time)).toISOString());
  const users = snapshot.users!.users!.map((row) => {
    const picked = pick(row, USER_COLUMNS);
    return {
      ...picked,
      roles: [...(picked.roles as string[])].sort(),
      suspended_at: at(picked.suspended_at),
    };
  });
  return sortedParts({
    cars: snapshot.cars!.cars!.map((row) => pick(row, CAR_COLUMNS)),
    car_region_pricing: snapshot.cars!.car_region_pricing!.map((row) =>
      pick(row, ['car_id', 'region_id', 'surcharge_per_day']),
    ),
    car_history: snapshot.car_history!.car_history!.map((row) =>
      pick(row, ['car_id', ...TRAIL_COLUMNS, 'notes']),
    ),
    booking_history: snapshot.booking_history!.booking_history!.map((row) => {
      const picked = pick(row, ['booking_id', ...TRAIL_COLUMNS, 'occurred_at']);
      return { ...picked, occurred_at: at(picked.occurred_at) };
    }),
    users,
    trips: snapshot.trips!.trips!.map((row) => {
      const picked = pick(row, TRIP_COLUMNS);
      return {
        ...picked,
        completed_at: at(picked.completed_at),
        no_show_flagged_at: at(picked.no_show_flagged_at),
      };
    }),
    reviews: snapshot.bookings!.reviews!.map((row) => pick(row, ['id', 'rating', 'shown'])),
    conversation_messages: snapshot.conversations!.conversation_messages!.map((row) =>
      pick(row, ['id', 'seq', 'conversation_id', 'sender_id', 'text']),
    ),
    conversation_participants: snapshot.conversations!.conversation_participants!.map((row) =>
      pick(row, ['conversation_id', 'user_id', 'side', 'unread_count']),
    ),
  });
}

type Row = Record<string, unknown>;
export interface ReadableParts {
  cars: Row[];
  car_region_pricing: Row[];
  car_history: Row[];
  booking_history: Row[];
  users: Row[];
  trips: Row[];
  reviews: Row[];
  conversation_messages: Row[];
  conversation_participants: Row[];
}

/** One order for both sides, independent of the database's collation. */
function sortedParts(parts: ReadableParts): ReadableParts {
  const byKeys =
    (...keys: string[]) =>
    (a: Row, b: Row) => {
      for (const key of keys) {
        const [x, y] = [a[key], b[key]];
        if (x === y) continue;
        if (typeof x === 'number' && typeof y === 'number') return x - y;
        return String(x) < String(y) ? -1 : 1;
      }
      return 0;
    };
  return {
    cars: parts.cars.sort(byKeys('id')),
    car_region_pricing: parts.car_region_pricing.sort(byKeys('car_id', 'region_id')),
    car_history: parts.car_history.sort(byKeys('car_id', 'revision')),
    booking_history: parts.booking_history.sort(byKeys('booking_id', 'revision')),
    users: parts.users.sort(byKeys('id')),
    trips: parts.trips.sort(byKeys('booking_id')),
    reviews: parts.reviews.sort(byKeys('id')),
    conversation_messages: parts.conversation_messages.sort(byKeys('id')),
    conversation_participants: parts.conversation_participants.sort(byKeys('conversation_id', 'user_id')),
  };
}

/** What both audit trails (car_history, booking_history) keep of each event: its place and who acted. */
const TRAIL_COLUMNS = ['revision', 'event_type', 'actor_id', 'actor_role'] as const;
const trailOf = (event: RecordedEvent) => ({
  revision: event.streamRevision,
  event_type: event.type,
  actor_id: event.metadata.actorId,
  actor_role: event.metadata.actorRole,
});

const TRIP_COLUMNS = [
  'booking_id',
  'state',
  'start_date',
  'end_date',
  'no_show_flagged_at',
  'return_disputed',
  'damage_case',
  'completed_at',
  'renter_reviewed',
  'host_reviewed',
  'reviews_revealed',
  'reminders',
] as const;

const CAR_COLUMNS = [
  'id',
  'owner_id',
  'make',
  'model',
  'year',
  'location',
  'price_per_day',
  'description',
  'features',
  'seats',
  'transmission',
  'fuel_type',
  'available',
  'verification_status',
  'verification_notes',
  'images',
  'photo_variants',
  'thumbnail_url',
  'roadworthy_document',
  'registration_document',
  'insurance_document',
  'driver_available',
  'driver_daily_rate',
  'driver_name',
  'driver_phone',
  'driver_experience_years',
] as const;

const USER_COLUMNS = [
  'id',
  'email',
  'first_name',
  'last_name',
  'phone_number',
  'bio',
  'profile_image_url',
  'driver_license_number',
  'driver_license_document',
  'national_id_number',
  'national_id_document',
  'driver_verification',
  'driver_verification_note',
  'email_verified',
  'roles',
  'suspended',
  'suspension_reason',
  'suspended_at',
] as const;

/** The same rows, folded straight from the streams with the deciders' `evolve`. */
export async function expectedFromStreams(store: EventStore): Promise<ReadableParts> {
  const { events } = await store.readAll({ maxCount: 1_000_000 });
  const streams = new Map<string, RecordedEvent[]>();
  for (const event of events) {
    const family = event.type.startsWith('Car')
      ? 'car'
      : event.type.startsWith('User')
        ? 'user'
        : event.type.startsWith('Booking')
          ? 'booking'
          : event.type.startsWith('Conversation')
            ? 'conversation'
            : null;
    if (!family) continue;
    const key = `${family} ${event.streamName}`;
    streams.set(key, [...(streams.get(key) ?? []), event]);
  }
  const cars: Row[] = [];
  const pricing: Row[] = [];
  const history: Row[] = [];
  const bookingHistory: Row[] = [];
  const users: Row[] = [];
  const trips: Row[] = [];
  const reviews: Row[] = [];
  const messages: Row[] = [];
  const participants: Row[] = [];
  for (const [key, recorded] of streams) {
    if (key.startsWith('booking ')) {
      for (const event of recorded.filter(inTheTrail)) {
        const { bookingId } = event.data as BookingEvent['data'];
        bookingHistory.push({
          booking_id: bookingId,
          ...trailOf(event),
          occurred_at: event.metadata.timestamp,
        });
      }
      // The whole log is read once, untyped; a group's events are its stream's, named by the key.
      const booking: BookingState = fold(bookingDecider, recorded as unknown as BookingEvent[]);
      if (booking.status === 'none') continue;
      const { trip } = booking;
      if (booking.reviewed) {
        const reviewed = recorded.find((event) => event.type === 'BookingReviewed')!;
        // Every review here rates the host too: shown once revealed.
        reviews.push({
          id: booking.bookingId,
          rating: (reviewed.data as { rating: number }).rating,
          shown: trip.reviewsRevealed,
        });
      }
      if (booking.paymentStatus !== 'paid' || booking.status === 'cancelled') continue;
      trips.push({
        booking_id: booking.bookingId,
        state:
          booking.status === 'completed'
            ? 'completed'
            : trip.return
              ? 'returned'
              : trip.handover
                ? 'in_progress'
                : 'awaiting_handover',
        start_date: booking.startDate,
        end_date: booking.endDate,
        no_show_flagged_at: trip.noShowFlagged
          ? (recorded.find((event) => event.type === 'BookingNoShowFlagged')!.data as { flaggedAt: string })
              .flaggedAt
          : null,
        return_disputed: trip.return?.answer === 'disputed',
        damage_case: trip.damageCase,
        completed_at: trip.completedAt,
        renter_reviewed: booking.reviewed,
        host_reviewed: trip.hostReviewed,
        reviews_revealed: trip.reviewsRevealed,
        reminders: trip.reminders,
      });
    } else if (key.startsWith('car ')) {
      // As above: a car stream's events, from the untyped read of the whole log.
      const state: CarState = fold(carDecider, recorded as unknown as CarEvent[]);
      for (const event of recorded) {
        const { data } = event as unknown as CarEvent;
        history.push({ car_id: data.carId, ...trailOf(event), notes: 'notes' in data ? data.notes : null });
      }
      if (state.status !== 'listed') continue;
      const { details: d } = state;
      const first = d.images[0];
      cars.push({
        id: state.carId,
        owner_id: state.ownerId,
        make: d.make,
        model: d.model,
        year: d.year,
        location: d.location,
        price_per_day: d.pricePerDay,
        description: d.description,
        features: d.features,
        seats: d.seats,
        transmission: d.transmission,
        fuel_type: d.fuelType,
        available: state.available,
        verification_status: state.verificationStatus,
        verification_notes: state.verificationNotes,
        images: d.images,
        photo_variants: state.photoVariants,
        thumbnail_url: (first !== undefined ? state.photoVariants[first]?.thumbnail : undefined) ?? null,
        roadworthy_document: d.roadworthyDocument,
        registration_document: d.registrationDocument,
        insurance_document: d.insuranceDocument,
        driver_available: d.driverAvailable,
        driver_daily_rate: d.driverDailyRate,
        driver_name: d.driverName,
        // Numbers recorded as typed are kept in E.164 by the read models (ADR 0034).
        driver_phone: storedPhoneNumber(d.driverPhone),
        driver_experience_years: d.driverExperienceYears,
      });
      for (const [regionId, surcharge] of Object.entries(state.regionSurcharges)) {
        pricing.push({ car_id: state.carId, region_id: regionId, surcharge_per_day: surcharge });
      }
    } else if (key.startsWith('conversation ')) {
      // As above: a conversation stream's events, from the untyped read of the whole log.
      const state = fold(conversationDecider, recorded as unknown as ConversationEvent[]);
      for (const event of recorded) {
        if (event.type !== 'ConversationMessageSent') continue;
        const { conversationId, messageId, senderId, text } = (
          event as unknown as Extract<ConversationEvent, { type: 'ConversationMessageSent' }>
        ).data;
        messages.push({
          id: messageId,
          seq: event.streamRevision,
          conversation_id: conversationId,
          sender_id: senderId,
          text,
        });
      }
      const { parties } = state;
      if (!parties) continue;
      const conversationId = (recorded[0]!.data as { conversationId: string }).conversationId;
      for (const [side, userId] of [
        ['renter', parties.renterId],
        ['host', parties.hostId],
      ] as const) {
        participants.push({
          conversation_id: conversationId,
          user_id: userId,
          side,
          unread_count: unreadIn(state, userId),
        });
      }
    } else {
      // As above: a user stream's events, from the untyped read of the whole log.
      const state: UserState = fold(userDecider, recorded as unknown as UserEvent[]);
      if (state.status !== 'registered') continue;
      users.push({
        id: state.userId,
        email: state.email,
        first_name: state.profile.firstName,
        last_name: state.profile.lastName,
        phone_number: storedPhoneNumber(state.profile.phoneNumber),
        bio: state.profile.bio,
        profile_image_url: state.profile.profileImageUrl,
        driver_license_number: state.identity.driverLicenseNumber,
        driver_license_document: state.identity.driverLicenseDocument,
        national_id_number: state.identity.nationalIdNumber,
        national_id_document: state.identity.nationalIdDocument,
        driver_verification: state.driverVerification.status,
        driver_verification_note: state.driverVerification.note,
        email_verified: state.emailVerified,
        roles: [...state.roles].sort(),
        suspended: state.suspension !== null,
        suspension_reason: state.suspension?.reason ?? null,
        suspended_at: state.suspension?.since ?? null,
      });
    }
  }
  return sortedParts({
    cars,
    car_region_pricing: pricing,
    car_history: history,
    booking_history: bookingHistory,
    users,
    trips,
    reviews,
    conversation_messages: messages,
    conversation_participants: participants,
  });
}

/** What the decider's state says a participant has not read: the other side's messages after their last read. */
function unreadIn(state: ConversationState, userId: string): number {
  const sent = [...state.senders.keys()];
  const readUpTo = state.readUpTo.get(userId);
  const after = readUpTo === undefined ? sent : sent.slice(sent.indexOf(readUpTo) + 1);
  return after.filter((messageId) => state.senders.get(messageId) !== userId).length;
}
