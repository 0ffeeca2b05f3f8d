import type { ProjectionOps } from '#app/api/operations.ts';
import { fixture } from '#app/test/fixture.ts';

/** A healthy, caught-up read model as the ops endpoint answers it; override what a test cares about. */
export const aProjection = fixture<ProjectionOps>({
  name: 'cars',
  kind: 'read-model',
  activeGeneration: 1,
  checkpoint: '912:3301',
  lagEvents: 0,
  lagSeconds: 0,
  eventsPerSecond: 0,
  runnerActive: true,
  lastError: null,
  rebuild: null,
  rebuildNeeded: false,
  rebuildable: true,
  lastRebuild: null,
});
