export { type ProjectionsCliDeps, runProjectionsCli } from './cli';
export * from './runner';
