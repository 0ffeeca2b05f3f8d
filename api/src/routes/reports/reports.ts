import { isUuid, notFound } from '@akwaaba/domain';
import { type ReportCommand, reportDecider } from '@akwaaba/domain/reports/report.decider';
import { type ReportSubject, reportStream } from '@akwaaba/domain/reports/report.events';
import { REPORT_MESSAGES as M } from '@akwaaba/domain/reports/report.messages';
import { reportIdFor } from '@akwaaba/domain/reports/report-id';
import { adminReportsContract, reportsContract } from '@akwaaba/domain/reports/reports.contract';
import { findCar, findReport, listReports, reportsReadModel, userNames } from '@akwaaba/projections';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { addRoute } from '../add-route';

const READ_MODELS = [reportsReadModel];

/** The reported car's owner (null for a user), once the car or user is found: 404 otherwise. */
async function ownerOfSubject(pool: pg.Pool, subject: ReportSubject): Promise<string | null> {
  if (subject.kind === 'car') {
    const car = await findCar(pool, subject.id);
    if (!car) throw notFound(M.carNotFound);
    return car.owner_id;
  }
  if (!(await userNames(pool, [subject.id])).has(subject.id)) throw notFound(M.userNotFound);
  return null;
}

/**
 * Reports: a signed-in user reports a car listing or a user (one open report per reporter
 * and subject, decided on the report's stream), and the admins' Reports queue lists them
 * with their context and resolves them with a note. Both are audited commands.
 */
export async function reportRoutes(app: FastifyInstance) {
  addRoute(app, reportsContract.file, async (request, reply) => {
    const { subject, reason, details } = request.body;
    const subjectOwnerId = await ownerOfSubject(app.deps.pool, subject);
    // Signed in (the contract's access): the actor has an id.
    const reportId = reportIdFor(request.actor.userId!, subject);
    const command: ReportCommand = {
      type: 'FileReport',
      reportId,
      actor: request.actor,
      subject,
      subjectOwnerId,
      reason,
      details,
      now: new Date().toISOString(),
    };
    await app.runCommand(request, reply, reportDecider, reportStream(reportId), command, READ_MODELS);
    return { id: reportId, status: 'open' as const };
  });

  addRoute(app, adminReportsContract.list, () => listReports(app.deps.pool));

  addRoute(app, adminReportsContract.resolve, async (request, reply) => {
    const { id } = request.params;
    // An id that is no UUID names no report; the decider answers for an unknown one.
    if (!isUuid(id)) throw notFound(M.reportNotFound);
    const command: ReportCommand = {
      type: 'ResolveReport',
      reportId: id,
      actor: request.actor,
      note: request.body.note,
      now: new Date().toISOString(),
    };
    await app.runCommand(request, reply, reportDecider, reportStream(id), command, READ_MODELS);
    const report = await findReport(app.deps.pool, id);
    if (!report) throw notFound(M.reportNotFound);
    return report;
  });
}
