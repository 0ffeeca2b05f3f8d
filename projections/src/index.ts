export { type ProjectionsCliDeps, runProjectionsCli } from './cli';
export * from './read-models';
export * from './runner';
