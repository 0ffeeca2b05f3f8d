import * as v from 'valibot';
import { REPORT_REASONS, REPORT_SUBJECT_KINDS } from './report.rules';

/** A person as the queue names them: null when the account is not in the users read model. */
const person = v.object({ id: v.string(), name: v.nullable(v.string()) });

/** A reported listing as it stands now; null on the report once the listing is deleted. */
export const reportedCarView = v.object({
  year: v.number(),
  make: v.string(),
  model: v.string(),
  location: v.string(),
  owner: person,
  /** Its verification status: pending, approved or rejected. */
  status: v.string(),
});

/** A reported account as it stands now; null on the report when it is not there. */
export const reportedUserView = v.object({ name: v.string(), email: v.string() });

/** One report in the admins' queue, with what the admin needs to judge it. */
export const reportView = v.object({
  id: v.string(),
  status: v.picklist(['open', 'resolved']),
  subject: v.object({ kind: v.picklist(REPORT_SUBJECT_KINDS), id: v.string() }),
  car: v.nullable(reportedCarView),
  user: v.nullable(reportedUserView),
  reporter: person,
  reason: v.picklist(REPORT_REASONS),
  details: v.string(),
  filedAt: v.string(),
  resolution: v.nullable(v.object({ note: v.string(), by: person, at: v.string() })),
});
export type ReportView = v.InferOutput<typeof reportView>;

/** What the reporter is told: their report is on file. */
export const filedReportView = v.object({ id: v.string(), status: v.literal('open') });
