import type { KurrentDBClient } from '@kurrent/kurrentdb-client';
import { describe, expect, it } from 'vitest';
import { comparePositions, type Position } from '../port';
import { EsdbEventStore } from './esdb-event-store';

/**
 * How the adapter turns the port's reads into server reads, checked against a stand-in for
 * the client's readAll that behaves as the server is documented to: a forward read from a
 * position starts with the record at it, a filter is applied before maxCount, and a
 * backward read from END starts at the newest record. The real server is exercised only by
 * the contract suite where EVENTSTORE_URL is set (ADR 0019).
 */
interface StoredRecord {
  type: string;
  position: Position;
}

function storeOver(types: string[]) {
  const log: StoredRecord[] = types.map((type, i) => ({
    type,
    position: { commit: BigInt((i + 1) * 100), prepare: BigInt((i + 1) * 100) },
  }));
  const sent = { records: 0, reads: 0 };
  type Filter = { prefixes?: string[]; regex?: string };
  const client = {
    async *readAll({
      fromPosition = 'start',
      direction = 'forwards',
      maxCount = Number.MAX_SAFE_INTEGER,
      filter,
    }: {
      fromPosition?: 'start' | 'end' | Position;
      direction?: 'forwards' | 'backwards';
      maxCount?: number | bigint;
      filter?: Filter;
    }) {
      sent.reads++;
      const matches = (type: string) =>
        !filter ||
        (filter.prefixes
          ? filter.prefixes.some((p) => type.startsWith(p))
          : new RegExp(filter.regex!).test(type));
      const ordered = direction === 'forwards' ? log : [...log].reverse();
      const from = ordered.filter((r) => {
        if (typeof fromPosition === 'string') return true;
        const order = comparePositions(r.position, fromPosition);
        return direction === 'forwards' ? order >= 0 : order <= 0;
      });
      for (const record of from.filter((r) => matches(r.type)).slice(0, Number(maxCount))) {
        sent.records++;
        yield {
          event: {
            ...record,
            id: `event-${record.position.commit}`,
            streamId: 'car-1',
            revision: 0n,
            isJson: true,
            data: {},
            metadata: {
              actorId: null,
              actorRole: 'host',
              correlationId: 'c',
              causationId: null,
              timestamp: 't',
            },
            created: new Date(0),
          },
        };
      }
    },
    async dispose() {},
  };
  return { store: new EsdbEventStore(client as unknown as KurrentDBClient), log, sent };
}

const at = (n: number): Position => ({ commit: BigInt(n * 100), prepare: BigInt(n * 100) });

describe('EsdbEventStore reads, against a stand-in for the server', () => {
  it('readAll returns the matching events and resumes from the newest record when it found fewer', async () => {
    const { store } = storeOver(['Car.Listed', 'Booking.Requested', 'Car.Priced', '$statsCollected']);
    const read = await store.readAll({ eventTypePrefixes: ['Car.'] });
    expect(read.events.map((e) => e.type)).toEqual(['Car.Listed', 'Car.Priced']);
    expect(read.lastPosition).toEqual(at(4));

    const nothing = await store.readAll({ after: read.lastPosition, eventTypePrefixes: ['Car.'] });
    expect(nothing).toEqual({ events: [], lastPosition: at(4) });
  });

  it('readAll pages with maxCount, never repeating the event it resumes after', async () => {
    const { store } = storeOver(['Car.Listed', 'Car.Priced', 'Booking.Paid', 'Car.Approved']);
    const first = await store.readAll({ eventTypePrefixes: ['Car.'], maxCount: 2 });
    expect(first.events.map((e) => e.type)).toEqual(['Car.Listed', 'Car.Priced']);
    expect(first.lastPosition).toEqual(at(2));
    const second = await store.readAll({
      after: first.lastPosition,
      eventTypePrefixes: ['Car.'],
      maxCount: 2,
    });
    expect(second.events.map((e) => e.type)).toEqual(['Car.Approved']);
    expect(second.lastPosition).toEqual(at(4));
  });

  it('readAll after a position the filter hides still returns at most maxCount', async () => {
    const { store } = storeOver(['Booking.Paid', 'Car.Listed', 'Car.Priced', 'Car.Approved']);
    const read = await store.readAll({ after: at(1), eventTypePrefixes: ['Car.'], maxCount: 2 });
    expect(read.events.map((e) => e.type)).toEqual(['Car.Listed', 'Car.Priced']);
    expect(read.lastPosition).toEqual(at(3));
  });

  it('countEventsAfter stops at its limit, reading no more than the limit and the record it starts at', async () => {
    const { store, sent } = storeOver(Array.from({ length: 50 }, (_, i) => (i % 2 ? 'Car.Priced' : 'Tick')));
    expect(await store.countEventsAfter(null, ['Car.'])).toBe(25);
    sent.records = 0;
    expect(await store.countEventsAfter(at(2), ['Car.'], 5)).toBe(5);
    expect(sent.records).toBeLessThanOrEqual(6);
    expect(await store.countEventsAfter(at(48), ['Car.'], 5)).toBe(1);
    expect(await store.countEventsAfter(null, undefined, 0)).toBe(0);
  });

  it('headPosition is the newest of our events, past the server’s own', async () => {
    const { store } = storeOver(['Car.Listed', 'Car.Priced', '$statsCollected', '$metadata']);
    expect(await store.headPosition()).toEqual(at(2));
    expect(await store.headPosition({ readable: true })).toEqual(at(2));
  });

  it('an empty log has no head, and a read of it nowhere to resume from', async () => {
    const { store } = storeOver([]);
    expect(await store.headPosition()).toBeNull();
    expect(await store.readAll()).toEqual({ events: [], lastPosition: null });
    expect(await store.countEventsAfter(null)).toBe(0);
  });
});
