import * as v from 'valibot';
import { byId, defineContract } from '../shared/contract';
import { fileReportSchema, resolveReportSchema } from './report.schemas';
import { filedReportView, reportView } from './reports.views';

/** Signed-in users report a car listing or a user; the reports wait in the admins' queue. */
export const reportsContract = defineContract('reports', {
  file: {
    summary: 'Report a car listing or a user to the admins, with a reason',
    access: 'signed-in',
    method: 'POST',
    path: '/api/reports',
    body: fileReportSchema,
    status: 201,
    response: filedReportView,
  },
});

/** The admin dashboard's Reports queue: open reports first, oldest first, each resolved with a note. */
export const adminReportsContract = defineContract('admin-reports', {
  list: {
    summary: 'Every report with its context: open ones first, oldest first',
    access: 'admin',
    method: 'GET',
    path: '/api/admin/reports',
    response: v.array(reportView),
  },
  resolve: {
    summary: 'Resolve a report, saying what was done',
    access: 'admin',
    method: 'POST',
    path: '/api/admin/reports/:id/resolve',
    params: byId,
    body: resolveReportSchema,
    response: reportView,
  },
});
