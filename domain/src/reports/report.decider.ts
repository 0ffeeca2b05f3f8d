import type { Actor } from '../shared/actor';
import { type Decider, decideByType } from '../shared/decider';
import { conflict, forbidden, notFound, unauthenticated, validationError } from '../shared/errors';
import type { ReportEvent, ReportSubject } from './report.events';
import { REPORT_MESSAGES as M } from './report.messages';
import {
  MAX_REPORT_DETAILS_LENGTH,
  MAX_REPORT_NOTE_LENGTH,
  REPORT_REASONS,
  type ReportReason,
  reasonNeedsDetails,
} from './report.rules';

export interface ReportState {
  status: 'none' | 'open' | 'resolved';
  reporterId: string | null;
  subject: ReportSubject | null;
}

/**
 * A report's stream is named after its reporter and subject (reportIdFor), so "already
 * reported" is decided here, on the stream's expected revision: two simultaneous filings
 * cannot both find it unopened. `subjectOwnerId` is the reported car's owner, as the route
 * found it (null for a user). `now` is the handler's clock.
 */
export type ReportCommand =
  | {
      type: 'FileReport';
      reportId: string;
      actor: Actor;
      subject: ReportSubject;
      subjectOwnerId: string | null;
      reason: ReportReason;
      details: string;
      now: string;
    }
  | { type: 'ResolveReport'; reportId: string; actor: Actor; note: string; now: string };

type Command<Type extends ReportCommand['type']> = Extract<ReportCommand, { type: Type }>;

function fileReport(command: Command<'FileReport'>, state: ReportState): ReportEvent[] {
  const { reportId, actor, subject, subjectOwnerId, reason, now } = command;
  const reporterId = actor.userId;
  if (!reporterId || (actor.role !== 'user' && actor.role !== 'admin')) throw unauthenticated();
  if (!REPORT_REASONS.includes(reason)) throw validationError(M.reasonRequired, { reason: M.reasonRequired });
  const details = command.details.trim();
  if (reasonNeedsDetails(reason) && details === '')
    throw validationError(M.detailsRequired, { details: M.detailsRequired });
  if (details.length > MAX_REPORT_DETAILS_LENGTH)
    throw validationError(M.detailsTooLong, { details: M.detailsTooLong });
  if (subject.kind === 'user' && subject.id === reporterId) throw validationError(M.cannotReportYourself);
  if (subject.kind === 'car' && subjectOwnerId === reporterId) throw validationError(M.cannotReportOwnCar);
  if (state.status === 'open') throw conflict(M.alreadyReported);
  return [{ type: 'ReportFiled', data: { reportId, reporterId, subject, reason, details, filedAt: now } }];
}

function resolveReport(command: Command<'ResolveReport'>, state: ReportState): ReportEvent[] {
  const { reportId, actor, now } = command;
  if (actor.role !== 'admin' || !actor.userId) throw forbidden(M.onlyAdmins);
  if (state.status === 'none') throw notFound(M.reportNotFound);
  if (state.status === 'resolved') throw conflict(M.alreadyResolved);
  const note = command.note.trim();
  if (note === '') throw validationError(M.noteRequired, { note: M.noteRequired });
  if (note.length > MAX_REPORT_NOTE_LENGTH) throw validationError(M.noteTooLong, { note: M.noteTooLong });
  return [{ type: 'ReportResolved', data: { reportId, note, resolvedBy: actor.userId, resolvedAt: now } }];
}

export const decideReport = decideByType<ReportCommand, ReportState, ReportEvent>({
  FileReport: fileReport,
  ResolveReport: resolveReport,
});

export function evolveReport(state: ReportState, event: ReportEvent): ReportState {
  switch (event.type) {
    case 'ReportFiled':
      return { status: 'open', reporterId: event.data.reporterId, subject: event.data.subject };
    case 'ReportResolved':
      return { ...state, status: 'resolved' };
  }
}

export const reportDecider: Decider<ReportState, ReportCommand, ReportEvent> = {
  initialState: { status: 'none', reporterId: null, subject: null },
  decide: decideReport,
  evolve: evolveReport,
};
