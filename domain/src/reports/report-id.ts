import { uuidV5 } from '../shared/name-based-id';
import type { ReportSubject } from './report.events';

/** The UUID v5 namespace of report ids (a random UUID, fixed forever: changing it would reopen every report). */
const REPORT_NAMESPACE = 'b0c2f3a6-5d1e-4c8b-9a47-2f6e8d3c1a90';

/**
 * A report's id, the same for the same reporter and subject, so a second report of one
 * person on one car or user lands on the same stream, where the decider refuses it while
 * the first is open. Server side only (node:crypto); the web never names a new report.
 */
export const reportIdFor = (reporterId: string, subject: ReportSubject): string =>
  uuidV5(REPORT_NAMESPACE, `${reporterId}:${subject.kind}:${subject.id}`);
