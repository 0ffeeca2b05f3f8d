import type { ReportReason, ReportSubjectKind } from '@akwaaba/domain/reports/report.rules';

/** The reasons the dialog offers for each kind of report (the API takes any of them for either). */
export const REASONS_FOR: Record<ReportSubjectKind, readonly ReportReason[]> = {
  car: ['fake listing', 'unsafe car', 'wrong information', 'fraud or scam', 'other'],
  user: ['harassment or abuse', 'fraud or scam', 'other'],
};

/** A reason as a label: sentence case. */
export const reasonLabel = (reason: ReportReason) => reason.charAt(0).toUpperCase() + reason.slice(1);
