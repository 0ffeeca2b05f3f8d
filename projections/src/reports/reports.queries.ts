import { isUuid } from '@akwaaba/domain';
import type { ReportReason, ReportSubjectKind } from '@akwaaba/domain/reports/report.rules';
import type { ReportView } from '@akwaaba/domain/reports/reports.views';
import type pg from 'pg';
import { userNames } from '../accounts/users.queries';

interface ReportRow {
  id: string;
  reporter_id: string;
  subject_kind: ReportSubjectKind;
  subject_id: string;
  reason: ReportReason;
  details: string;
  status: 'open' | 'resolved';
  filed_at: Date;
  resolution_note: string | null;
  resolved_by: string | null;
  resolved_at: Date | null;
  car_year: number | null;
  car_make: string | null;
  car_model: string | null;
  car_location: string | null;
  car_owner_id: string | null;
  car_status: string | null;
}

/** A report with the reported car as it stands (the cars read model), if it still exists. */
const SELECT_REPORTS = `
  select r.*, c.year as car_year, c.make as car_make, c.model as car_model, c.location as car_location,
    c.owner_id as car_owner_id, c.verification_status as car_status
  from reports r
  left join cars c on r.subject_kind = 'car' and c.id = r.subject_id`;

/** Every report, open ones first and each group oldest first: the longest wait is served first. */
export async function listReports(pool: pg.Pool): Promise<ReportView[]> {
  const { rows } = await pool.query<ReportRow>(
    `${SELECT_REPORTS} order by r.status = 'open' desc, r.filed_at, r.id`,
  );
  return withContext(pool, rows);
}

/**
 * The reports a user filed, oldest first, as they wrote them (their data export): not the
 * admins' view, which names the reported person and the admin who resolved it.
 */
export async function listReportsFiledBy(pool: pg.Pool, reporterId: string) {
  const { rows } = await pool.query<{
    id: string;
    subject: { kind: ReportSubjectKind; id: string };
    reason: ReportReason;
    details: string;
    status: 'open' | 'resolved';
    filedAt: Date;
  }>(
    `select id, json_build_object('kind', subject_kind, 'id', subject_id) as subject, reason, details, status,
       filed_at as "filedAt"
       from reports where reporter_id = $1 order by filed_at, id`,
    [reporterId],
  );
  return rows.map((row) => ({ ...row, filedAt: row.filedAt.toISOString() }));
}

/** One report with its context; null for an unknown or malformed id. */
export async function findReport(pool: pg.Pool, id: string): Promise<ReportView | null> {
  if (!isUuid(id)) return null;
  const { rows } = await pool.query<ReportRow>(`${SELECT_REPORTS} where r.id = $1`, [id]);
  return (await withContext(pool, rows))[0] ?? null;
}

/** Names and e-mails from the users read model, read now: null for an account that is not there. */
async function withContext(pool: pg.Pool, rows: readonly ReportRow[]): Promise<ReportView[]> {
  const names = await userNames(
    pool,
    rows.flatMap((row) => [
      row.reporter_id,
      ...(row.car_owner_id ? [row.car_owner_id] : []),
      ...(row.resolved_by ? [row.resolved_by] : []),
      ...(row.subject_kind === 'user' ? [row.subject_id] : []),
    ]),
  );
  const nameOf = (id: string) => {
    const person = names.get(id);
    return person ? `${person.firstName} ${person.lastName}`.trim() : null;
  };
  const personOf = (id: string) => ({ id, name: nameOf(id) });
  return rows.map((row) => {
    const reportedUser = row.subject_kind === 'user' ? names.get(row.subject_id) : undefined;
    return {
      id: row.id,
      status: row.status,
      subject: { kind: row.subject_kind, id: row.subject_id },
      car:
        row.car_owner_id === null
          ? null
          : {
              year: row.car_year!,
              make: row.car_make!,
              model: row.car_model!,
              location: row.car_location!,
              owner: personOf(row.car_owner_id),
              status: row.car_status!,
            },
      user: reportedUser
        ? { name: `${reportedUser.firstName} ${reportedUser.lastName}`.trim(), email: reportedUser.email }
        : null,
      reporter: personOf(row.reporter_id),
      reason: row.reason,
      details: row.details,
      filedAt: row.filed_at.toISOString(),
      resolution:
        row.resolution_note === null || row.resolved_by === null || row.resolved_at === null
          ? null
          : { note: row.resolution_note, by: personOf(row.resolved_by), at: row.resolved_at.toISOString() },
    };
  });
}
