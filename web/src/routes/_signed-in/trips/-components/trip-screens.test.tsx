// @vitest-environment jsdom
import '#app/test/dom.ts';
import { TRIP_MESSAGES as M } from '@akwaaba/domain/trips/trip.rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aUser, jsonResponse } from '#app/test/fixtures.ts';
import { type Handler, renderApp } from '#app/test/render-app.tsx';
import { BLIND_REVIEW_NOTE } from '#app/trips/ReviewForm.tsx';
import {
  aDamageReport,
  aHandover,
  aReturn,
  aTrip,
  aTripBooking,
  noActions,
} from '#app/trips/trip-fixtures.ts';

const USER = aUser();
const renderTrip = (endpoints: Record<string, Handler>) => renderApp('/trips/b1', endpoints, { user: USER });
const booking =
  (...args: Parameters<typeof aTripBooking>) =>
  () =>
    jsonResponse(aTripBooking(...args));
const notifications = () => screen.getByRole('region', { name: /Notifications/ });
/** The element shows each of these texts. */
const expectTexts = (element: HTMLElement, texts: string[]) => {
  for (const text of texts) expect(element).toHaveTextContent(text);
};
const step = (name: string) =>
  screen.getByRole('heading', { level: 3, name: new RegExp(`^${name}`) }).closest('li')!;

/** Uploads answer at once: a ticket, then the bytes (the app's fetch stub only speaks JSON). */
function serveUploads() {
  const appFetch = globalThis.fetch;
  const tickets: unknown[] = [];
  let next = 0;
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    if (input === '/api/objects/upload') {
      tickets.push(JSON.parse(String(init?.body)));
      next += 1;
      const objectPath = `/objects/trip-photos/00000000-0000-4000-8000-${String(next).padStart(12, '0')}`;
      return jsonResponse({ uploadURL: `/api/uploads/u${next}?token=t`, objectPath });
    }
    if (input.startsWith('/api/uploads/')) return jsonResponse({ contentType: 'image/jpeg', size: 3 });
    return appFetch(input, init);
  });
  return tickets;
}

const jpeg = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });

async function takePhoto(user: ReturnType<typeof userEvent.setup>, slot: string) {
  const button = screen.getByRole('button', { name: `${slot}: Take photo` });
  const input = button.closest('li')!.querySelector('input[type="file"]') as HTMLInputElement;
  expect(input).toHaveAttribute('capture', 'environment');
  expect(input).toHaveAttribute('accept', 'image/*');
  await user.upload(input, jpeg(`${slot}.jpg`));
  await within(button.closest('li')!).findByText('Photo added');
}

describe('the trip page', () => {
  it('shows the trip’s skeleton while the booking loads, then the trip under its title', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // A handler that answers later: the test server's handlers are typed as answering at once.
    const later = (() => held.then(() => jsonResponse(aTripBooking(aTrip())))) as unknown as Handler;
    renderTrip({ 'GET /api/bookings/b1': later });
    await waitFor(() => expect(document.title).toBe('Trip | Akwaaba Drive'));
    expect(document.querySelector('main [aria-busy="true"]')).toHaveTextContent('Loading...');
    release();
    expect(await screen.findByRole('heading', { name: 'Trip timeline' })).toBeVisible();
    expect(document.title).toBe('Trip: 2020 Toyota Corolla | Akwaaba Drive');
  });

  it('names the other party, and has nothing to refresh: the page follows the trip live', async () => {
    renderTrip({ 'GET /api/bookings/b1': booking(aTrip()) });
    const details = await screen.findByRole('region', { name: 'Booking' });
    expect(within(details).getByText('Your host')).toBeVisible();
    expect(within(details).getByText('Kwame Mensah')).toBeVisible();
    // Kwame proved his number with an SMS code (docs/adr/0041).
    expect(within(details).getByText('Phone verified')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Check for updates' })).toBeNull();
  });

  it('shows a paid trip’s pick-up point with Open in maps, at its position or else its digital address', async () => {
    const pickup = {
      area: 'East Legon, Accra',
      digitalAddress: 'GA-183-8164',
      directions: 'Opposite the Shell station, blue gate',
      position: { latitude: 5.6364, longitude: -0.1619 },
      time: '09:30',
    };
    renderTrip({ 'GET /api/bookings/b1': booking(aTrip(), { pickup }) });
    const region = await screen.findByRole('region', { name: 'Pick-up point' });
    expectTexts(region, ['East Legon, Accra', 'GA-183-8164', 'Opposite the Shell station, blue gate']);
    const maps = within(region).getByRole('link', { name: /^Open in maps/ });
    expect(maps).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=5.6364%2C-0.1619');
    expect(maps).toHaveAttribute('rel', 'noopener noreferrer');
    // The trip goes in the phone's calendar as a file of the server's.
    const calendar = within(screen.getByRole('region', { name: 'Booking' })).getByRole('link', {
      name: 'Add to calendar',
    });
    expect(calendar).toHaveAttribute('href', '/api/bookings/b1/calendar.ics');
    expect(calendar).toHaveAttribute('download');
  });

  it('has no pick-up point while the booking carries none (unpaid, or a car without one), nor a calendar file', async () => {
    renderTrip({ 'GET /api/bookings/b1': booking(null, { status: 'pending', paymentStatus: 'unpaid' }) });
    await screen.findByRole('heading', { level: 1, name: 'Trip: 2020 Toyota Corolla' });
    expect(screen.queryByRole('region', { name: 'Pick-up point' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add to calendar' })).toBeNull();
  });

  it('shows where a delivered car is brought', async () => {
    renderTrip({
      'GET /api/bookings/b1': booking(aTrip({ viewer: 'host' }), {
        destinationRegionId: 'ashanti',
        destinationRegionName: 'Ashanti',
        deliveryPoint: { digitalAddress: 'AK-039-5028', directions: 'Behind the Kejetia market, blue gate' },
      }),
    });
    const details = await screen.findByRole('region', { name: 'Booking' });
    expect(details).toHaveTextContent('Delivered toAK-039-5028, AshantiBehind the Kejetia market, blue gate');
  });

  it('names the renter to the host', async () => {
    renderTrip({ 'GET /api/bookings/b1': booking(aTrip({ viewer: 'host' })) });
    const details = await screen.findByRole('region', { name: 'Booking' });
    expect(within(details).getByText('Your renter')).toBeVisible();
    expect(within(details).getByText('Efua Owusu')).toBeVisible();
    // Efua has not verified hers.
    expect(within(details).queryByText('Phone verified')).toBeNull();
  });

  it('shows the load error with Try again, and its own page for a trip that is not there', async () => {
    renderTrip({ 'GET /api/bookings/b1': () => jsonResponse({ message: 'The server failed.' }, 500) });
    expect(await screen.findByText("We couldn't load this trip.")).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('says “Trip not found” for a booking that is not the viewer’s', async () => {
    renderTrip({ 'GET /api/bookings/b1': () => jsonResponse({ message: 'Booking not found' }, 404) });
    expect(await screen.findByRole('heading', { name: 'Trip not found' })).toBeVisible();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'My Bookings' })).toHaveAttribute(
      'href',
      '/my-bookings',
    );
  });

  it('has no trip before the booking is paid, and no buttons', async () => {
    renderTrip({
      'GET /api/bookings/b1': booking(null, { status: 'pending', paymentStatus: 'unpaid' }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Trip: 2020 Toyota Corolla' })).toBeVisible();
    expect(screen.getByText(M.notPaid)).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Trip timeline' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Record/ })).toBeNull();
  });

  it('shows the timeline waiting for the handover, with no button before it opens', async () => {
    renderTrip({ 'GET /api/bookings/b1': booking(aTrip()) });
    await screen.findByRole('heading', { name: 'Trip timeline' });
    const steps = within(
      screen.getByRole('heading', { name: 'Trip timeline' }).closest('section')!,
    ).getAllByRole('heading', { level: 3 });
    expect(steps.map((heading) => heading.textContent)).toEqual([
      'Booked and paidDone',
      'HandoverNow',
      'ReturnNot yet',
      'CompletedNot yet',
    ]);
    expect(step('Handover')).toHaveAttribute('aria-current', 'step');
    expect(step('Handover')).toHaveTextContent('The handover can be recorded from Mar 5, 2030, 09:30 GMT');
    expect(screen.queryByRole('button', { name: 'Record handover' })).toBeNull();
    expect(screen.getByText('Awaiting handover')).toBeVisible();
  });

  it('checks the handover form as the server does before sending anything', async () => {
    const user = userEvent.setup();
    const { calls } = renderTrip({
      'GET /api/bookings/b1': booking(aTrip({ actions: { ...noActions, checkIn: true } })),
    });
    await user.click(await screen.findByRole('button', { name: 'Record handover' }));
    const form = screen.getByRole('region', { name: 'Record the handover' });
    expect(within(form).getByRole('heading', { name: 'Record the handover' })).toHaveFocus();
    expect(within(form).getByLabelText('Odometer (km)')).toHaveAttribute('inputmode', 'numeric');
    expect(
      within(within(form).getByLabelText('Fuel level'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose the fuel level', 'Empty', '1/8', '2/8', '3/8', '4/8', '5/8', '6/8', '7/8', 'Full']);
    await user.type(within(form).getByLabelText('Odometer (km)'), '12.5');
    await user.click(within(form).getByRole('button', { name: 'Save handover' }));

    expect(within(form).getByLabelText('Odometer (km)')).toHaveAccessibleDescription(
      expect.stringContaining(M.odometerInvalid),
    );
    expect(within(form).getByLabelText('Fuel level')).toHaveAccessibleDescription(
      expect.stringContaining(M.fuelInvalid),
    );
    expect(within(form).getByRole('group', { name: 'Photos of the car' })).toHaveAccessibleDescription(
      M.missingAngle,
    );
    for (const side of ['Front', 'Back', 'Left side', 'Right side'])
      expect(
        within(form)
          .getByRole('button', { name: `${side}: Take photo` })
          .closest('li'),
      ).toHaveTextContent('Required: take this photo');
    expect(within(form).getByText('Check the 3 fields marked above.')).toBeVisible();
    expect(calls.some((c) => c.call.startsWith('POST /api/bookings/b1'))).toBe(false);

    // A corrected field drops its message at once.
    await user.clear(within(form).getByLabelText('Odometer (km)'));
    await user.type(within(form).getByLabelText('Odometer (km)'), '12345');
    expect(within(form).getByLabelText('Odometer (km)')).not.toHaveAccessibleDescription(
      expect.stringContaining(M.odometerInvalid),
    );
    expect(within(form).getByText('Check the 2 fields marked above.')).toBeVisible();

    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: 'Record the handover' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Record handover' })).toBeVisible();
  });

  it('records the handover with four photos from the camera, and shows it as the server answers', async () => {
    const user = userEvent.setup();
    const recorded = aTrip({
      state: 'in_progress',
      handover: aHandover({ by: 'renter', odometerKm: 12_345, fuelEighths: 6, note: '' }),
    });
    const { calls } = renderTrip({
      'GET /api/bookings/b1': booking(aTrip({ actions: { ...noActions, checkIn: true } })),
      'POST /api/bookings/b1/check-in': () => jsonResponse(aTripBooking(recorded), 201),
    });
    const tickets = serveUploads();
    await user.click(await screen.findByRole('button', { name: 'Record handover' }));
    const form = screen.getByRole('region', { name: 'Record the handover' });
    await user.type(within(form).getByLabelText('Odometer (km)'), '12345');
    await user.selectOptions(within(form).getByLabelText('Fuel level'), '6/8');
    for (const side of ['Front', 'Back', 'Left side', 'Right side', 'Dashboard']) await takePhoto(user, side);
    await user.type(within(form).getByLabelText('Note (optional)'), 'Full spare wheel');
    await user.click(within(form).getByRole('button', { name: 'Save handover' }));

    await waitFor(() => expect(notifications()).toHaveTextContent('Handover recorded'));
    expect(calls.find((c) => c.call === 'POST /api/bookings/b1/check-in')?.body).toEqual({
      odometerKm: 12345,
      fuelEighths: 6,
      photos: [
        { angle: 'front', path: '/objects/trip-photos/00000000-0000-4000-8000-000000000001' },
        { angle: 'back', path: '/objects/trip-photos/00000000-0000-4000-8000-000000000002' },
        { angle: 'left', path: '/objects/trip-photos/00000000-0000-4000-8000-000000000003' },
        { angle: 'right', path: '/objects/trip-photos/00000000-0000-4000-8000-000000000004' },
        { angle: 'dashboard', path: '/objects/trip-photos/00000000-0000-4000-8000-000000000005' },
      ],
      note: 'Full spare wheel',
    });
    expect(tickets).toEqual(Array(5).fill({ purpose: 'trip-photo' }));
    const handover = step('Handover');
    expectTexts(handover, [
      '12,345 km',
      '6/8',
      'Recorded by you',
      'Waiting for Kwame to confirm or dispute it.',
    ]);
    expect(screen.queryByRole('region', { name: 'Record the handover' })).toBeNull();
  });

  it('shows the server’s refusal by its field and in a toast', async () => {
    const user = userEvent.setup();
    renderTrip({
      'GET /api/bookings/b1': booking(aTrip({ actions: { ...noActions, checkIn: true } })),
      'POST /api/bookings/b1/check-in': () =>
        jsonResponse({ message: M.photoPathInvalid, fields: { photos: M.photoPathInvalid } }, 400),
    });
    serveUploads();
    await user.click(await screen.findByRole('button', { name: 'Record handover' }));
    const form = screen.getByRole('region', { name: 'Record the handover' });
    await user.type(within(form).getByLabelText('Odometer (km)'), '100');
    await user.selectOptions(within(form).getByLabelText('Fuel level'), 'Full');
    for (const side of ['Front', 'Back', 'Left side', 'Right side']) await takePhoto(user, side);
    await user.click(within(form).getByRole('button', { name: 'Save handover' }));
    await waitFor(() => expect(notifications()).toHaveTextContent('Could not save the handover'));
    expect(notifications()).toHaveTextContent(M.photoPathInvalid);
    expect(within(form).getByRole('group', { name: 'Photos of the car' })).toHaveAccessibleDescription(
      M.photoPathInvalid,
    );
  });

  it('refuses a photo that is not an image before uploading it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { calls } = renderTrip({
      'GET /api/bookings/b1': booking(aTrip({ actions: { ...noActions, checkIn: true } })),
    });
    await user.click(await screen.findByRole('button', { name: 'Record handover' }));
    const slot = screen.getByRole('button', { name: 'Front: Take photo' }).closest('li')!;
    await user.upload(
      slot.querySelector('input[type="file"]') as HTMLInputElement,
      new File(['%PDF-1.4'], 'papers.pdf', { type: 'application/pdf' }),
    );
    expect(await within(slot).findByRole('alert')).toHaveTextContent('You can only upload: JPEG, PNG, WebP');
    expect(calls.some((c) => c.call === 'POST /api/objects/upload')).toBe(false);
  });

  it('lets the other party confirm the handover, or dispute it only with a note', async () => {
    const user = userEvent.setup();
    const trip = aTrip({
      state: 'in_progress',
      handover: aHandover(),
      actions: { ...noActions, answerHandover: true },
    });
    const { calls } = renderTrip({
      'GET /api/bookings/b1': booking(trip),
      'POST /api/bookings/b1/trip-answer': () =>
        jsonResponse(
          aTripBooking({
            ...trip,
            handover: aHandover({ answer: { answer: 'confirmed', by: 'renter', note: '' } }),
            actions: { ...noActions, checkOut: true },
          }),
        ),
    });
    await screen.findByRole('heading', { name: 'Trip timeline' });
    const handover = step('Handover');
    expectTexts(handover, [
      '42,000 km',
      'Full',
      'Recorded by the host',
      '“Small scratch on the back bumper already.”',
      'Waiting for you to confirm or dispute it.',
    ]);
    expect(
      within(handover)
        .getAllByRole('button', { name: /^Open the handover photo/ })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([
      'Open the handover photo: Front',
      'Open the handover photo: Back',
      'Open the handover photo: Left side',
      'Open the handover photo: Right side',
    ]);
    // The list shows the small copy; opening a photo shows the large one.
    const back = within(handover).getByRole('button', { name: 'Open the handover photo: Back' });
    expect(back.querySelector('img')).toHaveAttribute(
      'src',
      '/api/private-objects/trip-photos/variants/handover-back-w480.webp?expires=1&signature=s',
    );
    await user.click(back);
    const large = await screen.findByRole('dialog', { name: 'Back, handover' });
    expect(within(large).getByRole('img', { name: 'Back, handover' })).toHaveAttribute(
      'src',
      '/api/private-objects/trip-photos/variants/handover-back-w1200.webp?expires=1&signature=s',
    );
    await user.click(within(large).getByRole('button', { name: 'Close' }));

    await user.click(within(handover).getByRole('button', { name: 'Dispute the handover' }));
    await user.click(within(handover).getByRole('button', { name: 'Send dispute' }));
    expect(within(handover).getByRole('alert')).toHaveTextContent(M.disputeNoteRequired);
    await user.click(within(handover).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.call === 'POST /api/bookings/b1/trip-answer')).toBe(false);

    await user.click(within(handover).getByRole('button', { name: 'Confirm the handover' }));
    await waitFor(() => expect(notifications()).toHaveTextContent('You confirmed the handover'));
    expect(calls.find((c) => c.call === 'POST /api/bookings/b1/trip-answer')?.body).toEqual({
      stage: 'handover',
      answer: 'confirm',
      note: '',
    });
    expect(step('Handover')).toHaveTextContent('✓ Confirmed by you');
    expect(screen.getByRole('button', { name: 'Record return' })).toBeVisible();
  });

  it('shows the return with the server’s distance and fuel change, and the open damage case', async () => {
    renderTrip({
      'GET /api/bookings/b1': booking(
        aTrip({
          state: 'returned',
          viewer: 'host',
          handover: aHandover({ answer: { answer: 'confirmed', by: 'renter', note: '' } }),
          return: aReturn({ answer: { answer: 'disputed', by: 'host', note: 'The fuel was lower.' } }),
          damageCase: aDamageReport(),
        }),
      ),
    });
    await screen.findByRole('heading', { name: 'Trip timeline' });
    const returned = step('Return');
    expectTexts(returned, [
      'Distance driven350 km',
      'Fuel change−2/8',
      'Disputed by you',
      '“The fuel was lower.”',
      'Damage reported by the renter',
      'An admin is looking at the report.',
    ]);
    expect(
      within(returned).getByRole('button', { name: 'Open the damage photo: Damage photo 1' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Accept return' })).toBeNull();
    expect(screen.getByRole('link', { name: '← My Cars' })).toHaveAttribute('href', '/my-cars');
  });

  it('shows the charges from the record, how each was computed, and what the deposit gives back', async () => {
    const settled = (
      depositStatus: 'refunding' | 'held-for-charges',
      depositRefund: string,
      balanceDue: string,
    ) =>
      booking(aTrip({ state: 'returned', viewer: 'renter', handover: aHandover(), return: aReturn() }), {
        deposit: { amount: '1000.00', status: depositStatus },
        settlement: {
          charges: [
            {
              kind: 'extra-km',
              label: 'Extra kilometres',
              amount: '180.00',
              status: 'due',
              explanation: '120 km beyond the kilometres included × ₵1.50',
            },
            {
              kind: 'fuel',
              label: 'Fuel',
              amount: '300.50',
              status: 'due',
              explanation: '3/8 of a tank missing × ₵100.17 an eighth',
            },
          ],
          depositRefund,
          balanceDue,
        },
      });
    renderTrip({ 'GET /api/bookings/b1': settled('refunding', '519.50', '0.00') });
    const protection = await screen.findByRole('region', { name: /^Protection: / });
    expectTexts(protection, [
      'The car is back with no damage reported: ₵519.50 of the deposit is on its way back to the renter; the rest pays the charges below.',
      'Charges from the trip’s record',
      'Extra kilometres₵180',
      '120 km beyond the kilometres included × ₵1.50',
      'Fuel₵300.50',
      '3/8 of a tank missing × ₵100.17 an eighth',
      'Deposit back to the renter₵519.50',
    ]);
    expect(protection).not.toHaveTextContent('Owed beyond the deposit');
  });

  it('says what is owed beyond a deposit the charges take whole', async () => {
    renderTrip({
      'GET /api/bookings/b1': booking(
        aTrip({ state: 'returned', viewer: 'host', handover: aHandover(), return: aReturn() }),
        {
          deposit: { amount: '500.00', status: 'held-for-charges' },
          settlement: {
            charges: [
              {
                kind: 'fuel',
                label: 'Fuel',
                amount: '600.00',
                status: 'due',
                explanation: '6/8 of a tank missing × ₵100 an eighth',
              },
            ],
            depositRefund: '0.00',
            balanceDue: '100.00',
          },
        },
      ),
    });
    const protection = await screen.findByRole('region', { name: /^Protection: / });
    expectTexts(protection, [
      'The charges below take all of the ₵500 deposit: they go to the host when the trip completes.',
      'Deposit back to the renter₵0',
      'Owed beyond the deposit₵100',
      'The charges come to more than the deposit',
    ]);
  });

  it('lets the host accept the return', async () => {
    const user = userEvent.setup();
    const returned = aTrip({
      state: 'returned',
      viewer: 'host',
      handover: aHandover(),
      return: aReturn(),
      actions: { ...noActions, acceptReturn: true, answerReturn: true },
    });
    const { calls } = renderTrip({
      'GET /api/bookings/b1': booking(returned),
      'POST /api/bookings/b1/accept-return': () =>
        jsonResponse(
          aTripBooking({
            ...returned,
            state: 'completed',
            completedAt: '2030-03-07T18:00:00.000Z',
            actions: noActions,
          }),
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Accept return' }));
    await waitFor(() => expect(notifications()).toHaveTextContent('Return accepted'));
    expect(calls.some((c) => c.call === 'POST /api/bookings/b1/accept-return')).toBe(true);
    expect(step('Completed')).toHaveTextContent('Completed on Mar 7, 2030');
  });

  it('takes the renter’s review of the car and the host, hidden from the host until revealed', async () => {
    const user = userEvent.setup();
    const completed = aTrip({
      state: 'completed',
      handover: aHandover(),
      return: aReturn(),
      completedAt: '2030-03-07T18:00:00.000Z',
      reviews: {
        byRenter: null,
        byHost: null,
        mineWritten: false,
        revealed: false,
        windowClosesAt: '2030-03-21T18:00:00.000Z',
      },
      actions: { ...noActions, review: true },
    });
    const written = aTrip({
      ...completed,
      reviews: {
        ...completed.reviews,
        mineWritten: true,
        byRenter: { rating: 4, hostRating: 5, comment: 'Clean car.', createdAt: '2030-03-08T10:00:00.000Z' },
      },
      actions: noActions,
    });
    let answer = aTripBooking(completed);
    const { calls } = renderTrip({
      'GET /api/bookings/b1': () => jsonResponse(answer),
      'POST /api/bookings/b1/review': () => {
        answer = aTripBooking(written);
        return jsonResponse(answer, 201);
      },
    });
    const reviews = await screen.findByRole('region', { name: 'Reviews' });
    expect(reviews).toHaveTextContent(`${BLIND_REVIEW_NOTE}.`);
    await user.click(within(reviews).getByRole('button', { name: 'Submit review' }));
    expect(within(reviews).getByRole('group', { name: 'The car' })).toHaveTextContent(
      'Please give a rating from 1 to 5 stars',
    );
    expect(within(reviews).getByRole('group', { name: 'The host' })).toHaveTextContent(M.hostRatingInvalid);
    expect(calls.some((c) => c.call === 'POST /api/bookings/b1/review')).toBe(false);

    await user.click(
      within(within(reviews).getByRole('group', { name: 'The car' })).getByRole('radio', { name: '4 stars' }),
    );
    await user.click(
      within(within(reviews).getByRole('group', { name: 'The host' })).getByRole('radio', {
        name: '5 stars',
      }),
    );
    await user.type(within(reviews).getByLabelText('Comment'), 'Clean car.');
    await user.click(within(reviews).getByRole('button', { name: 'Submit review' }));
    await waitFor(() => expect(notifications()).toHaveTextContent('Thank you for your review'));
    expect(calls.find((c) => c.call === 'POST /api/bookings/b1/review')?.body).toEqual({
      rating: 4,
      hostRating: 5,
      comment: 'Clean car.',
    });
    const mine = await screen.findByRole('article', { name: 'Your review' });
    expect(within(mine).getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    expect(within(mine).getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Reviews' })).toHaveTextContent(
      'You will see the host’s review once they write theirs',
    );
  });

  it('shows both reviews once they are revealed', async () => {
    renderTrip({
      'GET /api/bookings/b1': booking(
        aTrip({
          state: 'completed',
          viewer: 'host',
          handover: aHandover(),
          return: aReturn(),
          completedAt: '2030-03-07T18:00:00.000Z',
          reviews: {
            byRenter: {
              rating: 4,
              hostRating: 5,
              comment: 'Clean car.',
              createdAt: '2030-03-08T10:00:00.000Z',
            },
            byHost: {
              rating: 5,
              hostRating: null,
              comment: 'Careful driver.',
              createdAt: '2030-03-09T10:00:00.000Z',
            },
            mineWritten: true,
            revealed: true,
            windowClosesAt: '2030-03-21T18:00:00.000Z',
          },
        }),
      ),
    });
    const mine = await screen.findByRole('article', { name: 'Your review' });
    expect(mine).toHaveTextContent('The renter');
    expect(mine).toHaveTextContent('“Careful driver.”');
    const theirs = screen.getByRole('article', { name: 'The renter’s review' });
    expect(theirs).toHaveTextContent('“Clean car.”');
    expect(within(theirs).getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Reviews' })).not.toHaveTextContent(BLIND_REVIEW_NOTE);
  });
});

describe('the trip in the booking lists', () => {
  it('shows a renter’s paid booking with its trip in short and a link to the trip page', async () => {
    renderApp(
      '/my-bookings',
      {
        'GET /api/my-bookings': () =>
          jsonResponse([aTripBooking(aTrip({ actions: { ...noActions, checkIn: true } }))]),
      },
      { user: USER },
    );
    const card = await screen.findByRole('article', { name: '2020 Toyota Corolla' });
    expect(card).toHaveTextContent('Awaiting handover');
    expect(card).toHaveTextContent('Record the handover when you meet');
    expect(within(card).getByRole('list', { name: 'Trip steps' })).toHaveTextContent(
      'Booked and paid(done)Handover(not yet)Return(not yet)Completed(not yet)',
    );
    expect(within(card).getByRole('link', { name: 'Open trip' })).toHaveAttribute('href', '/trips/b1');
  });
});
