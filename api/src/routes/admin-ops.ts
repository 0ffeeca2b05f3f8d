import { notFound } from '@akwaaba/domain';
import { opsContract, type ProjectionOpsView } from '@akwaaba/domain/ops/ops.contract';
import { getProjectionStatus } from '@akwaaba/projections';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../plugins/valibot-schemas';
import { ProjectionRebuilds } from './projection-rebuilds';

/**
 * The operator's view of the read models and reactors: checkpoint, lag, throughput,
 * failures, and blue-green rebuilds started from the admin ops page.
 */
export async function adminOpsRoutes(app: FastifyInstance) {
  const rebuilds = new ProjectionRebuilds(app.deps, app.log);
  const projections = () => app.deps.projections ?? [];
  app.addHook('onClose', () => rebuilds.settled());

  addRoute(app, opsContract.projections, async (): Promise<ProjectionOpsView[]> => {
    const statuses = await getProjectionStatus(app.deps, projections());
    return statuses.map((s) => {
      const outcome = rebuilds.outcomeOf(s.name);
      return {
        ...s,
        lastError: s.lastError ? { ...s.lastError, at: s.lastError.at.toISOString() } : null,
        rebuildable: s.kind === 'read-model',
        lastRebuild: outcome ? { ...outcome, at: outcome.at.toISOString() } : null,
      };
    });
  });

  addRoute(app, opsContract.rebuild, async (request, reply) => {
    const projection = projections().find((p) => p.name === request.params.name);
    if (!projection) throw notFound(`No projection is named ${request.params.name}.`);
    const progress = await rebuilds.start(projection);
    request.log.info({ projection: projection.name, generation: progress.generation }, 'rebuild requested');
    return reply
      .status(202)
      .header('location', '/api/admin/ops/projections')
      .send({ name: projection.name, ...progress });
  });
}
