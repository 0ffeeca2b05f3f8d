export * from './trip.decider';
export * from './trip.events';
export * from './trip.rules';
export * from './trip.schemas';
export * from './trip.state';
export * from './trip.views';
export * from './trip-charges';
