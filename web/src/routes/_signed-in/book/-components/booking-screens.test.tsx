import type { BookingView } from '@akwaaba/domain';
import { DEFAULT_PROTECTION_PLANS, protectionPlanTerms } from '@akwaaba/domain/bookings/protection-plans';
// @vitest-environment jsdom
import '#app/test/dom.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CarDetail } from '#app/api/cars.ts';
import { expectCarNotFound } from '#app/test/car-not-found.ts';
import { aCarDetail, aUser, jsonResponse } from '#app/test/fixtures.ts';
import { type Handler, renderApp as renderRealApp } from '#app/test/render-app.tsx';
import { aTripBooking } from '#app/trips/trip-fixtures.ts';
import { defaultStay, plusDays, today } from './booking-dates.ts';

const leaveFor = vi.hoisted(() => vi.fn());
vi.mock('#app/api/navigation.ts', () => ({ leaveFor }));
afterEach(() => leaveFor.mockReset());

// A renter an admin approved as a driver: they may pay (the others hold the car: see below).
const USER = aUser({ driverVerification: 'approved' });

/** The real screens under the real route tree, signed in, with the server stubbed per endpoint. */
const renderApp = (url: string, endpoints: Record<string, Handler>) =>
  renderRealApp(url, endpoints, { user: USER });

const notifications = () => screen.getByRole('region', { name: /Notifications/ });
const CAR: CarDetail = aCarDetail({ id: 'c1', pricePerDay: '250.00' });
const WITH_EXTRAS: CarDetail = {
  ...CAR,
  driverAvailable: true,
  driverDailyRate: '150.00',
  driverName: 'Kofi Asante',
  driverExperienceYears: 12,
};
const PRICING = [
  { id: 'p1', regionId: 'ashanti', surchargePerDay: '50.00', region: { id: 'ashanti', name: 'Ashanti' } },
];
/** The request for car c1 on the form's default stay, without driver: what a test adds to it. */
const defaultBookingOf = (choices: object = {}) => ({
  carId: 'c1',
  ...defaultStay(),
  includeDriver: false,
  // The start of the host's handover hours (08:00 – 18:00 unless the host set others).
  pickupTime: '08:00',
  returnTime: '08:00',
  ...choices,
});

const carEndpoints = (car: CarDetail, pricing: unknown[] = []) => ({
  'GET /api/cars/c1': () => jsonResponse(car),
  'GET /api/cars/c1/region-pricing': () => jsonResponse(pricing),
  'GET /api/cars/c1/availability': () => jsonResponse({ carId: 'c1', taken: [] }),
});

describe('Complete Your Booking', () => {
  it("shows 'Car not found' with a way back to the cars", async () => {
    renderApp('/book/c1', { 'GET /api/cars/c1': () => jsonResponse({ message: 'Car not found' }, 404) });
    await expectCarNotFound();
  });

  it('says why the renter’s own car cannot be booked, instead of a form', async () => {
    renderApp('/book/c1', carEndpoints({ ...CAR, ownerId: USER.id }));
    expect(await screen.findByText('You cannot book your own car.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Proceed to Payment' })).toBeNull();
  });

  it('offers neither destination nor driver when the car has none, and books the defaults', async () => {
    const { calls } = renderApp('/book/c1', {
      ...carEndpoints(CAR),
      'POST /api/bookings': () => jsonResponse({ id: 'b1', carId: 'c1' }, 201),
      'POST /api/payments/initialize': () =>
        jsonResponse({ authorization_url: 'https://pay.example/x', reference: 'r' }),
    });
    await screen.findByRole('heading', { name: 'Complete Your Booking' });
    expect(screen.queryByLabelText('Delivery Destination (Optional)')).toBeNull();
    expect(screen.queryByLabelText('Include Professional Driver')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Extras' })).toBeNull();
    const summary = screen.getByRole('complementary', { name: 'Booking Summary' });
    // Defaults: tomorrow to three days from today, two days at ₵250; fee ₵25; total ₵525.
    expect(summary).toHaveTextContent('₵250 × 2 days₵500');
    expect(summary).toHaveTextContent('Service fee (5%)₵25');
    expect(summary).toHaveTextContent('Total₵525');
    expect(summary).not.toHaveTextContent('Regional surcharge');
    expect(summary).not.toHaveTextContent('Driver service');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('https://pay.example/x'));
    expect(calls.find((c) => c.call === 'POST /api/bookings')?.body).toEqual(defaultBookingOf());
    expect(calls.find((c) => c.call === 'POST /api/payments/initialize')?.body).toEqual({ bookingId: 'b1' });
  });

  it('sends a request with a message and the chosen times to a host who approves each one, and starts no payment', async () => {
    const { calls } = renderApp('/book/c1', {
      ...carEndpoints({ ...CAR, instantBook: false, handoverHours: { from: '07:00', until: '19:00' } }),
      'POST /api/bookings': () => jsonResponse({ id: 'b1' }, 201),
      'GET /api/my-bookings': () => jsonResponse([]),
    });
    await screen.findByRole('heading', { name: 'Complete Your Booking' });
    const user = userEvent.setup();
    expect(screen.getByText(/This host approves each request/)).toBeVisible();
    // Only the host's hours are offered.
    const pickup = screen.getByLabelText('Pick-up time');
    expect(within(pickup).queryByRole('option', { name: '06:30' })).toBeNull();
    expect(within(pickup).getByRole('option', { name: '19:00' })).toBeInTheDocument();
    await user.selectOptions(pickup, '09:30');
    await user.selectOptions(screen.getByLabelText('Return time'), '17:00');
    await user.type(screen.getByLabelText('Your message'), 'Hello, for a wedding in Kumasi.');
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    await waitFor(() =>
      expect(calls.find((c) => c.call === 'POST /api/bookings')?.body).toEqual(
        defaultBookingOf({
          pickupTime: '09:30',
          returnTime: '17:00',
          message: 'Hello, for a wedding in Kumasi.',
        }),
      ),
    );
    expect(await screen.findByText('Request sent')).toBeVisible();
    expect(calls.some((c) => c.call === 'POST /api/payments/initialize')).toBe(false);
  });

  it('prices a destination and the driver, and sends the stay’s surcharge and driver fee', async () => {
    const { calls } = renderApp('/book/c1', {
      ...carEndpoints(WITH_EXTRAS, PRICING),
      // The driver's number is read apart from the car: the car's own answer has no phone (issue 31).
      'GET /api/cars/c1/contact': () =>
        jsonResponse({ phoneSharing: 'signed-in', hostPhoneNumber: null, driverPhone: '+233 24 400 0111' }),
      'POST /api/bookings': () => jsonResponse({ message: 'These dates are no longer available.' }, 409),
    });
    const user = userEvent.setup();
    const destination = await screen.findByLabelText('Delivery Destination (Optional)');
    expect(
      within(destination)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Same region as car (No surcharge)', 'Ashanti (+₵50/day)']);
    await user.selectOptions(destination, 'ashanti');
    await user.click(screen.getByLabelText('Include Professional Driver'));
    expect(screen.getByText('Kofi Asante')).toBeVisible();
    expect(await screen.findByRole('link', { name: '+233 24 400 0111' })).toHaveAttribute(
      'href',
      'tel:+233244000111',
    );
    const summary = screen.getByRole('complementary', { name: 'Booking Summary' });
    // (₵250 + ₵50 + ₵150) × 2 = ₵900; fee ₵45; total ₵945.
    expect(summary).toHaveTextContent('Regional surcharge (Ashanti)₵100');
    expect(summary).toHaveTextContent('Driver service₵300');
    expect(summary).toHaveTextContent('Total₵945');

    // A delivery needs its point: each box says what is wrong before anything is sent.
    const point = screen.getByRole('group', { name: 'Delivery point' });
    await user.type(within(point).getByLabelText('Digital address'), 'Kejetia 39');
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    expect(
      await within(point).findByText('Digital address must look like GA-183-8164 (GhanaPost GPS)'),
    ).toBeVisible();
    expect(
      within(point).getByText('Directions are required: how to find the delivery point, by landmark'),
    ).toBeVisible();
    expect(calls.some((c) => c.call === 'POST /api/bookings')).toBe(false);
    await user.clear(within(point).getByLabelText('Digital address'));
    await user.type(within(point).getByLabelText('Digital address'), 'ak 039 5028');
    await user.type(within(point).getByLabelText('Directions'), 'Behind the Kejetia market, blue gate');

    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    await waitFor(() => expect(notifications()).toHaveTextContent('Booking Failed'));
    expect(notifications()).toHaveTextContent('These dates are no longer available.');
    expect(calls.find((c) => c.call === 'POST /api/bookings')?.body).toMatchObject({
      destinationRegionId: 'ashanti',
      interRegionalSurcharge: '100.00',
      deliveryPoint: { digitalAddress: 'AK-039-5028', directions: 'Behind the Kejetia market, blue gate' },
      includeDriver: true,
      driverFee: '300.00',
    });
    expect(screen.getByRole('button', { name: 'Proceed to Payment' })).toBeEnabled();
    expect(leaveFor).not.toHaveBeenCalled();
  });

  it('offers the protection plans as a radio group, prices the chosen one and the deposit, and asks for it', async () => {
    const { calls } = renderApp('/book/c1', {
      ...carEndpoints({ ...CAR, deposit: '2000.00' }),
      'GET /api/protection-plans': () => jsonResponse(DEFAULT_PROTECTION_PLANS.map(protectionPlanTerms)),
      'POST /api/bookings': () => jsonResponse({ message: 'These dates are no longer available.' }, 409),
    });
    const user = userEvent.setup();
    const plans = await screen.findByRole('group', { name: 'Protection plan' });
    expect(within(plans).getByRole('radio', { name: /Minimum/ })).toBeChecked();
    const summary = screen.getByRole('complementary', { name: 'Booking Summary' });
    // ₵500 + ₵25 fee + the ₵2,000 deposit; Minimum has no fee.
    expect(summary).toHaveTextContent('Service fee (5%)₵25Refundable deposit₵2,000Total₵2,525');
    expect(summary).toHaveTextContent('Minimum protection: you pay at most ₵10,000 for damage to the car.');

    await user.click(within(plans).getByRole('radio', { name: /Standard/ }));
    expect(within(plans).getByRole('radio', { name: /Standard/ })).toBeChecked();
    expect(summary).toHaveTextContent('Standard protection₵90Refundable deposit₵2,000Total₵2,615');
    expect(summary).toHaveTextContent('you pay at most ₵3,000 for damage');
    expect(summary).toHaveTextContent(
      'The ₵2,000 deposit is refunded when the car is returned with no damage',
    );
    expect(screen.getByRole('region', { name: 'What Standard covers' })).toHaveTextContent(
      'Theft of the car, when reported to the police within 24 hours',
    );

    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    await waitFor(() => expect(notifications()).toHaveTextContent('Booking Failed'));
    expect(calls.find((c) => c.call === 'POST /api/bookings')?.body).toEqual(
      defaultBookingOf({ protectionPlan: 'standard' }),
    );
  });

  it('tells the renter in the summary what the car’s return terms charge, before paying', async () => {
    renderApp(
      '/book/c1',
      carEndpoints({
        ...CAR,
        includedKmPerDay: 250,
        extraKmFee: '1.50',
        fuelEighthFee: '0.00',
        lateHourFee: '50.00',
      }),
    );
    const summary = await screen.findByRole('complementary', { name: 'Booking Summary' });
    expect(
      within(within(summary).getByRole('list', { name: 'At the return' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '250 km a day included, then ₵1.50 a kilometre',
      'No charge for fuel',
      '₵50 an hour started after the return time, once 30 minutes’ grace are over',
    ]);
  });

  it('offers the car’s child seat at its daily rate, prices it in the summary and asks for it', async () => {
    const { calls } = renderApp('/book/c1', {
      ...carEndpoints({ ...CAR, extras: [{ kind: 'child-seat', dailyRate: '20.00' }] }),
      'POST /api/bookings': () => jsonResponse({ message: 'These dates are no longer available.' }, 409),
    });
    const user = userEvent.setup();
    const childSeat = await screen.findByLabelText('Child seat · ₵20/day');
    expect(childSeat).not.toBeChecked();
    const summary = screen.getByRole('complementary', { name: 'Booking Summary' });
    expect(summary).not.toHaveTextContent('Child seat');

    await user.click(childSeat);
    // (₵250 + ₵20) × 2 days = ₵540; fee ₵27; total ₵567.
    expect(summary).toHaveTextContent('₵250 × 2 days₵500Child seat₵40Service fee (5%)₵27Total₵567');

    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    await waitFor(() => expect(notifications()).toHaveTextContent('Booking Failed'));
    expect(calls.find((c) => c.call === 'POST /api/bookings')?.body).toEqual(
      defaultBookingOf({ extras: ['child-seat'] }),
    );

    // Taken off again, it leaves the summary and the request.
    await user.click(childSeat);
    expect(summary).not.toHaveTextContent('Child seat');
    expect(summary).toHaveTextContent('Total₵525');
  });

  it('tells the renter when payment cannot start, and retries with the same booking', async () => {
    let attempts = 0;
    const { calls } = renderApp('/book/c1', {
      ...carEndpoints(CAR),
      'POST /api/bookings': () => jsonResponse({ id: 'b1', carId: 'c1' }, 201),
      'POST /api/payments/initialize': () =>
        ++attempts === 1
          ? jsonResponse({ message: 'The payment provider could not be reached.' }, 502)
          : jsonResponse({ authorization_url: 'https://pay.example/y', reference: 'r' }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Proceed to Payment' }));
    await waitFor(() => expect(notifications()).toHaveTextContent('Payment Failed'));
    expect(notifications()).toHaveTextContent('Could not initialize payment. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('https://pay.example/y'));
    expect(calls.filter((c) => c.call === 'POST /api/bookings')).toHaveLength(1);
  });
});

describe('trip rules and discounts', () => {
  const RULED: CarDetail = {
    ...CAR,
    tripRules: { minTripDays: 3, maxTripDays: 30, advanceNoticeDays: 2, bookAheadMonths: 6 },
    discounts: { weeklyPercent: 10, monthlyPercent: 20 },
  };

  it('starts with the searched dates, shows the weekly discount and sends it', async () => {
    const start = plusDays(today(), 5);
    const end = plusDays(start, 7);
    const { calls } = renderApp(`/book/c1?start=${start}&end=${end}`, {
      ...carEndpoints(RULED),
      'POST /api/bookings': () => jsonResponse({ message: 'These dates are no longer available.' }, 409),
    });
    const summary = await screen.findByRole('complementary', { name: 'Booking Summary' });
    // ₵250 × 7 = ₵1,750; 10% off is ₵175; ₵1,575 and a fee of ₵78.75: ₵1,653.75, to the pesewa
    // as the payment asks for it.
    expect(summary).toHaveTextContent('₵250 × 7 days₵1,750');
    expect(summary).toHaveTextContent('Weekly discount (10%)−₵175');
    expect(summary).toHaveTextContent('Service fee (5%)₵78.75');
    expect(summary).toHaveTextContent('Total₵1,653.75');
    // The discount comes before the fee.
    expect(summary.textContent!.indexOf('Weekly discount')).toBeLessThan(
      summary.textContent!.indexOf('Service fee'),
    );

    await userEvent.setup().click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    await waitFor(() => expect(calls.some((c) => c.call === 'POST /api/bookings')).toBe(true));
    expect(calls.find((c) => c.call === 'POST /api/bookings')?.body).toEqual({
      carId: 'c1',
      startDate: start,
      endDate: end,
      includeDriver: false,
      discount: '175.00',
      pickupTime: '08:00',
      returnTime: '08:00',
    });
  });

  it('names a date the server refuses under its calendar', async () => {
    const notice = 'This host needs 2 days’ notice before a trip. Please choose a later start date.';
    const start = plusDays(today(), 5);
    renderApp(`/book/c1?start=${start}&end=${plusDays(start, 3)}`, {
      ...carEndpoints(RULED),
      'POST /api/bookings': () => jsonResponse({ message: notice, fields: { startDate: notice } }, 400),
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Proceed to Payment' }));
    await waitFor(() => expect(notifications()).toHaveTextContent('Booking Failed'));
    expect(within(screen.getByRole('main')).getByRole('alert')).toHaveTextContent(notice);
  });

  it('takes the monthly discount from 28 days', async () => {
    const start = plusDays(today(), 3);
    renderApp(`/book/c1?start=${start}&end=${plusDays(start, 28)}`, carEndpoints(RULED));
    const summary = await screen.findByRole('complementary', { name: 'Booking Summary' });
    // 28 days is within the car's longest trip of 30: ₵7,000, 20% off is ₵1,400.
    expect(summary).toHaveTextContent('Monthly discount (20%)−₵1,400');
  });

  it('keeps to the rules: searched dates the car refuses give way to the defaults, which fit the rules', async () => {
    // Tomorrow is inside the host's 2 days' notice.
    const tomorrow = plusDays(today(), 1);
    const { calls } = renderApp(`/book/c1?start=${tomorrow}&end=${plusDays(tomorrow, 4)}`, {
      ...carEndpoints(RULED),
      'POST /api/bookings': () => jsonResponse({ message: 'These dates are no longer available.' }, 409),
    });
    const summary = await screen.findByRole('complementary', { name: 'Booking Summary' });
    // The defaults: from the first day the notice allows, for the shortest trip of 3 days, no discount.
    expect(summary).toHaveTextContent('₵250 × 3 days₵750');
    expect(summary).not.toHaveTextContent('discount');
    expect(screen.getByText('Crossed-out days are outside the host’s rules for this car:')).toBeVisible();
    for (const line of ['Trips of at least 3 days', 'Trips of at most 30 days', 'Book 2 days ahead'])
      expect(screen.getByText(line)).toBeVisible();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    await waitFor(() => expect(calls.some((c) => c.call === 'POST /api/bookings')).toBe(true));
    const sent = calls.find((c) => c.call === 'POST /api/bookings')?.body;
    const startDate = plusDays(today(), 2);
    expect(sent).toEqual({
      carId: 'c1',
      startDate,
      endDate: plusDays(startDate, 3),
      includeDriver: false,
      pickupTime: '08:00',
      returnTime: '08:00',
    });
  });
});

describe('a renter whose licence and ID are not approved yet', () => {
  it('is told before booking, holds the car until the admin decides, and starts no payment', async () => {
    const { calls } = renderRealApp(
      '/book/c1',
      {
        ...carEndpoints(CAR),
        'POST /api/bookings': () => jsonResponse({ id: 'b1', carId: 'c1' }, 201),
        'GET /api/my-bookings': () => jsonResponse([]),
      },
      { user: aUser({ driverVerification: 'pending' }) },
    );
    const notice = await screen.findByRole('region', {
      name: 'Your licence and ID must be approved before you pay',
    });
    expect(notice).toHaveTextContent(
      'An admin is checking your driver’s licence and ID. Hold this car now: we keep it for you until they decide, for up to 24 hours',
    );
    expect(within(notice).getByRole('link', { name: 'Go to your Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(screen.queryByRole('button', { name: 'Proceed to Payment' })).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Hold the Car' }));
    await waitFor(() => expect(notifications()).toHaveTextContent('Car held for you'));
    expect(notifications()).toHaveTextContent('We hold it until an admin has checked your licence and ID');
    expect(await screen.findByText('No upcoming bookings')).toBeInTheDocument();
    expect(calls.map((c) => c.call)).not.toContain('POST /api/payments/initialize');
    expect(leaveFor).not.toHaveBeenCalled();
  });

  it('shows nothing of the kind to an approved renter', async () => {
    renderRealApp('/book/c1', carEndpoints(CAR), { user: aUser({ driverVerification: 'approved' }) });
    await screen.findByRole('button', { name: 'Proceed to Payment' });
    expect(screen.queryByText(/must be approved before you pay/)).not.toBeInTheDocument();
  });
});

describe('payment result', () => {
  const verify = (body: unknown, status = 200) => ({
    'GET /api/payments/verify/AKW-1': () => jsonResponse(body, status),
  });

  const paid = verify({
    success: true,
    message: 'ok',
    reference: 'AKW-1',
    bookingId: 'b1',
    outcome: 'confirmed',
  });

  it('shows success with the reference, and the trip: car, days, amount to the pesewa, plan, host, pick-up point, next step', async () => {
    renderApp('/payment/callback?trxref=AKW-1&reference=AKW-1', {
      ...paid,
      'GET /api/bookings/b1': () =>
        jsonResponse(
          aTripBooking(null, {
            startDate: '2030-12-10',
            endDate: '2030-12-17',
            totalPrice: '1417.50',
            otherParty: {
              role: 'host',
              firstName: 'Kwame',
              lastName: 'Mensah',
              phoneNumber: '+233244123456',
              phoneVerified: true,
            },
            pickup: {
              area: 'East Legon, Accra',
              digitalAddress: 'GA-183-8164',
              directions: 'Opposite the Shell station, blue gate',
              position: null,
              time: null,
            },
          }),
        ),
    });
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    expect(screen.getByText('AKW-1')).toBeVisible();
    expect(screen.getByRole('link', { name: 'My Bookings' })).toHaveAttribute('href', '/my-bookings');
    expect(screen.getByRole('link', { name: 'Browse More Cars' })).toHaveAttribute('href', '/cars');

    const trip = await screen.findByRole('article', { name: '2020 Toyota Corolla' });
    for (const text of [
      'Dec 10 – Dec 17',
      'Paid₵1,417.50',
      'ProtectionMinimum',
      'Your hostKwame Mensah Phone verified · 024 412 3456',
      'Pick-up pointGA-183-8164, East Legon, AccraOpposite the Shell station, blue gate',
      'What happens next: on Dec 10, 2030, meet Kwame at the pick-up point.',
    ])
      expect(trip).toHaveTextContent(text);
    expect(within(trip).getByRole('link', { name: '024 412 3456' })).toHaveAttribute(
      'href',
      'tel:+233244123456',
    );
    expect(within(trip).getByRole('link', { name: 'Open trip' })).toHaveAttribute('href', '/trips/b1');
    expect(within(trip).getByRole('link', { name: 'Message the host' })).toHaveAttribute(
      'href',
      '/messages/b1',
    );
    expect(within(trip).getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      '/api/bookings/b1/calendar.ics',
    );
  });

  it('shows success without the trip when the booking cannot be read here', async () => {
    const { calls } = renderApp('/payment/callback?reference=AKW-1', {
      ...paid,
      'GET /api/bookings/b1': () => jsonResponse({ message: 'Booking not found' }, 404),
    });
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    await waitFor(() => expect(calls.map((call) => call.call)).toContain('GET /api/bookings/b1'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('article')).toBeNull();
    expect(
      screen.getByText('Your booking is confirmed and paid. You will find it under My Bookings.'),
    ).toBeVisible();
  });

  it('shows a failed payment with Try Again and View Bookings', async () => {
    renderApp('/payment/callback?reference=AKW-1', {
      ...verify({
        success: false,
        message: 'Declined',
        reference: 'AKW-1',
        bookingId: 'b1',
        outcome: 'not_paid',
      }),
      'POST /api/payments/initialize': () =>
        jsonResponse({ authorization_url: 'https://pay.example/z', reference: 'r2' }),
    });
    expect(await screen.findByText('Your payment could not be processed. Please try again.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'View Bookings' })).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('https://pay.example/z'));
  });

  it('shows a verification failure when the check itself fails', async () => {
    renderApp('/payment/callback?reference=AKW-1', verify({ message: 'Something went wrong' }, 500));
    expect(await screen.findByText('Could not verify your payment. Please contact support.')).toBeVisible();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'View Bookings' })).toBeVisible();
    expect(main.getByRole('link', { name: 'Browse Cars' })).toBeVisible();
  });
});

/** A paid booking without its trip yet, which the renter may still cancel. */
const aBooking = (overrides: Partial<BookingView>): BookingView =>
  aTripBooking(null, { canCancel: true, ...overrides });

describe('My Bookings', () => {
  it('counts Upcoming and Past, and shows the empty states', async () => {
    const user = userEvent.setup();
    renderApp('/my-bookings', {
      'GET /api/my-bookings': () =>
        jsonResponse([aBooking({ status: 'completed', canCancel: false, id: 'b2' })]),
    });
    expect(await screen.findByRole('tab', { name: 'Upcoming (0)' })).toBeVisible();
    expect(screen.getByText('No upcoming bookings')).toBeVisible();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Browse Cars' })).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Past (1)' }));
    expect(screen.getByRole('article', { name: '2020 Toyota Corolla' })).toHaveTextContent('Completed');
  });

  it('shows a booking’s lines and total: its discount, delivery and child seat, and nothing a booking did not have', async () => {
    renderApp('/my-bookings', {
      'GET /api/my-bookings': () =>
        jsonResponse([
          aBooking({
            days: 7,
            destinationRegionName: 'Ashanti',
            totalPrice: '2171.93',
            lines: [
              { kind: 'rental', label: 'Daily price', quantity: 7, unitAmount: '250.00', amount: '1750.00' },
              {
                kind: 'discount',
                label: 'Weekly discount (10%)',
                quantity: 1,
                unitAmount: '175.00',
                amount: '175.00',
              },
              {
                kind: 'delivery',
                label: 'Regional surcharge',
                quantity: 7,
                unitAmount: '50.00',
                amount: '350.00',
              },
              { kind: 'child-seat', label: 'Child seat', quantity: 7, unitAmount: '20.50', amount: '143.50' },
              {
                kind: 'service-fee',
                label: 'Service fee (5%)',
                quantity: 1,
                unitAmount: '103.43',
                amount: '103.43',
              },
            ],
          }),
          aBooking({ id: 'b2', car: { ...aBooking({}).car, make: 'Kia', model: 'Rio' } }),
        ]),
    });
    const card = await screen.findByRole('article', { name: '2020 Toyota Corolla' });
    for (const line of [
      '₵250 × 7 days₵1,750',
      'Weekly discount (10%)−₵175',
      'Regional surcharge (Ashanti)₵350',
      'Child seat₵143.50',
      'Service fee (5%)₵103.43',
      'Total₵2,171.93',
    ])
      expect(card).toHaveTextContent(line);
    const plain = screen.getByRole('article', { name: '2020 Kia Rio' });
    expect(plain).toHaveTextContent('₵250 × 2 days₵500Service fee (5%)₵25Total₵525');
    expect(plain).not.toHaveTextContent('discount');
    expect(plain).not.toHaveTextContent('Child seat');
  });

  it('cancels late only after the renter accepts no refund', async () => {
    const user = userEvent.setup();
    const { calls } = renderApp('/my-bookings', {
      'GET /api/my-bookings': () => jsonResponse([aBooking({})]),
      'POST /api/bookings/b1/cancel': () =>
        jsonResponse(aBooking({ status: 'cancelled', canCancel: false, refundAmount: '0.00' })),
    });
    const card = await screen.findByRole('article', { name: '2020 Toyota Corolla' });
    expect(card).toHaveTextContent('Confirmed');
    expect(card).toHaveTextContent('Paid');
    await user.click(within(card).getByRole('button', { name: 'Cancel Booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(dialog).toHaveTextContent('Free cancellation ended 24 hours before the start date.');
    expect(dialog).toHaveTextContent('will not be refunded');
    const confirm = within(dialog).getByRole('button', { name: 'Cancel Booking' });
    expect(confirm).toBeDisabled();
    await user.click(within(dialog).getByLabelText('I understand that I will not get a refund.'));
    await user.click(confirm);
    await waitFor(() => expect(notifications()).toHaveTextContent('No refund is due.'));
    expect(calls.find((c) => c.call === 'POST /api/bookings/b1/cancel')?.body).toEqual({
      acceptNoRefund: true,
    });
  });

  /** Opens the cancel dialog of the one booking on My Bookings. */
  async function openCancelDialog(booking: BookingView, cancelled = aBooking({ status: 'cancelled' })) {
    const user = userEvent.setup();
    const rendered = renderApp('/my-bookings', {
      'GET /api/my-bookings': () => jsonResponse([booking]),
      'POST /api/bookings/b1/cancel': () => jsonResponse(cancelled),
    });
    const card = await screen.findByRole('article', { name: '2020 Toyota Corolla' });
    await user.click(within(card).getByRole('button', { name: 'Cancel Booking' }));
    return { user, ...rendered, dialog: await screen.findByRole('dialog', { name: 'Cancel this booking?' }) };
  }

  it('says until when cancelling is free: 24 hours before the start, at 00:00 GMT', async () => {
    const { dialog } = await openCancelDialog(aBooking({ cancellationIsFree: true }));
    expect(dialog).toHaveTextContent(
      'You will get a full refund of ₵525: free cancellation lasts until Mar 4, 2030, 00:00 GMT.',
    );
    expect(dialog).not.toHaveTextContent('after booking');
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
  });

  it('says when the hour after booking ends for a booking made close to its start, and cancels for free', async () => {
    const { user, dialog, calls } = await openCancelDialog(
      aBooking({
        cancellationIsFree: true,
        freeCancellationUntil: '2030-03-04T15:20:00.000Z',
        freeCancellationGrace: true,
      }),
      aBooking({ status: 'cancelled', canCancel: false, refundAmount: '525.00' }),
    );
    expect(dialog).toHaveTextContent('free cancellation lasts until Mar 4, 2030, 15:20 GMT.');
    expect(dialog).toHaveTextContent(
      'Because you booked close to the start date, cancelling is free for up to an hour after booking.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Booking' }));
    await waitFor(() => expect(notifications()).toHaveTextContent('Your refund of ₵525 is on its way.'));
    expect(calls.find((c) => c.call === 'POST /api/bookings/b1/cancel')?.body).toEqual({
      acceptNoRefund: false,
    });
  });

  it('says the hour after booking is over once it is, and asks to accept no refund', async () => {
    const { dialog } = await openCancelDialog(
      aBooking({ freeCancellationUntil: '2030-03-04T15:20:00.000Z', freeCancellationGrace: true }),
    );
    expect(dialog).toHaveTextContent(
      'Free cancellation ended at Mar 4, 2030, 15:20 GMT, an hour after you booked. If you cancel now, the ₵525 you paid will not be refunded.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel Booking' })).toBeDisabled();
  });

  it('takes the review of a completed stay in a dialog, checked before it is sent', async () => {
    const user = userEvent.setup();
    const completed = aBooking({ status: 'completed', canCancel: false, canReview: true });
    const { calls } = renderApp('/my-bookings', {
      'GET /api/my-bookings': () => jsonResponse([completed]),
      'POST /api/bookings/b1/review': () =>
        jsonResponse({ ...completed, canReview: false, reviewed: true }, 201),
    });
    await user.click(await screen.findByRole('tab', { name: 'Past (1)' }));
    await user.click(screen.getByRole('button', { name: 'Leave a Review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave a review' });
    expect(dialog).toHaveTextContent('How was the 2020 Toyota Corolla?');
    const stars = (legend: string) => within(within(dialog).getByRole('group', { name: legend }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit Review' }));
    expect(within(dialog).getByRole('group', { name: 'The car' })).toHaveTextContent(
      'Please give a rating from 1 to 5 stars',
    );
    expect(calls.some((c) => c.call === 'POST /api/bookings/b1/review')).toBe(false);

    await user.click(stars('The car').getByRole('radio', { name: '4 stars' }));
    await user.click(stars('The host').getByRole('radio', { name: '5 stars' }));
    await user.type(within(dialog).getByLabelText('Comment'), 'Clean car.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(notifications()).toHaveTextContent('Thank you for your review'));
    expect(notifications()).toHaveTextContent(
      'Your review is hidden from the other party until they write theirs or 14 days pass.',
    );
    expect(calls.find((c) => c.call === 'POST /api/bookings/b1/review')?.body).toEqual({
      rating: 4,
      hostRating: 5,
      comment: 'Clean car.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
