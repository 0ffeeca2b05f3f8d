export * from './booking.decider';
export * from './booking.events';
export * from './booking.messages';
export * from './booking.rules';
export * from './booking.schemas';
export * from './car-calendar.decider';
export * from './car-calendar.events';
export * from './stay';
