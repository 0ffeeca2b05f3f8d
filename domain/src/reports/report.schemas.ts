import * as v from 'valibot';
import { formObject, requiredText, withoutControlCharacters } from '../shared/form-schemas';
import { REPORT_MESSAGES as M } from './report.messages';
import {
  MAX_REPORT_DETAILS_LENGTH,
  MAX_REPORT_NOTE_LENGTH,
  REPORT_REASONS,
  REPORT_SUBJECT_KINDS,
  reasonNeedsDetails,
} from './report.rules';

const details = v.pipe(
  v.optional(v.string(M.detailsTooLong), ''),
  v.trim(),
  v.maxLength(MAX_REPORT_DETAILS_LENGTH, M.detailsTooLong),
  withoutControlCharacters('Details', 'multi-line'),
);

/** POST /api/reports and the report dialog: what is reported, why, and in the reporter's words. */
export const fileReportSchema = v.pipe(
  formObject({
    subject: v.object(
      {
        kind: v.picklist(REPORT_SUBJECT_KINDS, M.subjectInvalid),
        id: v.pipe(
          v.string(M.subjectInvalid),
          v.maxLength(64, M.subjectInvalid),
          withoutControlCharacters('An id'),
        ),
      },
      M.subjectInvalid,
    ),
    reason: v.picklist(REPORT_REASONS, M.reasonRequired),
    details,
  }),
  v.forward(
    v.partialCheck(
      [['reason'], ['details']],
      ({ reason, details }) => !reasonNeedsDetails(reason) || details !== '',
      M.detailsRequired,
    ),
    ['details'],
  ),
);
export type FileReportInput = v.InferInput<typeof fileReportSchema>;

/** POST /api/admin/reports/{id}/resolve and its dialog: what the admin did, for the record. */
export const resolveReportSchema = formObject({
  note: requiredText(
    M.noteRequired,
    MAX_REPORT_NOTE_LENGTH,
    M.noteTooLong,
    withoutControlCharacters('Note', 'multi-line'),
  ),
});
export type ResolveReportInput = v.InferInput<typeof resolveReportSchema>;
