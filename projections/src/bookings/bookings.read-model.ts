import { defineReadModel } from '../runner/read-model';
import { runSetStatement } from '../runner/set-statement';
import * as queries from './bookings.queries';
import { bookingTables } from './bookings.tables';
import {
  bookedEvents,
  STATEMENTS,
  type StatementName,
  type Tables,
  type Write,
  writesOf,
} from './bookings.writes';
import { carReviews } from './car-reviews.queries';

/**
 * The bookings read model: every booking with its car summary and price (My Bookings, a
 * host's bookings), each car's taken date ranges (availability, the host's calendar, the
 * date search) and the days its host blocked, and reviews. It takes the
 * booking and calendar families whole, plus the few car and account events that carry a car
 * summary or a person's name. Deterministic, so a rebuild ends with the same rows.
 *
 * A batch is written set-based (docs/adr/0007): a few multi-row statements per batch
 * rather than two or three statements per event, with the same result as applying the
 * events one at a time.
 */
export const bookingsReadModel = defineReadModel({
  name: 'bookings',
  takes: bookedEvents,
  eventTypePrefixes: [
    'Booking',
    'Calendar',
    'CarListed',
    'CarUpdated',
    'UserRegistered',
    'UserProfileUpdated',
    'UserAccountClosed',
  ],
  tables: bookingTables,

  async apply(events, { client, table }) {
    const t: Tables = {
      bookings: table('bookings'),
      lines: table('booking_lines'),
      availability: table('car_availability'),
      blocks: table('car_blocks'),
      reviews: table('reviews'),
      cars: table('booking_cars'),
      people: table('booking_people'),
    };
    for (const layer of layered(events.flatMap(writesOf))) {
      for (const [name, rows] of layer) await runSetStatement<Tables>(client, STATEMENTS[name], t, rows);
    }
  },
  queries: { ...queries, carReviews },
});

type Layer = Map<StatementName, unknown[][]>;

/**
 * Orders a batch's writes into layers that run one after the other, each layer one
 * statement per kind of write. A write goes into the first layer after every earlier
 * write it must follow: one that wrote a row it reads or writes, or read a row it
 * writes (a booking reads its car's summary). Writes within a layer touch disjoint
 * rows, so they commute, and every pair that does not commute keeps its log order:
 * the result is the one of applying the events one by one, whatever the batch size.
 * Within a layer, statements run in STATEMENTS' order, so the statements run are
 * deterministic too.
 */
export function layered(writes: readonly Write[]): Layer[] {
  const layers: Map<StatementName, unknown[][]>[] = [];
  const lastWritten = new Map<string, number>();
  const lastRead = new Map<string, number>();
  const after = (map: Map<string, number>, key: string) => (map.get(key) ?? -1) + 1;
  for (const w of writes) {
    let layer = 0;
    for (const key of w.reads) layer = Math.max(layer, after(lastWritten, key));
    for (const key of w.writes) layer = Math.max(layer, after(lastWritten, key), after(lastRead, key));
    for (const key of w.reads) lastRead.set(key, Math.max(layer, lastRead.get(key) ?? -1));
    for (const key of w.writes) lastWritten.set(key, layer);
    layers[layer] ??= new Map();
    const rows = layers[layer]!.get(w.statement) ?? [];
    rows.push(w.values);
    layers[layer]!.set(w.statement, rows);
  }
  const order = Object.keys(STATEMENTS) as StatementName[];
  return layers.map(
    (layer) =>
      new Map(order.filter((name) => layer.has(name)).map((name) => [name, layer.get(name)!] as const)),
  );
}
