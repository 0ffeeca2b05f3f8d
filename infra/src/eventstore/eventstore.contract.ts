import { randomUUID } from 'node:crypto';
import type { DomainEvent } from '@akwaaba/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aggregateStream } from './aggregate-stream';
import { aNewEvent } from './new-event.testing';
import {
  type AppendResult,
  comparePositions,
  type EventMetadata,
  type EventStore,
  type ExpectedRevision,
  ExpectedRevisionConflictError,
  type NewEvent,
  type Position,
  type RecordedEvent,
  type Subscription,
} from './port';

/** What an adapter's test file hands the contract suite. */
export interface EventStoreContractSubject {
  store: EventStore;
  /**
   * The same log as `store`, but each append keeps its transaction open for a
   * random few milliseconds before committing, so a lower position can commit
   * after a higher one. Only stores with client-side transactions have one; the
   * race test uses it for half of its writers when present.
   */
  slowCommitStore?: EventStore;
  teardown(): Promise<void>;
}

/**
 * The guarantees of the event store port (port.ts), run against every adapter.
 * The suite never assumes an empty store: each test writes its own streams and
 * its own event type prefix, and reads from the head it saw before writing.
 */
export function describeEventStoreContract(
  name: string,
  factory: () => Promise<EventStoreContractSubject>,
): void {
  describe(`${name} event store contract`, () => {
    let subject: EventStoreContractSubject | undefined;
    let store: EventStore;
    beforeAll(async () => {
      subject = await factory();
      store = subject.store;
    });
    afterAll(async () => {
      await subject?.teardown();
    });

    /** The error an append throws; an Error saying so when it succeeds instead. */
    const appendError = (stream: string, events: NewEvent[], expectedRevision: ExpectedRevision) =>
      store.appendToStream(stream, events, { expectedRevision }).then(
        () => new Error('the append succeeded'),
        (error: unknown) => error,
      );

    describe('appendToStream', () => {
      it('no_stream creates the stream, numbering its events from revision 0', async () => {
        const stream = streamName('car');
        const events = [aNewEvent('CarListed'), aNewEvent('CarPhotosAdded')];
        const result = await store.appendToStream(stream, events, { expectedRevision: 'no_stream' });

        expect(result.nextExpectedRevision).toBe(1);
        const recorded = await store.readStream(stream);
        expect(recorded.map((e) => [e.id, e.type, e.streamName, e.streamRevision])).toEqual([
          [events[0]!.id, 'CarListed', stream, 0],
          [events[1]!.id, 'CarPhotosAdded', stream, 1],
        ]);
      });

      it('no_stream on an existing stream throws a typed conflict and appends nothing', async () => {
        const stream = streamName('email');
        await store.appendToStream(stream, [aNewEvent('EmailReserved')], { expectedRevision: 'no_stream' });

        const error = await appendError(stream, [aNewEvent('EmailReserved')], 'no_stream');

        expect(error).toBeInstanceOf(ExpectedRevisionConflictError);
        expect(error).toMatchObject({ streamName: stream, expected: 'no_stream', actual: 0 });
        expect(await store.readStream(stream)).toHaveLength(1);
      });

      it('an exact revision appends right after it, and a stale or future one conflicts', async () => {
        const stream = streamName('car');
        await store.appendToStream(stream, [aNewEvent('CarListed')], { expectedRevision: 'no_stream' });
        const next = await store.appendToStream(stream, [aNewEvent('CarApproved'), aNewEvent('CarPriced')], {
          expectedRevision: 0,
        });
        expect(next.nextExpectedRevision).toBe(2);

        const stale = await appendError(stream, [aNewEvent('CarRejected')], 0);
        expect(stale).toBeInstanceOf(ExpectedRevisionConflictError);
        expect(stale).toMatchObject({ streamName: stream, expected: 0, actual: 2 });
        const future = await appendError(stream, [aNewEvent('CarRejected')], 7);
        expect(future).toMatchObject({ streamName: stream, expected: 7, actual: 2 });
        expect((await store.readStream(stream)).map((e) => e.type)).toEqual([
          'CarListed',
          'CarApproved',
          'CarPriced',
        ]);
      });

      it('an exact revision on a missing stream conflicts with actual no_stream', async () => {
        const stream = streamName('car');
        const error = await appendError(stream, [aNewEvent('CarApproved')], 0);
        expect(error).toBeInstanceOf(ExpectedRevisionConflictError);
        expect(error).toMatchObject({ streamName: stream, expected: 0, actual: 'no_stream' });
        expect(await store.readStream(stream)).toEqual([]);
      });

      it('any (also the default) appends whatever state the stream is in', async () => {
        const stream = streamName('calendar');
        const first = await store.appendToStream(stream, [aNewEvent('DatesHeld')], {
          expectedRevision: 'any',
        });
        const second = await store.appendToStream(stream, [aNewEvent('DatesHeld'), aNewEvent('DatesHeld')]);
        expect([first.nextExpectedRevision, second.nextExpectedRevision]).toEqual([0, 2]);
        expect(await store.readStream(stream)).toHaveLength(3);
      });

      it('returns the position of the last appended event', async () => {
        const stream = streamName('booking');
        const result = await store.appendToStream(
          stream,
          [aNewEvent('BookingRequested'), aNewEvent('BookingPriced'), aNewEvent('BookingHeld')],
          { expectedRevision: 'no_stream' },
        );
        const recorded = await store.readStream(stream);
        expect(result.position).toEqual(recorded[2]!.position);
        expect(comparePositions(recorded[0]!.position, recorded[1]!.position)).toBe(-1);
        expect(comparePositions(recorded[1]!.position, recorded[2]!.position)).toBe(-1);
      });

      it('of several concurrent appends at the same revision exactly one wins', async () => {
        const stream = streamName('calendar');
        await store.appendToStream(stream, [aNewEvent('CalendarOpened')], { expectedRevision: 'no_stream' });

        const attempts = await Promise.allSettled(
          Array.from({ length: 8 }, () =>
            store.appendToStream(stream, [aNewEvent('DatesHeld')], { expectedRevision: 0 }),
          ),
        );

        expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
        const losers = attempts.filter((a) => a.status === 'rejected');
        expect(losers).toHaveLength(7);
        for (const loser of losers) {
          expect(loser.reason).toBeInstanceOf(ExpectedRevisionConflictError);
          expect(loser.reason).toMatchObject({ expected: 0, actual: 1 });
        }
        expect(await store.readStream(stream)).toHaveLength(2);
      });
    });

    describe('idempotent append', () => {
      it('retrying with the same event ids returns the original result and appends nothing', async () => {
        const stream = streamName('booking');
        const requested = [aNewEvent('BookingRequested'), aNewEvent('BookingHeld')];
        const paid = [aNewEvent('BookingPaid')];
        const first = await store.appendToStream(stream, requested, { expectedRevision: 'no_stream' });
        const second = await store.appendToStream(stream, paid, { expectedRevision: 1 });

        expect(await store.appendToStream(stream, requested, { expectedRevision: 'no_stream' })).toEqual(
          first,
        );
        expect(await store.appendToStream(stream, paid, { expectedRevision: 1 })).toEqual(second);
        expect(await store.appendToStream(stream, paid, { expectedRevision: 'any' })).toEqual(second);
        expect((await store.readStream(stream)).map((e) => e.id)).toEqual(
          [...requested, ...paid].map((e) => e.id),
        );
      });

      it('concurrent retries of one append write it once and all get its result', async () => {
        const streams = Array.from({ length: 6 }, () => streamName('email'));
        await Promise.all(
          streams.map(async (stream, i) => {
            const events = [aNewEvent('EmailReserved')];
            const expectedRevision: ExpectedRevision = i % 2 === 0 ? 'no_stream' : 'any';
            const results = await Promise.all(
              [1, 2, 3].map(() => store.appendToStream(stream, events, { expectedRevision })),
            );
            expect(results[1]).toEqual(results[0]);
            expect(results[2]).toEqual(results[0]);
            expect((await store.readStream(stream)).map((e) => e.id)).toEqual([events[0]!.id]);
          }),
        );
      });

      it('rejects event ids reused in a different append, appending nothing', async () => {
        const stream = streamName('booking');
        const [requested, held] = [aNewEvent('BookingRequested'), aNewEvent('BookingHeld')];
        await store.appendToStream(stream, [requested, held], { expectedRevision: 'no_stream' });

        // A "retry" whose content changed, one that skips the first event (so the
        // ids would land at other revisions), and a mix of old and new ids.
        await expect(
          store.appendToStream(stream, [requested, aNewEvent('BookingCancelled')], {
            expectedRevision: 'no_stream',
          }),
        ).rejects.toThrow();
        await expect(
          store.appendToStream(stream, [held], { expectedRevision: 'no_stream' }),
        ).rejects.toThrow();
        await expect(
          store.appendToStream(stream, [held, aNewEvent('BookingCancelled')], { expectedRevision: 'any' }),
        ).rejects.toThrow();

        expect((await store.readStream(stream)).map((e) => e.id)).toEqual([requested.id, held.id]);
      });
    });

    describe('appendToStreams', () => {
      it('appends to several streams in one write, each at its expected revision', async () => {
        const [holds, calendar, booking] = [
          streamName('holds'),
          streamName('calendar'),
          streamName('booking'),
        ];
        await store.appendToStream(calendar, [aNewEvent('CalendarOpened')], {
          expectedRevision: 'no_stream',
        });
        const written = {
          holds: [aNewEvent('HoldTaken')],
          calendar: [aNewEvent('DatesHeld')],
          booking: [aNewEvent('BookingCreated'), aNewEvent('BookingPriced')],
        };

        const results = await store.appendToStreams([
          { streamName: holds, events: written.holds, expectedRevision: 'any' },
          { streamName: calendar, events: written.calendar, expectedRevision: 0 },
          { streamName: booking, events: written.booking, expectedRevision: 'no_stream' },
        ]);

        expect(results.map((r) => r.nextExpectedRevision)).toEqual([0, 1, 1]);
        const [readHolds, readCalendar, readBooking] = await Promise.all(
          [holds, calendar, booking].map((stream) => store.readStream(stream)),
        );
        expect(readHolds!.map((e) => e.id)).toEqual(written.holds.map((e) => e.id));
        expect(readCalendar!.map((e) => [e.type, e.streamRevision])).toEqual([
          ['CalendarOpened', 0],
          ['DatesHeld', 1],
        ]);
        expect(readBooking!.map((e) => e.id)).toEqual(written.booking.map((e) => e.id));
        expect(results.map((r) => r.position)).toEqual([
          readHolds![0]!.position,
          readCalendar![1]!.position,
          readBooking![1]!.position,
        ]);
      });

      it('one stream off its expected revision throws a typed conflict and appends nothing anywhere', async () => {
        const [holds, calendar, booking] = [
          streamName('holds'),
          streamName('calendar'),
          streamName('booking'),
        ];
        await store.appendToStream(calendar, [aNewEvent('CalendarOpened'), aNewEvent('DatesHeld')], {
          expectedRevision: 'no_stream',
        });

        const error = await store
          .appendToStreams([
            { streamName: holds, events: [aNewEvent('HoldTaken')], expectedRevision: 'no_stream' },
            { streamName: calendar, events: [aNewEvent('DatesHeld')], expectedRevision: 0 },
            { streamName: booking, events: [aNewEvent('BookingCreated')], expectedRevision: 'no_stream' },
          ])
          .then(
            () => new Error('the append succeeded'),
            (failure: unknown) => failure,
          );

        expect(error).toBeInstanceOf(ExpectedRevisionConflictError);
        expect(error).toMatchObject({ streamName: calendar, expected: 0, actual: 1 });
        expect(await store.readStream(holds)).toEqual([]);
        expect(await store.readStream(booking)).toEqual([]);
        expect(await store.readStream(calendar)).toHaveLength(2);
      });

      it('a retry with the same event ids returns the original results and appends nothing', async () => {
        const appends = [
          {
            streamName: streamName('holds'),
            events: [aNewEvent('HoldTaken')],
            expectedRevision: 'any' as const,
          },
          {
            streamName: streamName('booking'),
            events: [aNewEvent('BookingCreated')],
            expectedRevision: 'no_stream' as const,
          },
        ];
        const first = await store.appendToStreams(appends);

        expect(await store.appendToStreams(appends)).toEqual(first);
        for (const append of appends) expect(await store.readStream(append.streamName)).toHaveLength(1);
      });

      it('of several concurrent writes sharing a stream at the same revision exactly one wins, whole', async () => {
        const calendar = streamName('calendar');
        await store.appendToStream(calendar, [aNewEvent('CalendarOpened')], {
          expectedRevision: 'no_stream',
        });
        const bookings = Array.from({ length: 8 }, () => streamName('booking'));

        const attempts = await Promise.allSettled(
          bookings.map((booking) =>
            store.appendToStreams([
              { streamName: booking, events: [aNewEvent('BookingCreated')], expectedRevision: 'no_stream' },
              { streamName: calendar, events: [aNewEvent('DatesHeld')], expectedRevision: 0 },
            ]),
          ),
        );

        expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
        for (const loser of attempts.filter((a) => a.status === 'rejected'))
          expect(loser.reason).toMatchObject({ streamName: calendar, expected: 0, actual: 1 });
        const written = await Promise.all(bookings.map((booking) => store.readStream(booking)));
        expect(written.map((events) => events.length).sort()).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
        expect(await store.readStream(calendar)).toHaveLength(2);
      });
    });

    describe('readStream', () => {
      it('reads in revision order, from a revision, and [] for a missing stream', async () => {
        const stream = streamName('car');
        const events = ['CarListed', 'CarApproved', 'CarPriced', 'CarPaused'].map((type) => aNewEvent(type));
        await store.appendToStream(stream, events.slice(0, 1), { expectedRevision: 'no_stream' });
        await store.appendToStream(stream, events.slice(1), { expectedRevision: 0 });

        expect((await store.readStream(stream)).map((e) => e.streamRevision)).toEqual([0, 1, 2, 3]);
        const fromTwo = await store.readStream(stream, { fromRevision: 2 });
        expect(fromTwo.map((e) => [e.streamRevision, e.id])).toEqual([
          [2, events[2]!.id],
          [3, events[3]!.id],
        ]);
        expect(await store.readStream(stream, { fromRevision: 4 })).toEqual([]);
        expect(await store.readStream(streamName('missing'))).toEqual([]);
      });

      it('aggregateStream folds a stream by its decider and says which revision to append after', async () => {
        const typesSeen = {
          initialState: [] as string[],
          evolve: (seen: string[], e: DomainEvent) => [...seen, e.type],
        };
        const stream = streamName('car');
        expect(await aggregateStream(store, typesSeen, stream)).toEqual({
          state: [],
          events: [],
          expectedRevision: 'no_stream',
        });
        await store.appendToStream(stream, [aNewEvent('CarListed'), aNewEvent('CarApproved')], {
          expectedRevision: 'no_stream',
        });
        const folded = await aggregateStream(store, typesSeen, stream);
        expect(folded.state).toEqual(['CarListed', 'CarApproved']);
        expect(folded.expectedRevision).toBe(1);
        expect(folded.events.map((e) => e.streamRevision)).toEqual([0, 1]);
      });
    });

    describe('readAll', () => {
      it('reads the events after a position in log order', async () => {
        const prefix = typePrefix();
        const before = await store.headPosition();
        const [carA, carB] = [streamName('car'), streamName('car')];
        const appended: NewEvent[] = [];
        for (const [stream, type] of [
          [carA, 'Listed'],
          [carB, 'Listed'],
          [carA, 'Approved'],
          [carB, 'Rejected'],
          [carA, 'Priced'],
        ] as const) {
          const event = aNewEvent(`${prefix}${type}`);
          appended.push(event);
          await store.appendToStream(stream, [event]);
        }

        const all = await store.readAll({ after: before, eventTypePrefixes: [prefix] });
        expect(all.events.map((e) => e.id)).toEqual(appended.map((e) => e.id));
        expectStrictlyIncreasing(all.events.map((e) => e.position));
        expect(all.events.map((e) => e.streamName)).toEqual([carA, carB, carA, carB, carA]);

        const rest = await store.readAll({ after: all.events[1]!.position, eventTypePrefixes: [prefix] });
        expect(rest.events.map((e) => e.id)).toEqual(appended.slice(2).map((e) => e.id));
      });

      it('pages with maxCount, resuming from lastPosition', async () => {
        const prefix = typePrefix();
        const before = await store.headPosition();
        const stream = streamName('calendar');
        const events = Array.from({ length: 7 }, () => aNewEvent(`${prefix}DatesHeld`));
        await store.appendToStream(stream, events.slice(0, 4));
        await store.appendToStream(stream, events.slice(4));

        const pages: RecordedEvent[][] = [];
        let after = before;
        for (let page = 0; page < 10; page++) {
          const result = await store.readAll({ after, eventTypePrefixes: [prefix], maxCount: 3 });
          if (result.events.length === 3) expect(result.lastPosition).toEqual(result.events[2]!.position);
          if (result.events.length === 0) {
            // Nothing of ours is left. (A store may have looked past records of its own.)
            expect(comparePositions(result.lastPosition!, after!)).toBeGreaterThanOrEqual(0);
            break;
          }
          pages.push(result.events);
          after = result.lastPosition;
        }
        expect(pages.map((p) => p.length)).toEqual([3, 3, 1]);
        expect(pages.flat().map((e) => e.id)).toEqual(events.map((e) => e.id));
      });

      it('filters by event type prefixes, taking them literally', async () => {
        const prefix = typePrefix();
        const before = await store.headPosition();
        const types = [
          'Car.Listed',
          'Booking.Requested',
          'Car.Approved',
          'User.Registered',
          'Car_Priced',
          'CarXPriced',
        ];
        for (const type of types)
          await store.appendToStream(streamName('mixed'), [aNewEvent(`${prefix}${type}`)]);

        const typesOf = async (prefixes: string[]) =>
          (
            await store.readAll({ after: before, eventTypePrefixes: prefixes.map((p) => `${prefix}${p}`) })
          ).events.map((e) => e.type.slice(prefix.length));
        expect(await typesOf(['Car.'])).toEqual(['Car.Listed', 'Car.Approved']);
        expect(await typesOf(['Car.', 'User.'])).toEqual(['Car.Listed', 'Car.Approved', 'User.Registered']);
        // LIKE-style wildcards are plain characters in a prefix.
        expect(await typesOf(['Car_'])).toEqual(['Car_Priced']);
        expect(await typesOf(['%'])).toEqual([]);
      });

      it('moves lastPosition past events the filter hides', async () => {
        const prefix = typePrefix();
        const before = await store.headPosition();
        const listed = await store.appendToStream(streamName('car'), [aNewEvent(`${prefix}Car.Listed`)]);
        const hidden = await store.appendToStream(streamName('user'), [
          aNewEvent(`${prefix}User.Registered`),
        ]);

        const cars = await store.readAll({ after: before, eventTypePrefixes: [`${prefix}Car.`] });
        expect(cars.events.map((e) => e.position)).toEqual([listed.position]);
        expect(cars.lastPosition).not.toBeNull();
        expect(comparePositions(cars.lastPosition!, hidden.position)).toBeGreaterThanOrEqual(0);

        const nothing = await store.readAll({ after: before, eventTypePrefixes: [`${prefix}Payment.`] });
        expect(nothing.events).toEqual([]);
        expect(comparePositions(nothing.lastPosition!, hidden.position)).toBeGreaterThanOrEqual(0);

        const again = await store.readAll({ after: cars.lastPosition, eventTypePrefixes: [prefix] });
        expect(again.events).toEqual([]);
      });
    });

    describe('headPosition and countEventsAfter', () => {
      it('headPosition is the position of the newest event', async () => {
        const before = await store.headPosition();
        const result = await store.appendToStream(streamName('car'), [
          aNewEvent('CarListed'),
          aNewEvent('CarPriced'),
        ]);
        const head = await store.headPosition();
        expect(head).toEqual(result.position);
        if (before) expect(comparePositions(head!, before)).toBe(1);
        // Nothing is still committing below it here, so the readable head is the same event.
        expect(await store.headPosition({ readable: true })).toEqual(result.position);
      });

      /** Five events under a fresh prefix, three of them Car.*, and the head before them. */
      async function appendFiveOfTwoKinds() {
        const prefix = typePrefix();
        const before = await store.headPosition();
        const stream = streamName('car');
        const types = ['Car.Listed', 'Booking.Requested', 'Car.Approved', 'Booking.Paid', 'Car.Priced'];
        await store.appendToStream(
          stream,
          types.map((t) => aNewEvent(`${prefix}${t}`)),
        );
        return { prefix, before, recorded: await store.readStream(stream) };
      }

      it('countEventsAfter counts the matching events after a position', async () => {
        const { prefix, before, recorded } = await appendFiveOfTwoKinds();

        expect(await store.countEventsAfter(before, [prefix])).toBe(5);
        expect(await store.countEventsAfter(before)).toBe(5);
        expect(await store.countEventsAfter(before, [`${prefix}Car.`])).toBe(3);
        expect(await store.countEventsAfter(before, [`${prefix}Car.`, `${prefix}Booking.Paid`])).toBe(4);
        expect(await store.countEventsAfter(recorded[1]!.position, [prefix])).toBe(3);
        expect(await store.countEventsAfter(recorded[4]!.position, [prefix])).toBe(0);
      });

      it('countEventsAfter stops at its limit', async () => {
        const { prefix, before, recorded } = await appendFiveOfTwoKinds();

        expect(await store.countEventsAfter(before, [prefix], 3)).toBe(3);
        expect(await store.countEventsAfter(before, [prefix], 5)).toBe(5);
        expect(await store.countEventsAfter(before, [prefix], 6)).toBe(5);
        expect(await store.countEventsAfter(before, [`${prefix}Car.`], 2)).toBe(2);
        expect(await store.countEventsAfter(before, [`${prefix}Car.`], 4)).toBe(3);
        expect(await store.countEventsAfter(recorded[1]!.position, [prefix], 2)).toBe(2);
        expect(await store.countEventsAfter(recorded[3]!.position, [prefix], 2)).toBe(1);
        expect(await store.countEventsAfter(before, [prefix], 0)).toBe(0);
      });
    });

    it('data and metadata round-trip intact', async () => {
      const prefix = typePrefix();
      const before = await store.headPosition();
      const stream = streamName('car');
      const metadata: EventMetadata = {
        actorId: randomUUID(),
        actorRole: 'host',
        correlationId: randomUUID(),
        causationId: randomUUID(),
        timestamp: '2026-03-06T09:30:00.123Z',
      };
      const data = {
        make: 'Toyota',
        model: 'Corolla "LE"',
        region: 'Greater Accra',
        note: 'Ɔkwan pa! ₵450 a day, delivery to Kumasi\nno smoking',
        dailyPricePesewas: 45_000,
        seats: 5,
        rating: 4.75,
        automatic: true,
        driver: null,
        photos: ['cars/1.jpg', 'cars/2.jpg'],
        papers: {},
        calendar: [{ from: '2026-03-10', to: '2026-03-12' }],
      };
      const event = { id: randomUUID(), type: `${prefix}CarListed`, data, metadata };
      const result = await store.appendToStream(stream, [event], { expectedRevision: 'no_stream' });

      const expected: RecordedEvent = {
        id: event.id,
        type: event.type,
        data,
        metadata,
        streamName: stream,
        streamRevision: 0,
        position: result.position,
      };
      expect(await store.readStream(stream)).toEqual([expected]);
      expect((await store.readAll({ after: before, eventTypePrefixes: [prefix] })).events).toEqual([
        expected,
      ]);
    });

    describe('subscribeToAll', () => {
      it('delivers matching events after a position in order, then new ones live', async () => {
        const prefix = typePrefix();
        const stream = streamName('car');
        const before = await store.headPosition();
        const first = await store.appendToStream(stream, [
          aNewEvent(`${prefix}Car.Listed`),
          aNewEvent(`${prefix}Booking.Requested`),
          aNewEvent(`${prefix}Car.Approved`),
        ]);
        const startAfter = (await store.readStream(stream))[0]!.position;

        const received = collect(store, { after: startAfter, eventTypePrefixes: [`${prefix}Car.`] });
        try {
          await waitFor(() => received.events.length >= 1, 'the backlog');
          await store.appendToStream(
            stream,
            [aNewEvent(`${prefix}User.Registered`), aNewEvent(`${prefix}Car.Priced`)],
            {
              expectedRevision: first.nextExpectedRevision,
            },
          );
          await waitFor(() => received.events.length >= 2, 'the live event');
          await sleep(100);

          expect(received.events.map((e) => e.type.slice(prefix.length))).toEqual([
            'Car.Approved',
            'Car.Priced',
          ]);
          expect(received.events.map((e) => e.streamRevision)).toEqual([2, 4]);
          expect(received.errors).toEqual([]);
          expectStrictlyIncreasing(received.events.map((e) => e.position));
          for (const batch of received.batches) {
            const last = batch.events.at(-1);
            if (last) expect(comparePositions(batch.lastPosition, last.position)).toBeGreaterThanOrEqual(0);
          }
          expect(before === null || comparePositions(received.events[0]!.position, before) > 0).toBe(true);
        } finally {
          await received.subscription.close();
        }
      });

      it('close() stops delivery and waits for a running handler', async () => {
        const prefix = typePrefix();
        const stream = streamName('car');
        const after = await store.headPosition();
        let running = false;
        const seen: RecordedEvent[] = [];
        const subscription = store.subscribeToAll({
          after,
          eventTypePrefixes: [prefix],
          onEvents: async (events) => {
            running = true;
            seen.push(...events);
            await sleep(150);
            running = false;
          },
        });
        await store.appendToStream(stream, [aNewEvent(`${prefix}Car.Listed`)]);
        await waitFor(() => seen.length === 1 && running, 'the first event');

        const closing = Date.now();
        await subscription.close();
        expect(running).toBe(false);
        expect(Date.now() - closing).toBeLessThan(450);
        await store.appendToStream(stream, [aNewEvent(`${prefix}Car.Approved`)]);
        await sleep(300);
        expect(seen.map((e) => e.type)).toEqual([`${prefix}Car.Listed`]);
      });

      it('a handler that rejects stops the subscription and reaches onError', async () => {
        const prefix = typePrefix();
        const stream = streamName('car');
        const failure = new Error('read model unavailable');
        const errors: unknown[] = [];
        let calls = 0;
        const subscription = store.subscribeToAll({
          after: await store.headPosition(),
          eventTypePrefixes: [prefix],
          onEvents: async () => {
            calls++;
            throw failure;
          },
          onError: (error) => errors.push(error),
        });
        try {
          await store.appendToStream(stream, [aNewEvent(`${prefix}Car.Listed`)]);
          await waitFor(() => errors.length === 1, 'the error');
          await store.appendToStream(stream, [aNewEvent(`${prefix}Car.Approved`)]);
          await sleep(300);
          expect(errors).toEqual([failure]);
          expect(calls).toBe(1);
        } finally {
          await subscription.close();
        }
      });
    });

    it('race: concurrent writers, one subscriber sees every event exactly once and in order', async () => {
      const prefix = typePrefix();
      const streams = Array.from({ length: 40 }, () => streamName('race'));
      const before = await store.headPosition();
      const received = collect(store, { after: before, eventTypePrefixes: [prefix], maxCount: 25 });
      const pager = pageThrough(store, before, prefix);
      const appended: NewEvent[] = [];
      const writers = 16;
      const appendsPerWriter = 50;

      try {
        await Promise.all(
          Array.from({ length: writers }, async (_, writer) => {
            const writerStore =
              writer % 2 === 1 && subject?.slowCommitStore ? subject.slowCommitStore : store;
            for (let i = 0; i < appendsPerWriter; i++) {
              const stream = streams[Math.floor(Math.random() * streams.length)]!;
              const events = Array.from({ length: i % 5 === 0 ? 3 : 1 }, () => aNewEvent(`${prefix}Raced`));
              if (i % 4 === 0) await appendAtReadRevision(writerStore, stream, events);
              else await writerStore.appendToStream(stream, events);
              appended.push(...events);
            }
          }),
        );

        await waitFor(() => received.events.length >= appended.length, 'every raced event', 10_000);
        await sleep(50);
        const paged = await pager.stop(appended.length);

        for (const seen of [received.events, paged]) {
          expectStrictlyIncreasing(seen.map((e) => e.position));
          expect(new Set(seen.map((e) => e.id)).size).toBe(seen.length);
          expect(seen.map((e) => e.id).sort()).toEqual(appended.map((e) => e.id).sort());
        }
        expect(received.errors).toEqual([]);
        // Each stream's events arrive in revision order, without gaps.
        const revisions = new Map<string, number[]>();
        for (const e of received.events)
          revisions.set(e.streamName, [...(revisions.get(e.streamName) ?? []), e.streamRevision]);
        for (const seen of revisions.values()) expect(seen).toEqual(seen.map((_, i) => i));
      } finally {
        await received.subscription.close();
        await pager.stop(0);
      }
    }, 20_000);
  });
}

/** Appends at the revision just read, reading again and retrying on a conflict. */
async function appendAtReadRevision(
  store: EventStore,
  stream: string,
  events: NewEvent[],
): Promise<AppendResult> {
  for (;;) {
    const current = await store.readStream(stream);
    const expectedRevision = current.length === 0 ? 'no_stream' : current.at(-1)!.streamRevision;
    try {
      return await store.appendToStream(stream, events, { expectedRevision });
    } catch (error) {
      if (!(error instanceof ExpectedRevisionConflictError)) throw error;
    }
  }
}

/** A second reader that pages through readAll with a small maxCount while writers race. */
function pageThrough(store: EventStore, start: Position | null, prefix: string) {
  const events: RecordedEvent[] = [];
  let wanted = Number.POSITIVE_INFINITY;
  let deadline = Number.POSITIVE_INFINITY;
  const loop = (async () => {
    let after = start;
    while (events.length < wanted && Date.now() < deadline) {
      const page = await store.readAll({ after, eventTypePrefixes: [prefix], maxCount: 7 });
      events.push(...page.events);
      after = page.lastPosition;
      if (page.events.length < 7) await sleep(2);
    }
  })();
  return {
    /** Reads on until `count` events have come (5 s at most), then stops. */
    async stop(count: number): Promise<RecordedEvent[]> {
      wanted = count;
      deadline = Date.now() + 5_000;
      await loop;
      return events;
    },
  };
}

interface Collected {
  events: RecordedEvent[];
  batches: { events: RecordedEvent[]; lastPosition: Position }[];
  errors: unknown[];
  subscription: Subscription;
}

function collect(
  store: EventStore,
  options: { after: Position | null; eventTypePrefixes: string[]; maxCount?: number },
): Collected {
  const collected: Omit<Collected, 'subscription'> = { events: [], batches: [], errors: [] };
  const subscription = store.subscribeToAll({
    ...options,
    onEvents: async (events, lastPosition) => {
      collected.events.push(...events);
      collected.batches.push({ events, lastPosition });
    },
    onError: (error) => collected.errors.push(error),
  });
  return Object.assign(collected, { subscription });
}

function expectStrictlyIncreasing(positions: Position[]) {
  for (let i = 1; i < positions.length; i++) {
    if (comparePositions(positions[i - 1]!, positions[i]!) >= 0) {
      expect.fail(`position ${i} (${show(positions[i]!)}) is not after ${show(positions[i - 1]!)}`);
    }
  }
}

const show = (p: Position) => `${p.commit}:${p.prepare}`;

const streamName = (kind: string) => `${kind}-${randomUUID()}`;

/** A type prefix no other test uses, so filtered reads see only this test's events. */
const typePrefix = () => `T${randomUUID().replaceAll('-', '').slice(0, 12)}`;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function waitFor(condition: () => boolean, what: string, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(5);
  }
}
