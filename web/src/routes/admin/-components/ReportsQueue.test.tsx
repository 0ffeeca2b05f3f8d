// @vitest-environment jsdom
import '#app/test/dom.ts';
import type { ReportView } from '@akwaaba/domain/reports/reports.views';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '#app/test/fixtures.ts';
import type { Handler } from '#app/test/render-app.tsx';
import { openDashboardTab } from './admin-dashboard.test-support.ts';
import { sendNoteVerdict } from './note-verdict.test-support.ts';

const onListing: ReportView = {
  id: 'r1',
  status: 'open',
  subject: { kind: 'car', id: 'c1' },
  car: {
    year: 2019,
    make: 'Toyota',
    model: 'Corolla',
    location: 'Accra',
    owner: { id: 'h1', name: 'Kwame Owusu' },
    status: 'approved',
  },
  user: null,
  reporter: { id: 'u1', name: 'Esi Quaye' },
  reason: 'fake listing',
  details: 'The photos are from a dealer’s website.',
  filedAt: '2026-11-20T10:00:00.000Z',
  resolution: null,
};

const onUser: ReportView = {
  id: 'r2',
  status: 'resolved',
  subject: { kind: 'user', id: 'h1' },
  car: null,
  user: { name: 'Kwame Owusu', email: 'kwame@akwaaba.test' },
  reporter: { id: 'u1', name: 'Esi Quaye' },
  reason: 'harassment or abuse',
  details: '',
  filedAt: '2026-11-18T10:00:00.000Z',
  resolution: {
    note: 'Warned the host.',
    by: { id: 'a1', name: 'Abena Admin' },
    at: '2026-11-19T10:00:00.000Z',
  },
};

const openReportsTab = (endpoints: Record<string, Handler>) => openDashboardTab('Reports', endpoints);

describe('the Reports queue', () => {
  it('shows each report with its context, and a resolved one with its resolution', async () => {
    await openReportsTab({ 'GET /api/admin/reports': () => jsonResponse([onListing, onUser]) });
    expect(screen.getByRole('tab', { name: 'Reports (1)' })).toBeInTheDocument();
    const listing = await screen.findByRole('article', { name: 'Listing: 2019 Toyota Corolla' });
    for (const text of [
      'Accra · Host: Kwame Owusu · Status: approved',
      'Fake listing',
      'The photos are from a dealer’s website.',
      'Reported by Esi Quaye on 20 Nov 2026',
    ])
      expect(within(listing).getByText(text, { exact: false })).toBeInTheDocument();
    const person = screen.getByRole('article', { name: 'User: Kwame Owusu' });
    expect(within(person).getByText('kwame@akwaaba.test')).toBeInTheDocument();
    expect(within(person).getByText('Harassment or abuse')).toBeInTheDocument();
    expect(
      within(person).getByText(/Resolved by Abena Admin on 19 Nov 2026, .*: Warned the host\./),
    ).toBeInTheDocument();
    expect(within(person).queryByRole('button')).not.toBeInTheDocument();
  });

  it('asks for a note before resolving, then sends it', async () => {
    const calls = await openReportsTab({
      'GET /api/admin/reports': () => jsonResponse([onListing]),
      'POST /api/admin/reports/r1/resolve': () =>
        jsonResponse({
          ...onListing,
          status: 'resolved',
          resolution: {
            note: 'Listing removed',
            by: { id: 'a1', name: 'Abena Admin' },
            at: '2026-11-21T10:00:00.000Z',
          },
        }),
    });
    await sendNoteVerdict(calls, {
      open: 'Resolve the report on 2019 Toyota Corolla',
      dialog: 'Resolve report',
      submit: 'Resolve',
      refusal: 'A note is required',
      label: 'What was done (required)',
      note: ' Listing removed ',
      call: 'POST /api/admin/reports/r1/resolve',
      body: { note: 'Listing removed' },
    });
    expect(await screen.findByText('The report on 2019 Toyota Corolla is closed.')).toBeInTheDocument();
  });
});
