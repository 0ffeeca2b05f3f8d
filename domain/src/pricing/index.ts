export * from './line-text';
export * from './quote';
export * from './quote-lines';
export * from './trip-total';
