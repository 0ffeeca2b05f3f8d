export * from './report.decider';
export * from './report.events';
export * from './report.messages';
export * from './report.rules';
export * from './report.schemas';
export * from './reports.views';
