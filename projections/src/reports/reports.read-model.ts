import { ERASED_REPORT_DETAILS } from '@akwaaba/domain';
import { accountClosedEvents, reportEvents } from '../event-types';
import { defineReadModel } from '../runner/read-model';
import { eitherEvent } from '../runner/typed-projection';
import { findReport, listReports } from './reports.queries';

/**
 * `reports`: one row per report stream (a reporter and what they reported), open or resolved:
 * the admins' Reports queue. It keeps only what the report's own events say; the reported
 * car's details and everyone's names are read from the cars and users read models when the
 * queue is read, so they are never stale here. Filed again after it was resolved, the row
 * opens again. A rebuild gives the same rows.
 */
export const reportsReadModel = defineReadModel({
  name: 'reports',
  takes: eitherEvent(reportEvents, accountClosedEvents),
  table: (t) => `
    create table ${t} (
      id uuid primary key,
      reporter_id uuid not null,
      subject_kind text not null,
      subject_id uuid not null,
      reason text not null,
      details text not null,
      status text not null,
      filed_at timestamptz not null,
      resolution_note text,
      resolved_by uuid,
      resolved_at timestamptz
    );
    create index ${t}_queue on ${t} ((status = 'open') desc, filed_at, id);
  `,

  async apply(events, { client, table }) {
    const reports = table('reports');
    for (const event of events) {
      if (event.type === 'UserAccountClosed') {
        // What a closed account wrote in its reports reads erased in its events now: so here too.
        await client.query(`update ${reports} set details = $2 where reporter_id = $1`, [
          event.data.userId,
          ERASED_REPORT_DETAILS,
        ]);
        continue;
      }
      const { reportId } = event.data;
      switch (event.type) {
        case 'ReportFiled': {
          const { reporterId, subject, reason, details, filedAt } = event.data;
          await client.query(
            `insert into ${reports} (id, reporter_id, subject_kind, subject_id, reason, details, status, filed_at)
             values ($1, $2, $3, $4, $5, $6, 'open', $7)
             on conflict (id) do update set reason = excluded.reason, details = excluded.details,
               status = 'open', filed_at = excluded.filed_at,
               resolution_note = null, resolved_by = null, resolved_at = null`,
            [reportId, reporterId, subject.kind, subject.id, reason, details, filedAt],
          );
          break;
        }
        case 'ReportResolved': {
          const { note, resolvedBy, resolvedAt } = event.data;
          await client.query(
            `update ${reports} set status = 'resolved', resolution_note = $2, resolved_by = $3, resolved_at = $4
             where id = $1`,
            [reportId, note, resolvedBy, resolvedAt],
          );
          break;
        }
      }
    }
  },
  queries: { listReports, findReport },
});
