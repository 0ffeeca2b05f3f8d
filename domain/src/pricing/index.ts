export * from './quote';
export * from './quote-lines';
