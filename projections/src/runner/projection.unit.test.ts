import { describe, expect, it } from 'vitest';
import { type Projection, readModelsChangedBy, takesEventType } from './projection';

const projection = (name: string, eventTypePrefixes: string[]): Projection => ({
  name,
  kind: 'read-model',
  eventTypePrefixes,
  tables: {},
  apply: async () => {},
});

const cars = projection('cars', ['Car']);
const users = projection('users', ['User']);
const bookings = projection('bookings', ['Booking', 'Calendar', 'CarListed', 'UserRegistered']);

describe('takesEventType', () => {
  it('takes an event whose type starts with one of the prefixes', () => {
    expect(takesEventType(bookings, 'CarListed')).toBe(true);
    expect(takesEventType(bookings, 'CalendarDatesHeld')).toBe(true);
    expect(takesEventType(bookings, 'CarApproved')).toBe(false);
    expect(takesEventType(users, 'EmailReserved')).toBe(false);
  });
});

describe('readModelsChangedBy', () => {
  it('keeps the read models that take one of the events, in the order asked', () => {
    expect(readModelsChangedBy([cars, users, bookings], [users, bookings, cars], ['CarListed'])).toEqual([
      bookings,
      cars,
    ]);
    expect(readModelsChangedBy([cars, users, bookings], [cars, users], ['UserEmailVerified'])).toEqual([
      users,
    ]);
  });

  it('leaves out every read model when none takes the events (an e-mail reservation and the users read model)', () => {
    expect(readModelsChangedBy([cars, users, bookings], [users], ['EmailReserved'])).toEqual([]);
  });

  it('keeps a read model it does not know, to be waited for as before', () => {
    const carHistory = { name: 'car_history' };
    expect(readModelsChangedBy([cars], [cars, carHistory], ['BookingCreated'])).toEqual([carHistory]);
  });
});
