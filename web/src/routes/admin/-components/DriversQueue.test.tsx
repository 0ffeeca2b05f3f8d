// @vitest-environment jsdom
import '#app/test/dom.ts';
import type { PendingDriverView } from '@akwaaba/domain/accounts/drivers.contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format, parseISO } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '#app/test/fixtures.ts';
import type { Handler } from '#app/test/render-app.tsx';
import { openDashboardTab } from './admin-dashboard.test-support.ts';
import { sendNoteVerdict } from './note-verdict.test-support.ts';

const esi: PendingDriverView = {
  id: 'd1',
  firstName: 'Esi',
  lastName: 'Ampofo',
  email: 'esi@akwaaba.test',
  driverLicenseNumber: 'DL-2024-001234',
  nationalIdNumber: 'GHA-712345678-9',
  submittedAt: '2026-01-06T10:00:00.000Z',
  holds: [],
  documentLinks: {
    driverLicense: '/api/admin/drivers/d1/documents/driver-license',
    nationalId: '/api/admin/drivers/d1/documents/national-id',
  },
};

const openDriversTab = (endpoints: Record<string, Handler>) => openDashboardTab('Drivers', endpoints);

describe('the Drivers queue', () => {
  it('shows each renter waiting, with links to open both documents', async () => {
    await openDriversTab({ 'GET /api/admin/pending-drivers': () => jsonResponse([esi]) });
    const card = await screen.findByRole('article', { name: 'Esi Ampofo' });
    for (const text of ['esi@akwaaba.test', 'DL-2024-001234', 'GHA-712345678-9'])
      expect(within(card).getByText(text, { exact: false })).toBeInTheDocument();
    expect(
      within(card).getByRole('link', { name: "Open the driver's license of Esi Ampofo" }),
    ).toHaveAttribute('href', '/api/admin/drivers/d1/documents/driver-license');
    expect(within(card).getByRole('link', { name: 'Open the national id of Esi Ampofo' })).toHaveAttribute(
      'href',
      '/api/admin/drivers/d1/documents/national-id',
    );
  });

  it('says how long each renter has waited and which cars they hold meanwhile', async () => {
    const submittedAt = new Date(Date.now() - 3 * 3_600_000 - 60_000).toISOString();
    const holdExpiresAt = new Date(Date.now() + 20 * 3_600_000).toISOString();
    const hold = {
      bookingId: 'b1',
      car: '2020 Toyota Corolla',
      startDate: '2026-12-10',
      endDate: '2026-12-17',
    };
    await openDriversTab({
      'GET /api/admin/pending-drivers': () =>
        jsonResponse([{ ...esi, submittedAt, holds: [{ ...hold, holdExpiresAt }] }]),
    });
    const card = await screen.findByRole('article', { name: 'Esi Ampofo' });
    expect(within(card).getByText('waiting 3 hours')).toBeInTheDocument();
    expect(
      within(card).getByText(
        `2020 Toyota Corolla, Dec 10 – Dec 17: held until ${format(parseISO(holdExpiresAt), 'd MMM, HH:mm')}`,
      ),
    ).toBeInTheDocument();
  });

  it('approves a renter and says they can now pay', async () => {
    const calls = await openDriversTab({
      'GET /api/admin/pending-drivers': () => jsonResponse([esi]),
      'POST /api/admin/drivers/d1/approve': () =>
        jsonResponse({ id: 'd1', driverVerification: 'approved', driverVerificationNote: null }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve Esi Ampofo' }));
    expect(await screen.findByText('Esi Ampofo can now pay for bookings.')).toBeInTheDocument();
    expect(calls.some((c) => c.call === 'POST /api/admin/drivers/d1/approve')).toBe(true);
  });

  it('asks for a note before rejecting, then sends it', async () => {
    const calls = await openDriversTab({
      'GET /api/admin/pending-drivers': () => jsonResponse([esi]),
      'POST /api/admin/drivers/d1/reject': () =>
        jsonResponse({ id: 'd1', driverVerification: 'rejected', driverVerificationNote: 'Blurred' }),
    });
    await sendNoteVerdict(calls, {
      open: 'Reject Esi Ampofo',
      dialog: 'Reject driver',
      submit: 'Reject',
      refusal: 'Please give the reason for rejecting these documents',
      label: 'Note to the renter (required)',
      note: ' Blurred photo ',
      call: 'POST /api/admin/drivers/d1/reject',
      body: { note: 'Blurred photo' },
    });
    expect(await screen.findByText('Esi Ampofo will see your note on their Profile.')).toBeInTheDocument();
  });
});
