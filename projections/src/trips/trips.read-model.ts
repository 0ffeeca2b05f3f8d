import { bookingEvents } from '../event-types';
import { defineReadModel } from '../runner/read-model';
import { runSetStatement } from '../runner/set-statement';
import * as queries from './trips.queries';
import { tripTables } from './trips.tables';
import { TRIP_STATEMENTS, type TripTables, tripStatementRuns, tripWritesOf } from './trips.writes';

/**
 * The trips read model: where each paid booking's trip stands (handover, return, answers,
 * damage case, no-show, completion, both sides' reviews, reminders sent), for the booking
 * screens, the admin's damage cases and no-shows, reputations, and the trip sweep
 * (docs/adr/0013). It takes the booking family only; car summaries and names are read from
 * the bookings read model's views by the queries. Deterministic, so a rebuild ends with the
 * same rows.
 */
export const tripsReadModel = defineReadModel({
  name: 'trips',
  takes: bookingEvents,
  tables: tripTables,

  async apply(events, { client, table }) {
    const t: TripTables = {
      terms: table('trip_bookings'),
      trips: table('trips'),
      records: table('trip_records'),
      damage: table('trip_damage_cases'),
      reviews: table('trip_reviews'),
      photoVariants: table('trip_photo_variants'),
    };
    for (const { statement, rows } of tripStatementRuns(events.flatMap(tripWritesOf)))
      await runSetStatement(client, TRIP_STATEMENTS[statement], t, rows);
  },
  queries,
});
