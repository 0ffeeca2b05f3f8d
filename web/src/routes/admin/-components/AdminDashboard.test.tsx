// @vitest-environment jsdom
import '#app/test/dom.ts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminCar } from '#app/api/admin-cars.ts';
import { fixture } from '#app/test/fixture.ts';
import { aCar, jsonResponse } from '#app/test/fixtures.ts';
import { openDashboardTab, renderDashboard } from './admin-dashboard.test-support.ts';
import { sendNoteVerdict } from './note-verdict.test-support.ts';

const pendingCar = fixture<AdminCar>({
  ...aCar({ id: 'p1', verificationStatus: 'pending', make: 'Kia', model: 'Rio', pricePerDay: '120.00' }),
  driverPhone: null,
  verificationNotes: null,
  gallery: [],
  updatedAt: '2026-01-06T10:00:00.000Z',
  roadworthyDocument: null,
  registrationDocument: '/objects/car-papers/g',
  insuranceDocument: '/objects/car-papers/i',
  documentLinks: {
    roadworthyDocument: null,
    registrationDocument: '/api/cars/p1/documents/registration',
    insuranceDocument: '/api/cars/p1/documents/insurance',
  },
  roadworthyCertificate: null,
  owner: { firstName: 'Ama', lastName: 'Owusu', email: 'ama@akwaaba.test' },
});

describe('Admin Dashboard', () => {
  it('says so when nothing waits for review', async () => {
    renderDashboard({ 'GET /api/admin/pending-cars': () => jsonResponse([]) });
    expect(await screen.findByText('No pending car listings to review.')).toBeInTheDocument();
  });

  it.each([
    ['Drivers', 'GET /api/admin/pending-drivers', 'No drivers waiting for review.'],
    ['Reports', 'GET /api/admin/reports', 'No reports.'],
  ])('counts 0 on the %s tab when its list (%s) is empty, and says so', async (tab, endpoint, empty) => {
    await openDashboardTab(tab, { [endpoint]: () => jsonResponse([]) });
    expect(await screen.findByText(empty)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: `${tab} (0)` })).toBeInTheDocument();
  });

  it('links to the projections page, where an operator watches lag and rebuilds', async () => {
    renderDashboard({ 'GET /api/admin/pending-cars': () => jsonResponse([]) });
    expect(await screen.findByRole('link', { name: /Projections and rebuilds/ })).toHaveAttribute(
      'href',
      '/admin/ops',
    );
  });

  it('links to the finance page, where hosts’ payouts are followed', async () => {
    renderDashboard({ 'GET /api/admin/pending-cars': () => jsonResponse([]) });
    expect(await screen.findByRole('link', { name: 'Finance' })).toHaveAttribute('href', '/admin/finance');
  });

  it('shows each pending car with its papers, or Missing', async () => {
    renderDashboard({ 'GET /api/admin/pending-cars': () => jsonResponse([pendingCar()]) });
    const card = await screen.findByRole('article', { name: '2020 Kia Rio' });
    for (const text of ['₵120', 'Automatic', 'Petrol', 'Host: Ama Owusu', 'Missing'])
      expect(within(card).getByText(text, { exact: false })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Open the insurance document' })).toHaveAttribute(
      'href',
      '/api/cars/p1/documents/insurance',
    );
    expect(
      within(card).queryByRole('link', { name: 'Open the roadworthy certificate' }),
    ).not.toBeInTheDocument();
  });

  it('asks for notes before rejecting, then sends them', async () => {
    const calls = renderDashboard({
      'GET /api/admin/pending-cars': () => jsonResponse([pendingCar()]),
      'PATCH /api/admin/cars/p1/reject': () => jsonResponse({ id: 'p1', verificationStatus: 'rejected' }),
    });
    await sendNoteVerdict(calls, {
      open: 'Reject 2020 Kia Rio',
      dialog: 'Reject listing',
      submit: 'Reject',
      refusal: 'Please give the reason for rejecting this listing',
      label: 'Review notes (required)',
      note: 'Roadworthy is missing',
      call: 'PATCH /api/admin/cars/p1/reject',
      body: { notes: 'Roadworthy is missing' },
    });
  });

  it('shows a listing’s history as a timeline with who did each step', async () => {
    renderDashboard({
      'GET /api/admin/pending-cars': () => jsonResponse([pendingCar()]),
      'GET /api/admin/cars/p1/history': () =>
        jsonResponse([
          {
            revision: 0,
            type: 'CarListed',
            summary: 'Listed and sent for verification',
            detail: '2020 Kia Rio',
            notes: null,
            at: '2026-03-01T10:00:00.000Z',
            actor: { id: 'u1', role: 'user', name: 'Ama Owusu' },
          },
          {
            revision: 1,
            type: 'CarRejected',
            summary: 'Rejected',
            detail: null,
            notes: 'Blurry',
            at: '2026-03-02T10:00:00.000Z',
            actor: { id: 'a1', role: 'admin', name: 'Esi Mensah' },
          },
        ]),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'History of 2020 Kia Rio' }));
    const steps = await within(await screen.findByRole('dialog')).findAllByRole('listitem');
    expect(steps[0]).toHaveTextContent('Listed and sent for verification');
    expect(steps[0]).toHaveTextContent('By Ama Owusu (host)');
    expect(steps[1]).toHaveTextContent('Notes: “Blurry”');
    expect(steps[1]).toHaveTextContent('By Esi Mensah (admin)');
  });

  it('shows the not-authorized page when the server refuses the admin calls', async () => {
    renderDashboard({
      'GET /api/admin/pending-cars': () => jsonResponse({ message: 'Only an admin can do this.' }, 403),
    });
    expect(
      await screen.findByRole('heading', { name: 'You are not authorized to view this page' }),
    ).toBeInTheDocument();
  });
});
