import type { DomainEvents } from '../shared/decider';
import type { ReportReason, ReportSubjectKind } from './report.rules';

/** The car listing or account a report is about. */
export interface ReportSubject {
  kind: ReportSubjectKind;
  id: string;
}

/** Each report event's data, by its type. */
interface ReportEventData {
  /**
   * A signed-in user reported a car or a user (stream `report-{reportId}`). Filed again after
   * it was resolved, the same stream opens again with the new reason and details.
   */
  ReportFiled: {
    reportId: string;
    reporterId: string;
    subject: ReportSubject;
    reason: ReportReason;
    /** Empty when the reason says enough. */
    details: string;
    filedAt: string;
  };
  /** An admin looked at the report and closed it, saying what was done. */
  ReportResolved: { reportId: string; note: string; resolvedBy: string; resolvedAt: string };
}

export type ReportEvent = DomainEvents<ReportEventData>;

/** Report event types start with 'Report', which no other family's types start with. */
export const REPORT_EVENT_TYPE_PREFIX = 'Report';

export const reportStream = (reportId: string) => `report-${reportId}`;
