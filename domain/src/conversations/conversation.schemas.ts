import * as v from 'valibot';
import { formObject, withoutControlCharacters } from '../shared/form-schemas';
import { CONVERSATION_MESSAGES as M } from './conversation.messages';
import {
  fitsIn,
  hasControlCharacters,
  MAX_MESSAGE_LENGTH,
  MAX_MESSAGE_REPORT_REASON_LENGTH,
  normalizeLineBreaks,
} from './conversation.rules';

/** A message's text as the form, the API and the decider (messageText) check and keep it. */
const messageText = v.pipe(
  v.string(M.textRequired),
  v.transform(normalizeLineBreaks),
  v.trim(),
  v.nonEmpty(M.textRequired),
  v.check((text) => fitsIn(text, MAX_MESSAGE_LENGTH), M.textTooLong),
  v.check((text) => !hasControlCharacters(text), M.textHasControlCharacters),
);

/** An uploaded photo's object path; the API checks it is the sender's own message photo. */
const photoPath = v.pipe(
  v.string(M.photoInvalid),
  v.maxLength(200, M.photoInvalid),
  withoutControlCharacters('A photo path'),
);

/** POST /api/bookings/{id}/messages, /api/conversations/{id}/messages and /api/cars/{id}/questions. */
export const sendMessageSchema = formObject({
  text: messageText,
  photo: v.optional(v.nullable(photoPath)),
});
export type SendMessageInput = v.InferInput<typeof sendMessageSchema>;

/** POST /api/conversations/{id}/messages/{messageId}/report: why, optionally. */
export const reportMessageSchema = formObject({
  reason: v.pipe(
    v.optional(v.string(M.reportReasonTooLong), ''),
    v.trim(),
    v.check((text) => fitsIn(text, MAX_MESSAGE_REPORT_REASON_LENGTH), M.reportReasonTooLong),
    withoutControlCharacters('Reason', 'multi-line'),
  ),
});
export type ReportMessageInput = v.InferInput<typeof reportMessageSchema>;

/** POST /api/admin/conversations/{id}/messages/{messageId}/resolve: what the admin did. */
export const resolveMessageReportSchema = formObject({
  note: v.pipe(
    v.string(M.noteRequired),
    v.trim(),
    v.nonEmpty(M.noteRequired),
    v.check((text) => fitsIn(text, MAX_MESSAGE_REPORT_REASON_LENGTH), M.noteTooLong),
    withoutControlCharacters('Note', 'multi-line'),
  ),
});
