// @vitest-environment jsdom
import '#app/test/dom.ts';
import { TRIP_MESSAGES as M } from '@akwaaba/domain/trips/trip.rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aConversation } from '#app/conversations/conversation-fixtures.ts';
import { aUser, jsonResponse } from '#app/test/fixtures.ts';
import { type Handler, renderApp } from '#app/test/render-app.tsx';
import { aDamageCase, aDamageReport, aNoShow } from '#app/trips/trip-fixtures.ts';
import { sendNoteVerdict } from '../note-verdict.test-support.ts';

const ADMIN = aUser({ id: 'admin-1', roles: ['user', 'admin'], isAdmin: true });
const renderTrips = (endpoints: Record<string, Handler>) =>
  renderApp('/admin/trips', endpoints, { user: ADMIN });
const notifications = () => screen.getByRole('region', { name: /Notifications/ });

describe('the admin’s trips page', () => {
  it('shows a damage case with both sets of photos side by side and the booking’s history', async () => {
    renderTrips({
      'GET /api/admin/damage-cases': () => jsonResponse([aDamageCase()]),
      'GET /api/admin/no-shows': () => jsonResponse([]),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Trips' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Damage cases (1 open)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const card = screen.getByRole('article', { name: '2020 Toyota Corolla' });
    expect(card).toHaveTextContent('Open');
    expect(card).toHaveTextContent('Renter Ama Mensah · Host Kwame Owusu');
    expect(card).toHaveTextContent('“Dent in the left rear door.”');
    expect(card).toHaveTextContent('42,350 km (+350 km)');
    expect(card).toHaveTextContent('(−2/8)');
    const sideBySide = within(card).getByRole('region', { name: 'Photos at the handover and the return' });
    expect(
      within(sideBySide)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      'Open the handover photo: Front at the handover',
      'Open the return photo: Front at the return',
      'Open the handover photo: Back at the handover',
      'Open the return photo: Back at the return',
      'Open the handover photo: Left side at the handover',
      'Open the return photo: Left side at the return',
      'Open the handover photo: Right side at the handover',
      'Open the return photo: Right side at the return',
    ]);
    expect(within(card).getByRole('button', { name: 'Open the damage photo: Damage photo 1' })).toBeVisible();
    const history = within(card).getByRole('heading', { name: 'History of the booking' }).closest('section')!;
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Booked (dates held) · Ama Mensah (renter)'),
      expect.stringContaining('Handover recorded · Kwame Owusu (host)'),
      expect.stringContaining('Return recorded · Ama Mensah (renter)'),
    ]);
  });

  it('quotes what a party said when they disputed a record', async () => {
    const disputed = aDamageCase({
      return: {
        ...aDamageCase().return,
        answer: { answer: 'disputed', by: 'host', note: 'The tank was at 4/8, not 6/8.' },
      },
    });
    renderTrips({
      'GET /api/admin/damage-cases': () => jsonResponse([disputed]),
      'GET /api/admin/no-shows': () => jsonResponse([]),
    });
    const card = await screen.findByRole('article', { name: '2020 Toyota Corolla' });
    expect(within(card).getByRole('region', { name: 'Disputed records' })).toHaveTextContent(
      'The host disputed the return: “The tank was at 4/8, not 6/8.”',
    );
  });

  it('reads the booking’s conversation only after saying the reading is recorded', async () => {
    const user = userEvent.setup();
    const opened: string[] = [];
    renderTrips({
      'GET /api/admin/damage-cases': () => jsonResponse([aDamageCase()]),
      'GET /api/admin/no-shows': () => jsonResponse([]),
      'POST /api/admin/conversations/b1/open': () => {
        opened.push('b1');
        return jsonResponse(
          aConversation({
            id: 'b1',
            side: null,
            renter: { id: 'r1', name: 'Ama Mensah' },
            host: { id: 'h1', name: 'Kwame Owusu' },
          }),
        );
      },
    });
    const card = await screen.findByRole('article', { name: '2020 Toyota Corolla' });
    await user.click(
      within(card).getByRole('button', { name: 'Read conversation about 2020 Toyota Corolla' }),
    );
    const warning = await screen.findByRole('dialog', { name: 'Read the conversation?' });
    expect(warning).toHaveTextContent('Your reading is recorded in the audit trail');
    expect(opened).toEqual([]);
    await user.click(within(warning).getByRole('button', { name: 'Read conversation' }));
    expect(await screen.findByRole('dialog', { name: 'Ama Mensah and Kwame Owusu' })).toBeVisible();
    expect(opened).toEqual(['b1']);
  });

  it('resolves a case only with a note, and shows it resolved', async () => {
    let cases = [aDamageCase()];
    const resolved = aDamageCase({
      damageCase: aDamageReport({
        status: 'resolved',
        resolutionNote: 'The dent was there before.',
        resolvedAt: '2030-03-08T09:00:00.000Z',
      }),
    });
    const { calls } = renderTrips({
      'GET /api/admin/damage-cases': () => jsonResponse(cases),
      'GET /api/admin/no-shows': () => jsonResponse([]),
      'POST /api/admin/damage-cases/b1/resolve': () => {
        cases = [resolved];
        return jsonResponse(resolved);
      },
    });
    await sendNoteVerdict(calls, {
      open: 'Resolve the damage case of 2020 Toyota Corolla',
      dialog: 'Resolve the damage case',
      submit: 'Resolve case',
      refusal: M.resolutionNoteRequired,
      label: 'Note for both parties (required)',
      note: 'The dent was there before.',
      call: 'POST /api/admin/damage-cases/b1/resolve',
      body: { note: 'The dent was there before.' },
    });
    await waitFor(() => expect(notifications()).toHaveTextContent('Damage case resolved'));
    const card = await screen.findByRole('article', { name: '2020 Toyota Corolla' });
    await waitFor(() => expect(card).toHaveTextContent('Resolved on Mar 8, 2030'));
    expect(card).toHaveTextContent('“The dent was there before.”');
    expect(screen.getByRole('tab', { name: 'Damage cases (0 open)' })).toBeVisible();
  });

  it('lists the no-shows, and says when there is nothing to look at', async () => {
    const user = userEvent.setup();
    renderTrips({
      'GET /api/admin/damage-cases': () => jsonResponse([]),
      'GET /api/admin/no-shows': () => jsonResponse([aNoShow()]),
    });
    expect(await screen.findByText('No damage reports.')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'No-shows (1)' }));
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveTextContent('2020 Toyota Corolla');
    expect(panel).toHaveTextContent('Renter Ama Mensah · Host Kwame Owusu');
    expect(panel).toHaveTextContent('Mar 5, 2030 – Mar 7, 2030');
  });

  it('shows the load error when a list fails', async () => {
    renderTrips({
      'GET /api/admin/damage-cases': () => jsonResponse({ message: 'The server failed.' }, 500),
      'GET /api/admin/no-shows': () => jsonResponse([]),
    });
    expect(await screen.findByText("We couldn't load the trips.")).toBeVisible();
    expect(screen.getByText('The server failed.')).toBeVisible();
  });
});
