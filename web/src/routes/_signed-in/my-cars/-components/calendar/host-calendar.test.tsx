// @vitest-environment jsdom
import '#app/test/dom.ts';
import { addCalendarDays, addCalendarMonths, monthName } from '@akwaaba/domain/bookings/stay';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format, parseISO } from 'date-fns';
import { describe, expect, it } from 'vitest';
import type { HostCalendar } from '#app/api/host-calendar.ts';
import type { ManagedCar } from '#app/api/my-cars.ts';
import { aCar, aUser, jsonResponse } from '#app/test/fixtures.ts';
import { type Handler, renderApp } from '#app/test/render-app.tsx';
import { openingMonth, spokenDay } from './calendar-days.ts';

const aManagedCar = (): ManagedCar => ({
  ...aCar({ id: 'c1' }),
  driverPhone: null,
  verificationNotes: null,
  updatedAt: '2026-01-06T10:00:00.000Z',
  roadworthyDocument: null,
  registrationDocument: null,
  insuranceDocument: null,
  documentLinks: { roadworthyDocument: null, registrationDocument: null, insuranceDocument: null },
});

/** Days of next month, which the tests open with "Next month": always inside the calendar. */
const month = addCalendarMonths(new Date().toISOString().slice(0, 10), 1).slice(0, 7);
const day = (n: number) => `${month}-${String(n).padStart(2, '0')}`;

const CALENDAR: HostCalendar = {
  carId: 'c1',
  bookings: [
    {
      bookingId: 'b1',
      startDate: day(10),
      endDate: day(13),
      status: 'confirmed',
      holdExpiresAt: null,
      renterName: 'Ama Mensah',
    },
    {
      bookingId: 'b2',
      startDate: day(15),
      endDate: day(16),
      status: 'held',
      holdExpiresAt: `${day(1)}T10:30:00.000Z`,
      renterName: 'Kofi Boateng',
    },
  ],
  blocks: [{ blockId: 'k1', startDate: day(20), endDate: day(22) }],
};

const notifications = () => screen.getByRole('region', { name: /Notifications/ });
const RETURN_OF_AMA = "free, return day of Ama Mensah's booking";
/** Ama's booking as both sides name it: from the pick-up day to the return day. */
const stayOfAma = `${format(parseISO(day(10)), 'MMM d')} – ${format(parseISO(day(13)), 'MMM d')}`;
const dayButton = (n: number, state: string) =>
  screen.getByRole('button', { name: `${spokenDay(day(n))}, ${state}` });

async function openCalendar(endpoints: Record<string, Handler> = {}) {
  const rendered = renderApp(
    '/my-cars/c1/calendar',
    {
      'GET /api/my-cars': () => jsonResponse([aManagedCar()]),
      'GET /api/my-cars/c1/calendar': () => jsonResponse(CALENDAR),
      ...endpoints,
    },
    { user: aUser({ id: 'owner-1' }) },
  );
  await screen.findByRole('heading', { name: 'Calendar: 2020 Toyota Corolla' });
  // It opens on this month, or on the next near a month's end.
  if (!screen.queryByRole('heading', { name: monthName(month) }))
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next month' }));
  await screen.findByRole('heading', { name: monthName(month) });
  return rendered;
}

describe('a car’s calendar', () => {
  it('opens on the weeks ahead: this month, or the next once ten days or fewer are left, past weeks left out', async () => {
    expect(openingMonth('2026-11-10')).toBe('2026-11');
    expect(openingMonth('2026-11-20')).toBe('2026-11');
    expect(openingMonth('2026-11-21')).toBe('2026-12');
    expect(openingMonth('2026-12-28')).toBe('2027-01');
    await openCalendar();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Previous month' }));
    // This month's grid starts with the week of today: no week wholly gone by is drawn.
    const today = new Date().toISOString().slice(0, 10);
    const drawn = screen
      .getAllByRole('button')
      .map((button) => button.getAttribute('data-day'))
      .filter((shown): shown is string => shown !== null);
    if (drawn.length > 0) expect(drawn.every((shown) => shown >= addCalendarDays(today, -6))).toBe(true);
  });

  it('leads from a paid booking to its trip, in the list and from the month view', async () => {
    await openCalendar();
    const agenda = within(screen.getByRole('region', { name: 'Coming up' }));
    expect(agenda.getAllByRole('link', { name: /^Open the trip of / })).toHaveLength(1);
    expect(agenda.getByRole('link', { name: /^Open the trip of / })).toHaveAttribute('href', '/trips/b1');
    await userEvent.setup().click(dayButton(11, 'booked'));
    expect(screen.getByRole('link', { name: 'Open trip' })).toHaveAttribute('href', '/trips/b1');
  });

  it('shows booked, held and blocked days, with a legend and a list beside', async () => {
    await openCalendar();
    expect(screen.getByRole('link', { name: '← My Cars' })).toHaveAttribute('href', '/my-cars');
    for (const n of [10, 11, 12]) expect(dayButton(n, 'booked')).toBeInTheDocument();
    // The return day: free to book, and said to be the day Ama's car comes back, as she reads it.
    expect(dayButton(13, RETURN_OF_AMA)).toBeInTheDocument();
    expect(dayButton(14, 'free')).toBeInTheDocument();
    expect(dayButton(15, 'awaiting payment')).toBeInTheDocument();
    expect(dayButton(20, 'blocked')).toBeInTheDocument();
    expect(dayButton(21, 'blocked')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Sun',
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
    ]);
    const legend = within(screen.getByRole('list', { name: 'Legend' }));
    for (const key of ['Booked', 'Awaiting payment', 'Blocked'])
      expect(legend.getByText(key)).toBeInTheDocument();

    const agenda = within(screen.getByRole('region', { name: 'Coming up' }));
    expect(agenda.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Booked · Ama Mensah'),
      expect.stringContaining('Awaiting payment · Kofi Boateng'),
      expect.stringContaining('Blocked'),
    ]);

    // A booked day says who rents it, from the pick-up day to the return day.
    await userEvent.setup().click(dayButton(11, 'booked'));
    expect(screen.getByText(/booked by Ama Mensah/)).toBeInTheDocument();
    expect(agenda.getAllByRole('listitem')[0]).toHaveTextContent(stayOfAma);
    expect(within(screen.getByRole('list', { name: 'Legend' })).getByText('Return day')).toBeInTheDocument();
  });

  it('blocks the days from the first to the last tapped, sending the day after as the end', async () => {
    const blocked = {
      ...CALENDAR,
      blocks: [...CALENDAR.blocks, { blockId: 'k2', startDate: day(5), endDate: day(8) }],
    };
    const { calls } = await openCalendar({
      'POST /api/my-cars/c1/calendar/blocks': () => jsonResponse(blocked, 201),
    });
    const user = userEvent.setup();
    await user.click(dayButton(7, 'free'));
    await user.click(dayButton(5, 'free'));
    expect(dayButton(6, 'free')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/\(3 days\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Block these days' }));

    await waitFor(() => expect(notifications()).toHaveTextContent('Days blocked'));
    expect(calls.find((c) => c.call === 'POST /api/my-cars/c1/calendar/blocks')?.body).toEqual({
      startDate: day(5),
      endDate: day(8),
    });
    expect(dayButton(6, 'blocked')).toBeInTheDocument();
  });

  it('blocks one day with a single tap', async () => {
    const { calls } = await openCalendar({
      'POST /api/my-cars/c1/calendar/blocks': () => jsonResponse(CALENDAR, 201),
    });
    const user = userEvent.setup();
    await user.click(dayButton(25, 'free'));
    await user.click(screen.getByRole('button', { name: 'Block these days' }));
    await waitFor(() =>
      expect(calls.find((c) => c.call === 'POST /api/my-cars/c1/calendar/blocks')?.body).toEqual({
        startDate: day(25),
        endDate: day(26),
      }),
    );
  });

  it('will not block across a booking, and shows the server’s refusal', async () => {
    await openCalendar({
      'POST /api/my-cars/c1/calendar/blocks': () =>
        jsonResponse({ message: 'Some of these days are already blocked.' }, 409),
    });
    const user = userEvent.setup();
    await user.click(dayButton(9, 'free'));
    await user.click(dayButton(13, RETURN_OF_AMA));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Some of these days are booked. Please choose days without a booking.',
    );
    expect(screen.queryByRole('button', { name: 'Block these days' })).not.toBeInTheDocument();

    // Days the server refuses all the same (blocked meanwhile): its message in a toast.
    await user.click(dayButton(26, 'free'));
    await user.click(screen.getByRole('button', { name: 'Block these days' }));
    await waitFor(() => expect(notifications()).toHaveTextContent('Could not block these days'));
    expect(notifications()).toHaveTextContent('Some of these days are already blocked.');
  });

  it('unblocks a block from the month view and from the list', async () => {
    const unblocked = { ...CALENDAR, blocks: [] };
    const { calls } = await openCalendar({
      'DELETE /api/my-cars/c1/calendar/blocks/k1': () => jsonResponse(unblocked),
    });
    const user = userEvent.setup();
    await user.click(dayButton(21, 'blocked'));
    expect(dayButton(20, 'blocked')).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Unblock' }));
    await waitFor(() => expect(notifications()).toHaveTextContent('Days unblocked'));
    expect(calls.filter((c) => c.call === 'DELETE /api/my-cars/c1/calendar/blocks/k1')).toHaveLength(1);
    expect(dayButton(20, 'free')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Unblock/ })).not.toBeInTheDocument();
  });

  it('moves between days with the arrow keys', async () => {
    await openCalendar();
    const user = userEvent.setup();
    await user.click(dayButton(13, RETURN_OF_AMA));
    await user.keyboard('{ArrowRight}');
    expect(dayButton(14, 'free')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(dayButton(21, 'blocked')).toHaveFocus();
  });

  it('shows the load error with Try again when the calendar cannot be read', async () => {
    renderApp(
      '/my-cars/c1/calendar',
      {
        'GET /api/my-cars': () => jsonResponse([aManagedCar()]),
        'GET /api/my-cars/c1/calendar': () => jsonResponse({ message: 'Database unavailable' }, 503),
      },
      { user: aUser({ id: 'owner-1' }) },
    );
    expect(await screen.findByText(/We couldn.t load this car’s calendar/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('is opened from the car’s card in My Cars', async () => {
    renderApp(
      '/my-cars',
      { 'GET /api/my-cars': () => jsonResponse([aManagedCar()]) },
      { user: aUser({ id: 'owner-1' }) },
    );
    expect(await screen.findByRole('link', { name: 'Calendar of 2020 Toyota Corolla' })).toHaveAttribute(
      'href',
      '/my-cars/c1/calendar',
    );
  });
});
