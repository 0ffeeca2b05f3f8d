// @vitest-environment jsdom
import '#app/test/dom.ts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CarDetail } from '#app/api/cars.ts';
import { Toaster } from '#app/components/toast/Toaster.tsx';
import { aCarDetail, aUser, jsonResponse } from '#app/test/fixtures.ts';
import { renderScreen } from '#app/test/render-screen.tsx';
import { CarDetailView } from './CarDetailView.tsx';

const CAR: CarDetail = aCarDetail({
  id: 'c9',
  images: ['/p/1.jpg', '/p/2.jpg', '/p/3.jpg'],
  description: '  ',
  hostReputation: { averageRating: 4.5, reviewCount: 2, tripCount: 3 },
  owner: {
    firstName: 'Kwame',
    lastName: 'Asante',
    profileImageUrl: null,
    bio: 'Host in Accra.',
  },
  reviews: [
    {
      id: 'r1',
      rating: 4,
      comment: 'Great car.',
      reviewer: { firstName: 'Efua', lastName: 'Owusu', profileImageUrl: null },
    },
  ],
  averageRating: 4,
  reviewCount: 1,
});

function renderDetail(car: CarDetail, user: Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => user),
  );
  renderScreen(`/cars/${car.id}`, { '/cars/$id': () => <CarDetailView car={car} />, '/cars': null });
}

describe('car detail', () => {
  it('says New for a car nobody has reviewed yet, not a zero-star rating', async () => {
    renderDetail(
      { ...CAR, averageRating: 0, reviewCount: 0, reviews: [] },
      new Response('', { status: 401 }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: '2020 Toyota Corolla' })).toBeInTheDocument();
    expect(screen.getByText('New')).toBeInTheDocument();
    expect(screen.queryByText('0.0')).not.toBeInTheDocument();
    expect(screen.queryByText('(0 reviews)')).not.toBeInTheDocument();
  });

  it('shows the car, its badges, the description fallback, the host and reviews', async () => {
    renderDetail(CAR, new Response('', { status: 401 }));
    expect(await screen.findByRole('heading', { level: 1, name: '2020 Toyota Corolla' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Cars' })).toHaveAttribute('href', '/cars');
    expect(screen.getByText('4.0')).toBeInTheDocument();
    expect(screen.getByText('(1 reviews)')).toBeInTheDocument();
    expect(screen.getByText('DVLA Verified')).toBeInTheDocument();
    expect(screen.getByText('No description available.')).toBeInTheDocument();
    expect(screen.getByText('KA')).toBeInTheDocument();
    // The host's record with renters, from revealed reviews and completed trips.
    expect(screen.getByText('Rated 4.5 of 5 (2 reviews) · 3 trips')).toBeInTheDocument();
    // No number for a visitor: the page carries none (issue 31).
    expect(screen.getByRole('link', { name: "Sign in to see the host's number" })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fcars%2Fc9',
    );
    expect(screen.queryByRole('link', { name: /^Call/ })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('₵250')).toBeInTheDocument();
    expect(screen.getByText('Protected by Akwaaba Drive')).toBeInTheDocument();
    expect(screen.getByText('Free cancellation up to 24h before')).toBeInTheDocument();
  });

  it.each([
    ['signed-in', '+233 24 123 4567'],
    ['after-payment', null],
  ] as const)(
    'gives a signed-in renter the host’s number to call when the host shares it %s',
    async (phoneSharing, hostPhoneNumber) => {
      const fetchMock = vi.fn(async (url: string) =>
        url.endsWith('/api/cars/c9/contact')
          ? jsonResponse({ phoneSharing, hostPhoneNumber, driverPhone: null })
          : jsonResponse(aUser()),
      );
      vi.stubGlobal('fetch', fetchMock);
      renderScreen(`/cars/${CAR.id}`, { '/cars/$id': () => <CarDetailView car={CAR} />, '/cars': null });
      if (hostPhoneNumber)
        expect(await screen.findByRole('link', { name: `Call ${hostPhoneNumber}` })).toHaveAttribute(
          'href',
          'tel:+233241234567',
        );
      else
        expect(
          await screen.findByText('The host shares their number once your booking is paid.'),
        ).toBeInTheDocument();
      expect(
        screen.queryByRole('link', { name: "Sign in to see the host's number" }),
      ).not.toBeInTheDocument();
    },
  );

  it('says what the host asks of renters', async () => {
    renderDetail(
      { ...CAR, renterRequirements: { minCompletedTrips: 3, minRating: 4.5 } },
      new Response('', { status: 401 }),
    );
    expect(
      await screen.findByText(
        'The host asks for renters with at least 3 completed trips and a rating of 4.5 or more.',
      ),
    ).toBeInTheDocument();
  });

  it('says where the car is picked up by its area alone', async () => {
    renderDetail({ ...CAR, pickupArea: 'East Legon, Accra' }, new Response('', { status: 401 }));
    const line = await screen.findByText(/^Pick-up in/);
    expect(line).toHaveTextContent(
      'Pick-up in East Legon, Accra. The exact address comes with your paid booking.',
    );
  });

  it('has no pick-up line for a car without a pick-up point', async () => {
    renderDetail({ ...CAR, pickupArea: null }, new Response('', { status: 401 }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/^Pick-up in/)).not.toBeInTheDocument();
  });

  it('shows no requirement line for a car asking nothing', async () => {
    renderDetail(
      { ...CAR, renterRequirements: { minCompletedTrips: 0, minRating: null } },
      new Response('', { status: 401 }),
    );
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/The host asks for renters/)).not.toBeInTheDocument();
  });

  it('shows the host’s discounts with their percent, and the car’s trip rules', async () => {
    renderDetail(
      {
        ...CAR,
        discounts: { weeklyPercent: 10, monthlyPercent: 25 },
        tripRules: { minTripDays: 2, maxTripDays: 30, advanceNoticeDays: 1, bookAheadMonths: 3 },
      },
      new Response('', { status: 401 }),
    );
    const specifications = await screen.findByRole('list', { name: 'Specifications' });
    expect(within(specifications).getByText('Weekly discount (10%)')).toBeInTheDocument();
    expect(within(specifications).getByText('Monthly discount (25%)')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Trip rules' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Trips of at least 2 days',
      'Trips of at most 30 days',
      'Book 1 day ahead',
      'Bookable up to 3 months ahead',
    ]);
  });

  it('shows neither discounts nor rules for a car with the defaults', async () => {
    renderDetail(CAR, new Response('', { status: 401 }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/discount/)).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Trip rules' })).not.toBeInTheDocument();
  });

  it('lists the extras the car comes with and their daily rate, and no such card for a car without', async () => {
    renderDetail(
      { ...CAR, extras: [{ kind: 'child-seat', dailyRate: '20.00' }] },
      new Response('', { status: 401 }),
    );
    const extras = (await screen.findByRole('heading', { name: 'Extras' })).closest('section')!;
    expect(within(extras).getByRole('listitem')).toHaveTextContent('Child seat · ₵20/day');
    cleanup();

    renderDetail(CAR, new Response('', { status: 401 }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('heading', { name: 'Extras' })).not.toBeInTheDocument();
  });

  it('says what the renter pays at the return, before booking', async () => {
    renderDetail(
      { ...CAR, includedKmPerDay: 1500, extraKmFee: '1.50', fuelEighthFee: '100.00', lateHourFee: '50.00' },
      new Response('', { status: 401 }),
    );
    const terms = (await screen.findByRole('heading', { name: 'At the return' })).closest('section')!;
    expect(
      within(terms)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '1,500 km a day included, then ₵1.50 a kilometre',
      'Bring the fuel back to the level you found it, or pay ₵100 an eighth of a tank',
      '₵50 an hour started after the return time, once 30 minutes’ grace are over',
    ]);
  });

  it('says a car listed before return terms charges nothing at the return', async () => {
    const { includedKmPerDay, extraKmFee, fuelEighthFee, lateHourFee, ...older } = CAR;
    renderDetail(older, new Response('', { status: 401 }));
    const terms = (await screen.findByRole('heading', { name: 'At the return' })).closest('section')!;
    expect(
      within(terms)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Unlimited kilometres', 'No charge for fuel', 'No charge for a late return']);
  });

  it('hides the DVLA badge unless the car is approved', async () => {
    renderDetail({ ...CAR, verificationStatus: 'pending' }, new Response('', { status: 401 }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText('DVLA Verified')).not.toBeInTheDocument();
  });

  it('steps through the photos with wraparound, and a dot jumps to its photo', async () => {
    renderDetail(CAR, new Response('', { status: 401 }));
    const user = userEvent.setup();
    const photo = () => screen.getByRole('img', { name: /2020 Toyota Corolla \(\d of 3\)/ });
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(photo()).toHaveAttribute('src', '/p/3.jpg');
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(photo()).toHaveAttribute('src', '/p/1.jpg');
    await user.click(screen.getByRole('button', { name: 'Show photo 2 of 3' }));
    expect(photo()).toHaveAttribute('src', '/p/2.jpg');
    expect(screen.getByRole('button', { name: 'Show photo 2 of 3' })).toHaveAttribute('aria-current', 'true');
  });

  it('sends Book Now to /login when signed out, coming back to the booking after', async () => {
    renderDetail(CAR, new Response('', { status: 401 }));
    expect(await screen.findByRole('link', { name: 'Book Now' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fbook%2Fc9',
    );
  });

  it('sends a signed-in renter from Book Now to /book/{id}', async () => {
    renderDetail(
      CAR,
      jsonResponse({ id: 'u1', email: 'ama@example.com', firstName: 'Ama', lastName: 'Mensah' }),
    );
    const bookNow = await screen.findByRole('link', { name: 'Book Now' });
    await vi.waitFor(() => expect(bookNow).toHaveAttribute('href', '/book/c9'));
  });

  it('takes the searched dates on to the booking, through the login too', async () => {
    const stay = { start: '2030-01-10', end: '2030-01-14' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 401 })),
    );
    renderScreen(`/cars/${CAR.id}`, {
      '/cars/$id': () => <CarDetailView car={CAR} stay={stay} />,
      '/cars': null,
    });
    expect(await screen.findByRole('link', { name: 'Book Now' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent('/book/c9?start=2030-01-10&end=2030-01-14')}`,
    );
  });

  it('takes the searched dates on to /book/{id} for a signed-in renter', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(aUser())),
    );
    renderScreen(`/cars/${CAR.id}`, {
      '/cars/$id': () => <CarDetailView car={CAR} stay={{ start: '2030-01-10', end: '2030-01-14' }} />,
      '/cars': null,
    });
    const bookNow = await screen.findByRole('link', { name: 'Book Now' });
    await vi.waitFor(() =>
      expect(bookNow).toHaveAttribute('href', '/book/c9?start=2030-01-10&end=2030-01-14'),
    );
  });

  it('tells the owner why a listing that is not live cannot be seen by renters', async () => {
    renderDetail(
      { ...CAR, verificationStatus: 'rejected', verificationNotes: 'Blurry insurance scan' },
      jsonResponse(null, 401),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'This listing was rejected, so renters cannot see it. Admin note: Blurry insurance scan',
    );
  });
});

describe('reporting the listing', () => {
  /** The car page for `viewer` (null: signed out), the report's answer stubbed; returns the bodies sent. */
  function renderForReport(
    viewer: { id: string } | null,
    answer = () => jsonResponse({ id: 'r1', status: 'open' }, 201),
  ) {
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url === '/api/reports' && init?.method === 'POST') {
          sent.push(JSON.parse(String(init.body)));
          return answer();
        }
        return viewer
          ? jsonResponse(aUser(viewer))
          : jsonResponse({ message: 'You need to log in first.' }, 401);
      }),
    );
    renderScreen(
      `/cars/${CAR.id}`,
      { '/cars/$id': () => <CarDetailView car={CAR} />, '/cars': null },
      { alongside: <Toaster /> },
    );
    return sent;
  }

  it.each([
    ['a signed-out visitor', null, '/login?redirect=%2Fbook%2Fc9'],
    ['the car’s owner', { id: CAR.ownerId }, '/book/c9'],
  ])('is not offered to %s', async (_who, viewer, bookNowHref) => {
    renderForReport(viewer);
    // Book Now follows the session: once it points where it should, the session is known.
    const bookNow = await screen.findByRole('link', { name: 'Book Now' });
    await waitFor(() => expect(bookNow).toHaveAttribute('href', bookNowHref));
    expect(screen.queryByRole('button', { name: 'Report this listing' })).not.toBeInTheDocument();
  });

  it('asks for a reason, and details with Other, then sends the report', async () => {
    const sent = renderForReport({ id: 'u2' });
    await userEvent.click(await screen.findByRole('button', { name: 'Report this listing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this listing' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Choose a reason for your report')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Tell us what is wrong')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText('Details'), ' The photos are of another car. ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Report sent')).toBeInTheDocument();
    expect(screen.getByText('Thank you. An admin will look at it.')).toBeInTheDocument();
    expect(sent).toEqual([
      { subject: { kind: 'car', id: 'c9' }, reason: 'other', details: 'The photos are of another car.' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the server’s refusal of a second report', async () => {
    renderForReport({ id: 'u2' }, () =>
      jsonResponse({ message: 'You have already reported this. An admin will look at it.' }, 409),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Report this listing' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Unsafe car' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Report not sent')).toBeInTheDocument();
    expect(screen.getByText('You have already reported this. An admin will look at it.')).toBeInTheDocument();
  });
});

describe('asking the host', () => {
  /** The car page for `viewer` (null: signed out) with /messages/{id} beside it; returns the questions sent. */
  function renderForQuestion(viewer: { id: string } | null) {
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url === `/api/cars/${CAR.id}/questions` && init?.method === 'POST') {
          sent.push(JSON.parse(String(init.body)));
          return jsonResponse({ conversationId: 'q1', message: {} }, 201);
        }
        return viewer
          ? jsonResponse(aUser(viewer))
          : jsonResponse({ message: 'You need to log in first.' }, 401);
      }),
    );
    const router = renderScreen(`/cars/${CAR.id}`, {
      '/cars/$id': () => <CarDetailView car={CAR} />,
      '/cars': null,
      '/login': null,
      '/messages/$id': null,
    });
    return { sent, router };
  }

  it('sends a signed-out visitor to log in, and back to the car after', async () => {
    renderForQuestion(null);
    const bookNow = await screen.findByRole('link', { name: 'Book Now' });
    await waitFor(() => expect(bookNow).toHaveAttribute('href', '/login?redirect=%2Fbook%2Fc9'));
    expect(screen.getByRole('link', { name: 'Ask the host' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fcars%2Fc9',
    );
  });

  it('is not offered to the car’s owner', async () => {
    renderForQuestion({ id: CAR.ownerId });
    const bookNow = await screen.findByRole('link', { name: 'Book Now' });
    await waitFor(() => expect(bookNow).toHaveAttribute('href', '/book/c9'));
    expect(screen.queryByRole('link', { name: 'Ask the host' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ask the host' })).not.toBeInTheDocument();
  });

  it('lets a renter write a question in a dialog, then takes them to the conversation', async () => {
    const user = userEvent.setup();
    const { sent, router } = renderForQuestion({ id: 'u2' });
    await user.click(await screen.findByRole('button', { name: 'Ask the host' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask Kwame Asante' });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Type a message')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Your question' }), 'Is it free in May?');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/messages/q1'));
    expect(sent).toEqual([{ text: 'Is it free in May?', photo: null }]);
  });
});
