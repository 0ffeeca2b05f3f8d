import { describe, expect, it } from 'vitest';
import type { Actor } from '../shared/actor';
import { fold } from '../shared/decider';
import { deciderSpec, invalidField } from '../shared/decider.testing';
import { DomainError } from '../shared/errors';
import { driverVerificationOf, requireApprovedDriver } from './driver-verification';
import { type UserCommand, userDecider } from './user.decider';
import type { IdentityDocuments, UserEvent } from './user.events';
import { driverNotApprovedMessage, USER_MESSAGES as M } from './user.messages';
import { admin, ama, documentsUpdated, kofi, registered, system, userId, visitor } from './user.testing';

const now = '2025-03-01T09:00:00.000Z';

const papers: IdentityDocuments = {
  driverLicenseNumber: 'DL-2024-001234',
  driverLicenseDocument: '/objects/identity-documents/licence',
  nationalIdNumber: 'GHA-712345678-9',
  nationalIdDocument: '/objects/identity-documents/ghana-card',
};
const approved: UserEvent = { type: 'UserDriverApproved', data: { userId } };
const rejected: UserEvent = {
  type: 'UserDriverRejected',
  data: { userId, note: 'The licence photo is blurred.' },
};

const submitted = [registered, documentsUpdated(papers)];

const update = (documents: Partial<IdentityDocuments>): UserCommand => ({
  type: 'UpdateIdentityDocuments',
  userId,
  actor: ama,
  now,
  documents,
});
const approve = (actor: Actor = admin): UserCommand => ({ type: 'ApproveDriver', userId, actor, now });
const reject = (note: string, actor: Actor = admin): UserCommand => ({
  type: 'RejectDriver',
  userId,
  actor,
  now,
  note,
});

const { given } = deciderSpec(userDecider);
const verificationAfter = (history: UserEvent[]) => driverVerificationOf(fold(userDecider, history));

describe('submitting the licence and ID', () => {
  it('waits for an admin once both numbers and both documents are on file', () => {
    given([registered])
      .when(update(papers))
      .thenAppends([documentsUpdated(papers)]);
    expect(verificationAfter(submitted)).toEqual({ status: 'pending', note: null });
  });

  it('is not submitted while a number or a document is missing', () => {
    const withoutId = { ...papers, nationalIdNumber: null };
    expect(verificationAfter([registered])).toEqual({ status: 'none', note: null });
    expect(verificationAfter([registered, documentsUpdated(withoutId)])).toEqual({
      status: 'none',
      note: null,
    });
  });
});

describe('ApproveDriver and RejectDriver', () => {
  it('lets an admin approve the documents waiting for review', () => {
    given(submitted).when(approve()).thenAppends([approved]);
    expect(verificationAfter([...submitted, approved])).toEqual({ status: 'approved', note: null });
  });

  it('lets the product approve them too (demo data and test accounts)', () => {
    given(submitted).when(approve(system)).thenAppends([approved]);
  });

  it('records a rejection with its trimmed note, which the renter reads', () => {
    given(submitted).when(reject('  The licence photo is blurred. ')).thenAppends([rejected]);
    expect(verificationAfter([...submitted, rejected])).toEqual({
      status: 'rejected',
      note: 'The licence photo is blurred.',
    });
  });

  it.each([
    ['the renter', ama],
    ['another user', kofi],
  ])('refuses %s: only admins decide', (_who, actor) => {
    given(submitted).when(approve(actor)).thenFails({ kind: 'forbidden', message: M.onlyAdmin });
    given(submitted)
      .when(reject('Looks fine to me', actor))
      .thenFails({ kind: 'forbidden', message: M.onlyAdmin });
  });

  it('refuses a visitor who is not signed in', () => {
    given(submitted).when(approve(visitor)).thenFails({ kind: 'unauthenticated' });
  });

  it("refuses an admin's verdict on their own documents", () => {
    given(submitted)
      .when(approve({ userId, role: 'admin' }))
      .thenFails({ kind: 'forbidden', message: M.cannotReviewOwnDocuments });
  });

  it('requires a note to reject, at most 1000 characters', () => {
    for (const note of ['', '   ']) {
      given(submitted).when(reject(note)).thenFails(invalidField('note', M.driverNoteRequired));
    }
    given(submitted)
      .when(reject('x'.repeat(1001)))
      .thenFails({ kind: 'validation', message: M.driverNoteTooLong });
  });

  it.each([
    ['nothing was submitted', [registered]],
    ['they were approved already', [...submitted, approved]],
    ['they were rejected already', [...submitted, rejected]],
  ])('refuses a second verdict when %s', (_when, history) => {
    const refusal = { kind: 'conflict', message: M.onlyPendingDriverCanBeReviewed } as const;
    given(history).when(approve()).thenFails(refusal);
    given(history).when(reject('Expired licence')).thenFails(refusal);
  });

  it('fails on an account that does not exist', () => {
    given([]).when(approve()).thenFails({ kind: 'not_found', message: M.accountNotFound });
  });
});

describe('changing a document after a verdict', () => {
  const newLicence = { driverLicenseDocument: '/objects/identity-documents/new-licence' };

  it.each([
    ['approval', approved],
    ['rejection', rejected],
  ])('sends the documents back to review after an %s', (_verdict, verdict) => {
    const history = [...submitted, verdict];
    const changed = { ...papers, ...newLicence };
    given(history)
      .when(update(newLicence))
      .thenAppends([documentsUpdated(changed)]);
    expect(verificationAfter([...history, documentsUpdated(changed)])).toEqual({
      status: 'pending',
      note: null,
    });
  });

  it('takes the approval away when a document is removed', () => {
    const removed = { ...papers, nationalIdDocument: null };
    given([...submitted, approved])
      .when(update({ nationalIdDocument: null }))
      .thenAppends([documentsUpdated(removed)]);
    expect(verificationAfter([...submitted, approved, documentsUpdated(removed)]).status).toBe('none');
  });
});

describe('requireApprovedDriver: who may pay', () => {
  it('lets an approved driver pay', () => {
    expect(() => requireApprovedDriver(fold(userDecider, [...submitted, approved]))).not.toThrow();
  });

  it.each([
    ['nothing submitted', [registered], 'none'],
    ['waiting for review', submitted, 'pending'],
    ['rejected', [...submitted, rejected], 'rejected'],
    ['an unknown account', [], 'none'],
  ] as const)('refuses a renter with %s, saying why (403)', (_case, history, status) => {
    let thrown: unknown;
    try {
      requireApprovedDriver(fold(userDecider, [...history]));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DomainError);
    expect(thrown).toMatchObject({ kind: 'forbidden', message: driverNotApprovedMessage(status) });
  });

  it('tells a renter waiting for review that their papers are being checked', () => {
    expect(driverNotApprovedMessage('pending')).toBe(
      "Your driver's licence and ID are still being checked. You can pay once an admin has approved them.",
    );
  });
});
