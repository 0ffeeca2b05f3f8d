export * from './car/car.decider';
export * from './car/car.events';
export * from './car/constants';
export * from './money/money';
export * from './shared/actor';
export * from './shared/decider';
export * from './shared/errors';
