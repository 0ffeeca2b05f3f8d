/** Why a listing or a person may be reported: a short list, so the admins' queue reads at a glance. */
export const REPORT_REASONS = [
  'fake listing',
  'unsafe car',
  'wrong information',
  'harassment or abuse',
  'fraud or scam',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** What can be reported: a car listing or an account. */
export const REPORT_SUBJECT_KINDS = ['car', 'user'] as const;
export type ReportSubjectKind = (typeof REPORT_SUBJECT_KINDS)[number];

export const MAX_REPORT_DETAILS_LENGTH = 1000;
export const MAX_REPORT_NOTE_LENGTH = 1000;

/** The reason whose meaning only the details give: required with it. */
export const reasonNeedsDetails = (reason: ReportReason) => reason === 'other';
