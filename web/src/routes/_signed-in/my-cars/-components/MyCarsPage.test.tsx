// @vitest-environment jsdom
import '#app/test/dom.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ManagedCar } from '#app/api/my-cars.ts';
import { fixture } from '#app/test/fixture.ts';
import { aCar, aUser, jsonResponse } from '#app/test/fixtures.ts';
import { type Handler, renderApp } from '#app/test/render-app.tsx';
import { aHandover, aTrip, aTripBooking } from '#app/trips/trip-fixtures.ts';

const aManagedCar = fixture<ManagedCar>({
  ...aCar(),
  driverPhone: null,
  verificationNotes: null,
  gallery: [],
  updatedAt: '2026-01-06T10:00:00.000Z',
  roadworthyDocument: '/objects/car-papers/r',
  registrationDocument: '/objects/car-papers/g',
  insuranceDocument: '/objects/car-papers/i',
  documentLinks: { roadworthyDocument: null, registrationDocument: null, insuranceDocument: null },
});

/** /my-cars in the real route tree, signed in, with the server stubbed per endpoint; returns the calls made. */
function renderPage(endpoints: Record<string, Handler>) {
  return renderApp('/my-cars', endpoints, {
    user: aUser(),
    otherwise: () => new Response('{"message":"No such endpoint"}', { status: 404 }),
  }).calls;
}

/** /my-cars with the one car `car` (id c1), its Edit dialog open; returns the calls made and the dialog. */
async function editCar(car: ManagedCar) {
  const calls = renderPage({
    'GET /api/my-cars': () => jsonResponse([car]),
    'GET /api/regions': () => jsonResponse([]),
    'GET /api/cars/c1/region-pricing': () => jsonResponse([]),
    'PATCH /api/cars/c1': () => jsonResponse(car),
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Edit 2020 Toyota Corolla' }));
  return { calls, dialog: await screen.findByRole('dialog') };
}

describe('My Cars', () => {
  it('shows the empty state, whose button opens the Add Car dialog', async () => {
    renderPage({ 'GET /api/my-cars': () => jsonResponse([]), 'GET /api/regions': () => jsonResponse([]) });
    expect(await screen.findByText("You haven't listed any cars yet.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'List Your First Car' }));
    expect(await screen.findByRole('heading', { name: 'Add Car' })).toBeInTheDocument();
    // Listing needs the three papers.
    expect(screen.getByRole('button', { name: 'List Car' })).toBeDisabled();
  });

  it('shows each car with its badges, and the admin note only while it is not approved', async () => {
    renderPage({
      'GET /api/my-cars': () =>
        jsonResponse([
          aManagedCar({
            id: 'r',
            make: 'Kia',
            model: 'Rio',
            available: false,
            verificationStatus: 'rejected',
            verificationNotes: 'Insurance has expired',
            pricePerDay: '180.00',
            transmission: 'Manual',
            fuelType: 'Diesel',
          }),
          aManagedCar({ id: 'a', verificationStatus: 'approved', verificationNotes: 'Papers checked' }),
        ]),
    });
    const rejected = (await screen.findByRole('heading', { name: '2020 Kia Rio' })).closest('article')!;
    for (const text of ['Unavailable', 'Rejected', 'Insurance has expired', '₵180', 'Manual', 'Diesel'])
      expect(within(rejected).getByText(text, { exact: false })).toBeInTheDocument();
    expect(within(rejected).getByRole('link', { name: 'View 2020 Kia Rio' })).toHaveAttribute(
      'href',
      '/cars/r',
    );
    const approved = screen.getByRole('heading', { name: '2020 Toyota Corolla' }).closest('article')!;
    expect(within(approved).getByText('Verified')).toBeInTheDocument();
    expect(within(approved).getByText('Available')).toBeInTheDocument();
    expect(within(approved).queryByText('Papers checked', { exact: false })).not.toBeInTheDocument();
  });

  it('deletes a car only after the browser confirmation', async () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    const calls = renderPage({
      'GET /api/my-cars': () => jsonResponse([aManagedCar({ id: 'c1' })]),
      'DELETE /api/cars/c1': () => new Response(null, { status: 204 }),
    });
    const remove = await screen.findByRole('button', { name: 'Delete 2020 Toyota Corolla' });
    await userEvent.click(remove);
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this car?');
    expect(calls.some((c) => c.call.startsWith('DELETE'))).toBe(false);

    confirm.mockReturnValue(true);
    await userEvent.click(remove);
    await waitFor(() => expect(calls.some((c) => c.call === 'DELETE /api/cars/c1')).toBe(true));
  });

  it('checks the form with the spec’s messages before anything is sent', async () => {
    let uploads = 0;
    const calls = renderPage({
      'GET /api/my-cars': () => jsonResponse([]),
      'GET /api/regions': () => jsonResponse([]),
      'POST /api/objects/upload': () =>
        jsonResponse({ uploadURL: '/api/uploads/u', objectPath: `/objects/car-papers/${++uploads}` }),
      'PUT /api/uploads/u': () => jsonResponse({}),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Car' }));
    const dialog = await screen.findByRole('dialog');
    for (const paper of ['Roadworthy certificate', 'Registration document', 'Insurance document']) {
      const file = new File(['%PDF-1.4'], `${paper}.pdf`, { type: 'application/pdf' });
      await userEvent.upload(within(dialog).getByLabelText(paper), file);
      expect(await within(dialog).findByRole('button', { name: `Replace ${paper}` })).toBeInTheDocument();
    }
    await userEvent.type(within(dialog).getByLabelText('Price per day (₵)'), '150');
    await userEvent.click(within(dialog).getByLabelText('Offer a professional driver'));
    // The driver's phone says how to write it, as the payout form does.
    expect(within(dialog).getByLabelText('Driver phone')).toHaveAccessibleDescription(
      '10 digits, like 024 412 3456',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'List Car' }));
    expect(await within(dialog).findByText('Make is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Model is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Location is required')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'When driver service is available, you must provide driver rate, name, phone, and experience years',
      ),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.call === 'POST /api/cars')).toBe(false);
  });

  it('edits what the host asks of renters: the two fields show the car’s requirements and send the new ones', async () => {
    const { calls, dialog } = await editCar(
      aManagedCar({ id: 'c1', renterRequirements: { minCompletedTrips: 3, minRating: null } }),
    );
    const trips = within(dialog).getByLabelText('Minimum completed trips');
    const rating = within(dialog).getByLabelText('Minimum rating');
    expect(trips).toHaveValue(3);
    expect(rating).toHaveValue('');

    await userEvent.clear(trips);
    await userEvent.type(trips, '60');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(
      await within(dialog).findByText('Minimum completed trips must be a whole number from 0 to 50'),
    ).toBeInTheDocument();

    await userEvent.clear(trips);
    await userEvent.type(trips, '5');
    await userEvent.selectOptions(rating, '4.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(calls.find((c) => c.call === 'PATCH /api/cars/c1')?.body).toMatchObject({
        renterRequirements: { minCompletedTrips: 5, minRating: 4.5 },
      }),
    );
  });

  it('edits the trip rules and discounts, with the domain’s messages inline', async () => {
    const car = aManagedCar({
      id: 'c1',
      tripRules: { minTripDays: 2, maxTripDays: 30, advanceNoticeDays: 1, bookAheadMonths: 6 },
      discounts: { weeklyPercent: 10, monthlyPercent: 0 },
    });
    const { calls, dialog } = await editCar(car);
    const user = userEvent.setup();
    const rules = within(within(dialog).getByRole('group', { name: 'Trip rules and discounts' }));
    const shortest = rules.getByLabelText('Shortest trip (days)');
    const weekly = rules.getByLabelText('Weekly discount (%)');
    expect(shortest).toHaveValue(2);
    expect(rules.getByLabelText('Longest trip (days)')).toHaveValue(30);
    expect(rules.getByLabelText('Advance notice')).toHaveValue('1');
    expect(rules.getByLabelText('Booking window')).toHaveValue('6');
    expect(weekly).toHaveValue(10);
    expect(rules.getByLabelText('Monthly discount (%)')).toHaveValue(0);
    expect(
      within(rules.getByLabelText('Advance notice'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toHaveLength(8);

    await user.clear(shortest);
    await user.type(shortest, '40');
    await user.clear(weekly);
    await user.type(weekly, '70');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(
      await rules.findByText('The shortest trip cannot be longer than the longest trip'),
    ).toBeInTheDocument();
    expect(rules.getByText('Weekly discount must be a whole percent from 0 to 60')).toBeInTheDocument();
    expect(shortest).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.call === 'PATCH /api/cars/c1')).toBe(false);

    await user.clear(shortest);
    await user.type(shortest, '3');
    await user.clear(weekly);
    await user.type(weekly, '15');
    await user.selectOptions(rules.getByLabelText('Advance notice'), '2');
    await user.selectOptions(rules.getByLabelText('Booking window'), '3');
    await user.clear(rules.getByLabelText('Monthly discount (%)'));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(calls.find((c) => c.call === 'PATCH /api/cars/c1')?.body).toMatchObject({
        tripRules: { minTripDays: 3, maxTripDays: 30, advanceNoticeDays: 2, bookAheadMonths: 3 },
        // An empty percent box is no discount.
        discounts: { weeklyPercent: 15, monthlyPercent: 0 },
      }),
    );
  });

  it('proposes the usual return terms for a new car, with the hint renters see them before booking', async () => {
    renderPage({ 'GET /api/my-cars': () => jsonResponse([]), 'GET /api/regions': () => jsonResponse([]) });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Car' }));
    const group = within(await screen.findByRole('group', { name: 'At the return' }));
    expect(screen.getByRole('group', { name: 'At the return' })).toHaveAccessibleDescription(
      'Renters see these before booking. A late return counts after 30 minutes’ grace.',
    );
    expect(group.getByLabelText('Unlimited kilometres')).not.toBeChecked();
    expect(group.getByLabelText('Kilometres included per day')).toHaveValue(250);
    expect(group.getByLabelText('Fee per extra kilometre (₵)')).toHaveValue('1.5');
    expect(group.getByLabelText('Fuel fee per eighth of a tank (₵)')).toHaveValue('100');
    expect(group.getByLabelText('Late return fee per started hour (₵)')).toHaveValue('50');
  });

  it('edits the return terms: shows the car’s, names each bad value before anything is sent, and sends the four', async () => {
    const { calls, dialog } = await editCar(
      aManagedCar({
        id: 'c1',
        includedKmPerDay: 300,
        extraKmFee: '2.00',
        fuelEighthFee: '80.00',
        lateHourFee: '40.50',
      }),
    );
    const user = userEvent.setup();
    const group = within(within(dialog).getByRole('group', { name: 'At the return' }));
    const km = group.getByLabelText('Kilometres included per day');
    const extraKm = group.getByLabelText('Fee per extra kilometre (₵)');
    const fuel = group.getByLabelText('Fuel fee per eighth of a tank (₵)');
    const late = group.getByLabelText('Late return fee per started hour (₵)');
    expect(group.getByLabelText('Unlimited kilometres')).not.toBeChecked();
    expect(km).toHaveValue(300);
    expect(extraKm).toHaveValue('2');
    expect(fuel).toHaveValue('80');
    expect(late).toHaveValue('40.5');

    for (const [box, typed] of [
      [km, '20'],
      [extraKm, '25'],
      [fuel, '600'],
      [late, '1.234'],
    ] as const) {
      await user.clear(box);
      await user.type(box, typed);
    }
    const save = screen.getByRole('button', { name: 'Save Changes' });
    await user.click(save);
    for (const [box, message] of [
      [km, 'Kilometres included must be a whole number from 50 to 2,000 a day, or unlimited'],
      [extraKm, 'Fee per extra kilometre must be an amount from 0 to 20 cedi, with at most 2 decimals'],
      [fuel, 'Fuel fee must be an amount from 0 to 500 cedi an eighth, with at most 2 decimals'],
      [late, 'Late return fee must be an amount from 0 to 500 cedi an hour, with at most 2 decimals'],
    ] as const) {
      expect(await group.findByText(message)).toBeInTheDocument();
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(box).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(calls.some((c) => c.call === 'PATCH /api/cars/c1')).toBe(false);

    await user.clear(km);
    await user.type(km, '400');
    await user.clear(extraKm);
    await user.type(extraKm, '1.75');
    await user.clear(fuel);
    await user.clear(late);
    await user.type(late, '60');
    await user.click(save);
    // A blank fee is none.
    await waitFor(() =>
      expect(calls.find((c) => c.call === 'PATCH /api/cars/c1')?.body).toMatchObject({
        includedKmPerDay: 400,
        extraKmFee: '1.75',
        fuelEighthFee: '0',
        lateHourFee: '60',
      }),
    );
  });

  it('sends unlimited kilometres as no allowance, and hides the allowance box while ticked', async () => {
    const { calls, dialog } = await editCar(aManagedCar({ id: 'c1', includedKmPerDay: 250 }));
    const user = userEvent.setup();
    const group = within(within(dialog).getByRole('group', { name: 'At the return' }));
    await user.click(group.getByLabelText('Unlimited kilometres'));
    expect(group.queryByLabelText('Kilometres included per day')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(calls.find((c) => c.call === 'PATCH /api/cars/c1')?.body).toMatchObject({
        includedKmPerDay: null,
      }),
    );
  });

  it('reads a car listed before return terms as unlimited with no fees, and keeps it so', async () => {
    const { includedKmPerDay, extraKmFee, fuelEighthFee, lateHourFee, ...older } = aManagedCar({ id: 'c1' });
    const { calls, dialog } = await editCar(older);
    const user = userEvent.setup();
    const group = within(within(dialog).getByRole('group', { name: 'At the return' }));
    expect(group.getByLabelText('Unlimited kilometres')).toBeChecked();
    expect(group.queryByLabelText('Kilometres included per day')).toBeNull();
    expect(group.getByLabelText('Fee per extra kilometre (₵)')).toHaveValue('0');
    expect(group.getByLabelText('Fuel fee per eighth of a tank (₵)')).toHaveValue('0');
    expect(group.getByLabelText('Late return fee per started hour (₵)')).toHaveValue('0');
    // Unticked, the box proposes the usual allowance.
    await user.click(group.getByLabelText('Unlimited kilometres'));
    expect(group.getByLabelText('Kilometres included per day')).toHaveValue(250);
    await user.click(group.getByLabelText('Unlimited kilometres'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(calls.find((c) => c.call === 'PATCH /api/cars/c1')?.body).toMatchObject({
        includedKmPerDay: null,
        extraKmFee: '0',
        fuelEighthFee: '0',
        lateHourFee: '0',
      }),
    );
  });

  it('offers a child seat at the host’s daily rate: the rate is checked by the domain’s rule and sent as an extra', async () => {
    const { calls, dialog } = await editCar(aManagedCar({ id: 'c1' }));
    const user = userEvent.setup();
    const extras = within(within(dialog).getByRole('group', { name: 'Extras' }));
    const offer = extras.getByLabelText('Offer a child seat');
    expect(offer).not.toBeChecked();
    expect(extras.queryByLabelText('Child seat rate per day (₵)')).toBeNull();

    await user.click(offer);
    const save = screen.getByRole('button', { name: 'Save Changes' });
    await user.click(save);
    const rate = extras.getByLabelText('Child seat rate per day (₵)');
    expect(
      await extras.findByText('Child seat rate must be an amount above 0 cedi, with at most 2 decimals'),
    ).toBeInTheDocument();
    expect(rate).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.call === 'PATCH /api/cars/c1')).toBe(false);

    await user.type(rate, '20.5');
    await user.click(save);
    await waitFor(() =>
      expect(calls.find((c) => c.call === 'PATCH /api/cars/c1')?.body).toMatchObject({
        extras: [{ kind: 'child-seat', dailyRate: '20.5' }],
      }),
    );
  });

  it('asks the host of a car without a pick-up point to add one, and the prompt opens the form', async () => {
    renderPage({
      'GET /api/my-cars': () =>
        jsonResponse([
          aManagedCar({ id: 'c1', pickupPoint: null }),
          aManagedCar({
            id: 'c2',
            make: 'Kia',
            model: 'Rio',
            pickupPoint: {
              area: 'Osu, Accra',
              digitalAddress: 'GA-0397-1123',
              directions: 'Green gate',
              position: null,
            },
          }),
        ]),
      'GET /api/regions': () => jsonResponse([]),
      'GET /api/cars/c1/region-pricing': () => jsonResponse([]),
    });
    const withPoint = (await screen.findByRole('heading', { name: '2020 Kia Rio' })).closest('article')!;
    expect(within(withPoint).getByText('Pick-up: Osu, Accra')).toBeInTheDocument();
    expect(within(withPoint).queryByText('No pick-up point yet.')).toBeNull();
    const without = screen.getByRole('heading', { name: '2020 Toyota Corolla' }).closest('article')!;
    expect(within(without).getByText('No pick-up point yet.')).toBeInTheDocument();
    await userEvent.click(
      within(without).getByRole('button', { name: 'Add a pick-up point to 2020 Toyota Corolla' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('group', { name: 'Pick-up point' })).toBeInTheDocument();
  });

  it('sends the pick-up point as typed, names a malformed address on its box, and leaves it out while blank', async () => {
    const { calls, dialog } = await editCar(aManagedCar({ id: 'c1', pickupPoint: null }));
    const user = userEvent.setup();
    const pickup = within(within(dialog).getByRole('group', { name: 'Pick-up point' }));
    const save = screen.getByRole('button', { name: 'Save Changes' });
    await user.type(pickup.getByLabelText('Area'), 'East Legon, Accra');
    await user.type(pickup.getByLabelText('Digital address'), 'GA 18 8164');
    await user.type(pickup.getByLabelText('Directions'), 'Opposite the Shell station, blue gate');
    await user.type(pickup.getByLabelText('Latitude (optional)'), '5.6364');
    await user.click(save);
    expect(
      await pickup.findByText('Digital address must look like GA-183-8164 (GhanaPost GPS)'),
    ).toBeInTheDocument();
    expect(pickup.getByLabelText('Longitude (optional)')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.call === 'PATCH /api/cars/c1')).toBe(false);

    await user.clear(pickup.getByLabelText('Digital address'));
    await user.type(pickup.getByLabelText('Digital address'), 'ga 183 8164');
    await user.type(pickup.getByLabelText('Longitude (optional)'), '-0.1619');
    await user.click(save);
    await waitFor(() =>
      expect(calls.find((c) => c.call === 'PATCH /api/cars/c1')?.body).toMatchObject({
        pickupPoint: {
          area: 'East Legon, Accra',
          digitalAddress: 'ga 183 8164',
          directions: 'Opposite the Shell station, blue gate',
          position: { latitude: 5.6364, longitude: -0.1619 },
        },
      }),
    );
  });

  it('shows the child seat a car offers, and withdraws it when the host unticks it', async () => {
    const { calls, dialog } = await editCar(
      aManagedCar({ id: 'c1', extras: [{ kind: 'child-seat', dailyRate: '20.00' }] }),
    );
    const user = userEvent.setup();
    const extras = within(within(dialog).getByRole('group', { name: 'Extras' }));
    expect(extras.getByLabelText('Offer a child seat')).toBeChecked();
    expect(extras.getByLabelText('Child seat rate per day (₵)')).toHaveValue('20');

    await user.click(extras.getByLabelText('Offer a child seat'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(calls.find((c) => c.call === 'PATCH /api/cars/c1')?.body).toMatchObject({ extras: [] }),
    );
  });

  it('shows each booking of the host’s cars with what the host earns, its lines (the child seat among them) and what the renter pays', async () => {
    renderPage({
      'GET /api/my-cars': () => jsonResponse([aManagedCar({ id: 'c1', ownerId: aUser().id })]),
      'GET /api/host-bookings': () =>
        jsonResponse([
          {
            ...aTripBooking(null, {
              totalPrice: '567.00',
              lines: [
                { kind: 'rental', label: 'Daily price', quantity: 2, unitAmount: '250.00', amount: '500.00' },
                {
                  kind: 'child-seat',
                  label: 'Child seat',
                  quantity: 2,
                  unitAmount: '20.00',
                  amount: '40.00',
                },
                {
                  kind: 'service-fee',
                  label: 'Service fee (5%)',
                  quantity: 1,
                  unitAmount: '27.00',
                  amount: '27.00',
                },
              ],
            }),
            renter: {
              firstName: 'Ama',
              lastName: 'Mensah',
              reputation: { averageRating: null, reviewCount: 0, tripCount: 0 },
            },
            youEarn: '459.00',
          },
          {
            ...aTripBooking(null, {
              id: 'b2',
              status: 'pending',
              paymentStatus: 'unpaid',
              destinationRegionId: 'ashanti',
              destinationRegionName: 'Ashanti',
              deliveryPoint: {
                digitalAddress: 'AK-039-5028',
                directions: 'Behind the Kejetia market, blue gate',
              },
            }),
            renter: {
              firstName: 'Kofi',
              lastName: 'Asare',
              reputation: { averageRating: null, reviewCount: 0, tripCount: 0 },
            },
            youEarn: '425.00',
          },
        ]),
    });
    const section = (await screen.findByRole('heading', { name: 'Bookings of your cars' })).closest(
      'section',
    )!;
    const [paid, held] = await within(section).findAllByRole('listitem');
    expect(paid).toHaveTextContent(
      'You earn ₵459₵250 × 2 days₵500Child seat₵40Service fee (5%)₵27Renter pays₵567',
    );
    expect(paid).not.toHaveTextContent('once paid');
    expect(held).toHaveTextContent('You earn ₵425 once paid');
    expect(held).toHaveTextContent('Deliver to AK-039-5028: Behind the Kejetia market, blue gate');
  });

  it('shows the host the renter’s rating and trips beside the trip', async () => {
    renderPage({
      // The bookings of the host's cars show under the cars.
      'GET /api/my-cars': () => jsonResponse([aManagedCar({ id: 'c1', ownerId: aUser().id })]),
      'GET /api/host-bookings': () =>
        jsonResponse([
          {
            ...aTripBooking(aTrip({ viewer: 'host', state: 'in_progress', handover: aHandover() })),
            renter: {
              firstName: 'Ama',
              lastName: 'Mensah',
              reputation: { averageRating: 4.5, reviewCount: 2, tripCount: 3 },
            },
            youEarn: '425.00',
          },
        ]),
    });
    const section = (await screen.findByRole('heading', { name: 'Bookings of your cars' })).closest(
      'section',
    )!;
    // The renter has not yet confirmed the host's handover record: the trip is not under way yet.
    await within(section).findByText('Handover to confirm');
    expect(section).toHaveTextContent('Rated 4.5 of 5 (2 reviews) · 3 trips');
    expect(within(section).getByRole('link', { name: 'Open trip' })).toHaveAttribute('href', '/trips/b1');
  });
  it('lets the host answer a request: the renter’s message, verification and record, then Accept', async () => {
    const calls = renderPage({
      'GET /api/my-cars': () => jsonResponse([aManagedCar({ id: 'c1', ownerId: aUser().id })]),
      'GET /api/host-bookings': () =>
        jsonResponse([
          {
            ...aTripBooking(null, {
              status: 'requested',
              paymentStatus: 'unpaid',
              holdExpiresAt: '2026-12-01T20:00:00.000Z',
              request: { message: 'Hello, for a wedding in Kumasi.', acceptedAt: null },
            }),
            renter: {
              firstName: 'Ama',
              lastName: 'Mensah',
              reputation: { averageRating: 4.5, reviewCount: 2, tripCount: 3 },
              driverVerification: 'approved',
            },
            youEarn: '425.00',
          },
        ]),
      'POST /api/bookings/b1/accept': () => jsonResponse(null),
    });
    const row = (await screen.findByText(/Ama Mensah asks to book/)).closest('li')!;
    expect(row).toHaveTextContent('Hello, for a wedding in Kumasi.');
    expect(row).toHaveTextContent('Licence and ID approved by Akwaaba Drive');
    expect(row).toHaveTextContent('Rated 4.5 of 5 (2 reviews) · 3 trips');
    expect(row).toHaveTextContent('You earn ₵425 if you accept and they pay');
    await userEvent.setup().click(within(row).getByRole('button', { name: 'Accept Ama Mensah’s request' }));
    await waitFor(() => expect(calls.some((c) => c.call === 'POST /api/bookings/b1/accept')).toBe(true));
    expect(await screen.findByText('Request accepted')).toBeVisible();
  });
});
