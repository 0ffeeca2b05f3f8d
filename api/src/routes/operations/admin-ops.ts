import { notFound } from '@akwaaba/domain';
import {
  opsContract,
  type ProjectionOpsView,
  STUCK_JOBS_LIMIT,
} from '@akwaaba/domain/operations/operations.contract';
import { retryJob } from '@akwaaba/infra/jobs/job-queue';
import { getProjectionStatus } from '@akwaaba/projections';
import type { FastifyInstance } from 'fastify';
import { stuckJobs } from '../../plugins/job-counts';
import { addRoute } from '../add-route';
import { ProjectionRebuilds } from './projection-rebuilds';

/**
 * The operator's view of the read models and reactors: checkpoint, lag, throughput,
 * failures, and blue-green rebuilds started from the admin ops page; and the failed and
 * dead jobs, with Retry.
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
    reply.header('location', '/api/admin/ops/projections');
    return { name: projection.name, ...progress };
  });

  addRoute(app, opsContract.jobs, async () => {
    const jobs = await stuckJobs(app.deps.pool, STUCK_JOBS_LIMIT);
    return jobs.map((job) => ({ ...job, at: job.at.toISOString() }));
  });

  addRoute(app, opsContract.retryJob, async (request) => {
    const { queue, id } = request.params;
    const retried = await retryJob(app.deps.pool, queue, id);
    if (!retried)
      throw notFound(`No failed or dead job ${id} in ${queue}: it may have been retried already.`);
    request.log.info({ queue, job: id, was: retried.was, again: retried.id }, 'job retried');
    return retried;
  });
}
