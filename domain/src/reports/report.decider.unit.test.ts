import { describe, expect, it } from 'vitest';
import type { Actor } from '../shared/actor';
import { deciderSpec, invalidField } from '../shared/decider.testing';
import { type ReportCommand, reportDecider } from './report.decider';
import type { ReportEvent, ReportSubject } from './report.events';
import { REPORT_MESSAGES as M } from './report.messages';
import { MAX_REPORT_DETAILS_LENGTH, MAX_REPORT_NOTE_LENGTH } from './report.rules';

const reportId = 'report-1';
const reporter: Actor = { userId: 'reporter-1', role: 'user' };
const admin: Actor = { userId: 'admin-1', role: 'admin' };
const car: ReportSubject = { kind: 'car', id: 'car-1' };
const person: ReportSubject = { kind: 'user', id: 'user-2' };
const now = '2026-11-26T09:00:00.000Z';
const later = '2026-11-27T09:00:00.000Z';

const { given } = deciderSpec(reportDecider);

const file = (overrides: Partial<Extract<ReportCommand, { type: 'FileReport' }>> = {}): ReportCommand => ({
  type: 'FileReport',
  reportId,
  actor: reporter,
  subject: car,
  subjectOwnerId: 'host-1',
  reason: 'fake listing',
  details: '',
  now,
  ...overrides,
});
const resolve = (
  overrides: Partial<Extract<ReportCommand, { type: 'ResolveReport' }>> = {},
): ReportCommand => ({
  type: 'ResolveReport',
  reportId,
  actor: admin,
  note: 'Listing removed after a call with the host.',
  now: later,
  ...overrides,
});

const filed = (
  overrides: Partial<Extract<ReportEvent, { type: 'ReportFiled' }>['data']> = {},
): ReportEvent => ({
  type: 'ReportFiled',
  data: {
    reportId,
    reporterId: 'reporter-1',
    subject: car,
    reason: 'fake listing',
    details: '',
    filedAt: now,
    ...overrides,
  },
});
const resolved: ReportEvent = {
  type: 'ReportResolved',
  data: {
    reportId,
    note: 'Listing removed after a call with the host.',
    resolvedBy: 'admin-1',
    resolvedAt: later,
  },
};

describe('FileReport', () => {
  it('files a report on a car or a user, the details trimmed', () => {
    given([]).when(file()).thenAppends([filed()]);
    given([])
      .when(
        file({
          subject: person,
          subjectOwnerId: null,
          reason: 'harassment or abuse',
          details: '  Rude calls ',
        }),
      )
      .thenAppends([filed({ subject: person, reason: 'harassment or abuse', details: 'Rude calls' })]);
  });

  it('lets an admin report too', () => {
    given([])
      .when(file({ actor: admin }))
      .thenAppends([filed({ reporterId: 'admin-1' })]);
  });

  it('refuses a signed-out caller', () => {
    given([])
      .when(file({ actor: { userId: null, role: 'anonymous' } }))
      .thenFails({ kind: 'unauthenticated' });
  });

  it('asks for details with the reason "other", and at most 1,000 characters of them', () => {
    expect(MAX_REPORT_DETAILS_LENGTH).toBe(1000);
    given([])
      .when(file({ reason: 'other', details: '   ' }))
      .thenFails(invalidField('details', M.detailsRequired));
    given([])
      .when(file({ details: 'x'.repeat(1001) }))
      .thenFails({ kind: 'validation', message: M.detailsTooLong });
    given([])
      .when(file({ reason: 'other', details: 'x'.repeat(1000) }))
      .thenAppends([filed({ reason: 'other', details: 'x'.repeat(1000) })]);
  });

  it('refuses a reason off the list', () => {
    given([])
      .when(file({ reason: 'boring' as 'other' }))
      .thenFails({ kind: 'validation', message: M.reasonRequired });
  });

  it('refuses a report on oneself or on one’s own car', () => {
    given([])
      .when(file({ subject: { kind: 'user', id: 'reporter-1' }, subjectOwnerId: null }))
      .thenFails({ kind: 'validation', message: M.cannotReportYourself });
    given([])
      .when(file({ subjectOwnerId: 'reporter-1' }))
      .thenFails({ kind: 'validation', message: M.cannotReportOwnCar });
  });

  it('refuses the same report again while it is open', () => {
    given([filed()])
      .when(file({ reason: 'unsafe car' }))
      .thenFails({ kind: 'conflict', message: M.alreadyReported });
  });

  it('opens it again once it was resolved', () => {
    given([filed(), resolved])
      .when(file({ reason: 'unsafe car', now: later }))
      .thenAppends([filed({ reason: 'unsafe car', filedAt: later })]);
  });
});

describe('ResolveReport', () => {
  it('resolves an open report with the admin’s note, trimmed', () => {
    given([filed()])
      .when(resolve({ note: '  Listing removed after a call with the host. ' }))
      .thenAppends([resolved]);
  });

  it('is for admins only', () => {
    given([filed()])
      .when(resolve({ actor: reporter }))
      .thenFails({ kind: 'forbidden', message: M.onlyAdmins });
  });

  it('refuses an unknown report and one already resolved', () => {
    given([]).when(resolve()).thenFails({ kind: 'not_found', message: M.reportNotFound });
    given([filed(), resolved]).when(resolve()).thenFails({ kind: 'conflict', message: M.alreadyResolved });
  });

  it('asks for a note of at most 1,000 characters', () => {
    given([filed()])
      .when(resolve({ note: ' ' }))
      .thenFails({ kind: 'validation', message: M.noteRequired });
    given([filed()])
      .when(resolve({ note: 'x'.repeat(MAX_REPORT_NOTE_LENGTH + 1) }))
      .thenFails({ kind: 'validation', message: M.noteTooLong });
  });
});
