import { MAX_REPORT_DETAILS_LENGTH, MAX_REPORT_NOTE_LENGTH } from './report.rules';

/** Every message the report form, the reports API and the report decider can show, written once. */
export const REPORT_MESSAGES = {
  reasonRequired: 'Choose a reason for your report',
  subjectInvalid: 'Choose a car or a user to report',
  detailsRequired: 'Tell us what is wrong',
  detailsTooLong: `Details must be at most ${MAX_REPORT_DETAILS_LENGTH} characters`,
  noteRequired: 'A note is required',
  noteTooLong: `The note must be at most ${MAX_REPORT_NOTE_LENGTH} characters`,
  cannotReportYourself: 'You cannot report yourself.',
  cannotReportOwnCar: 'You cannot report your own car.',
  alreadyReported: 'You have already reported this. An admin will look at it.',
  carNotFound: 'Car not found',
  userNotFound: 'User not found',
  reportNotFound: 'Report not found',
  alreadyResolved: 'This report has already been resolved.',
  onlyAdmins: 'Only an admin can do this.',
} as const;
