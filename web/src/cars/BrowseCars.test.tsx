// @vitest-environment jsdom
import '#app/test/dom.ts';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BrowsedCar, Car } from '#app/api/cars.ts';
import { aCar, jsonResponse } from '#app/test/fixtures.ts';
import { renderScreen } from '#app/test/render-screen.tsx';
import { BrowseCars } from './BrowseCars.tsx';
import { type CarsSearch, carsSearchSchema } from './cars-search.ts';

const CARS = [
  aCar({ id: 'a', make: 'Toyota', model: 'Corolla', location: 'Accra', pricePerDay: '120.00' }),
  aCar({
    id: 'b',
    make: 'Honda',
    model: 'Civic',
    location: 'Kumasi',
    pricePerDay: '200.00',
    transmission: 'Manual',
  }),
  aCar({
    id: 'c',
    make: 'Lexus',
    model: 'RX',
    location: 'Accra',
    pricePerDay: '450.00',
    thumbnailUrl: '/thumb-w480.webp',
    gallery: ['/large-w1200.webp'],
  }),
];

/** The /cars screen, its search validated like the real route's. */
function CarsPage() {
  const search = useSearch({ strict: false }) as CarsSearch;
  const navigate = useNavigate();
  // This test router is not the app's registered router, so its search type cannot line up.
  const onSearchChange = (next: CarsSearch) => navigate({ to: '.', search: next as never, replace: true });
  return <BrowseCars search={search} onSearchChange={onSearchChange} />;
}

const renderBrowseCars = (url = '/cars') =>
  renderScreen(url, {
    '/cars': { component: CarsPage, validateSearch: carsSearchSchema },
    '/cars/$id': null,
  });

function stubCars(response: Promise<Response>) {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/**
 * A stand-in for GET /api/cars that filters and pages like the server (api/src/routes/cars/cars.ts),
 * so the screen's requests and its rendering of the answers are both checked.
 */
function serveCars(cars: (Car | BrowsedCar)[]) {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    const params = new URL(url, 'http://localhost').searchParams;
    const location = params.get('location')?.toLowerCase() ?? '';
    const price = params.get('price');
    const transmission = params.get('transmission');
    const matching = cars.filter((car) => {
      const cedis = Number(car.pricePerDay);
      return (
        car.location.toLowerCase().includes(location) &&
        (!price ||
          (price === 'budget'
            ? cedis < 150
            : price === 'mid'
              ? cedis >= 150 && cedis <= 300
              : cedis > 300)) &&
        (!transmission || car.transmission.toLowerCase() === transmission)
      );
    });
    const page = Number(params.get('page') ?? 1);
    const size = Number(params.get('pageSize') ?? matching.length);
    const response = jsonResponse(matching.slice((page - 1) * size, page * size));
    response.headers.set('x-total-count', String(matching.length));
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const carTitles = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('Browse Cars', () => {
  it("shows 'Loading...' and six skeleton cards while the list loads", async () => {
    const fetchMock = stubCars(new Promise(() => {}));
    renderBrowseCars();
    expect(await screen.findByRole('heading', { name: 'Find Your Perfect Ride' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.getAllByTestId('car-card-skeleton')).toHaveLength(6);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/cars?page=1&pageSize=24');
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include' });
  });

  it('shows the result count and a card linking to each car', async () => {
    serveCars(CARS);
    renderBrowseCars();
    expect(await screen.findByText('3 cars available')).toBeInTheDocument();
    expect(screen.queryByTestId('car-card-skeleton')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '2020 Lexus RX' })).toHaveAttribute('href', '/cars/c');
    const lexus = screen.getByRole('link', { name: '2020 Lexus RX' }).closest('article')!;
    expect(within(lexus).getByText('₵450')).toBeInTheDocument();
    // Both copies the photo worker made, for the browser to pick by the card's width on screen.
    expect(lexus.querySelector('img')).toHaveAttribute(
      'srcset',
      '/thumb-w480.webp 480w, /large-w1200.webp 1200w',
    );
    expect(lexus.querySelector('img')).toHaveAttribute(
      'sizes',
      expect.stringContaining('calc(100vw - 32px)'),
    );
    expect(lexus.querySelector('img')).toHaveAttribute('src', '/large-w1200.webp');
  });

  it('filters by location, price and transmission, and writes the filters to the URL', async () => {
    serveCars(CARS);
    const user = userEvent.setup();
    const router = renderBrowseCars();
    await screen.findByText('3 cars available');

    await user.type(screen.getByPlaceholderText('Search by location (Accra, Kumasi...)'), 'accra');
    expect(await screen.findByText('2 cars available')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Price range'), 'luxury');
    await waitFor(() => expect(carTitles()).toEqual(['2020 Lexus RX']));
    await user.selectOptions(screen.getByLabelText('Transmission'), 'manual');
    expect(await screen.findByText('0 cars available')).toBeInTheDocument();

    await waitFor(() =>
      expect(router.state.location.search).toEqual({
        location: 'accra',
        price: 'luxury',
        transmission: 'manual',
      }),
    );
  });

  it('reads shared filters from the URL', async () => {
    const fetchMock = serveCars(CARS);
    renderBrowseCars('/cars?transmission=manual&price=unknown');
    expect(await screen.findByText('1 cars available')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/cars?page=1&pageSize=24&transmission=manual');
    expect(carTitles()).toEqual(['2020 Honda Civic']);
    expect(screen.getByLabelText('Price range')).toHaveValue('all');
  });

  it('shows the empty state, and Clear Filters resets the search and both dropdowns', async () => {
    serveCars(CARS);
    const user = userEvent.setup();
    const router = renderBrowseCars('/cars?location=Tamale&price=budget&transmission=automatic');
    expect(await screen.findByText('No cars found matching your criteria')).toBeInTheDocument();
    expect(screen.getByText('0 cars available')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(await screen.findByText('3 cars available')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search by location (Accra, Kumasi...)')).toHaveValue('');
    expect(screen.getByLabelText('Price range')).toHaveValue('all');
    expect(screen.getByLabelText('Transmission')).toHaveValue('all');
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  it('searches by pick-up and return dates, and the cars’ links carry the dates on', async () => {
    const fetchMock = serveCars(CARS);
    const router = renderBrowseCars();
    await screen.findByText('3 cars available');
    const pickUp = screen.getByLabelText('Pick-up date');
    expect(pickUp).toHaveAttribute('type', 'date');
    // Today is known once the page is on screen: no day before it can be picked.
    await waitFor(() => expect(pickUp).toHaveAttribute('min', new Date().toISOString().slice(0, 10)));

    fireEvent.change(pickUp, { target: { value: '2030-01-10' } });
    // One date alone narrows nothing.
    await waitFor(() => expect(router.state.location.search).toEqual({ start: '2030-01-10' }));
    expect(fetchMock.mock.calls.every(([url]) => !url.includes('start='))).toBe(true);
    expect(screen.getByLabelText('Return date')).toHaveAttribute('min', '2030-01-10');

    fireEvent.change(screen.getByLabelText('Return date'), { target: { value: '2030-01-14' } });
    await waitFor(() =>
      expect(fetchMock.mock.calls.at(-1)?.[0]).toBe(
        '/api/cars?page=1&pageSize=24&start=2030-01-10&end=2030-01-14',
      ),
    );
    expect(router.state.location.search).toEqual({ start: '2030-01-10', end: '2030-01-14' });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: '2020 Lexus RX' })).toHaveAttribute(
        'href',
        '/cars/c?start=2030-01-10&end=2030-01-14',
      ),
    );
  });

  it('says when the return is not after the pick-up, and sends no dates', async () => {
    const fetchMock = serveCars(CARS);
    renderBrowseCars('/cars?start=2030-01-10&end=2030-01-10');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The return date must be after the pick-up date.',
    );
    expect(await screen.findByText('3 cars available')).toBeInTheDocument();
    expect(fetchMock.mock.calls.every(([url]) => !url.includes('start='))).toBe(true);
    expect(screen.getByLabelText('Return date')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('link', { name: '2020 Lexus RX' })).toHaveAttribute('href', '/cars/c');
  });

  it('says a pick-up in the past cannot be searched, and a trip longer than 90 days neither', async () => {
    serveCars(CARS);
    renderBrowseCars('/cars?start=2020-01-10&end=2020-01-12');
    expect(await screen.findByRole('alert')).toHaveTextContent('The pick-up date cannot be in the past.');
    fireEvent.change(screen.getByLabelText('Pick-up date'), { target: { value: '2030-01-10' } });
    fireEvent.change(screen.getByLabelText('Return date'), { target: { value: '2030-06-10' } });
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('A trip can last at most 90 days.'),
    );
  });

  it('shows a car’s discounts on its card', async () => {
    serveCars([aCar({ id: 'd', discounts: { weeklyPercent: 10, monthlyPercent: 20 } }), CARS[0]!]);
    renderBrowseCars();
    await screen.findByText('2 cars available');
    const cards = screen.getAllByRole('article');
    expect(cards[0]).toHaveTextContent('Weekly discount · Monthly discount');
    expect(cards[1]).not.toHaveTextContent('discount');
  });

  it('asks the server for the chosen order, keeps it in the URL, and shows each car’s rating or New', async () => {
    const fetchMock = serveCars([
      { ...CARS[0]!, averageRating: 4.5, reviewCount: 2 },
      { ...CARS[1]!, averageRating: 0, reviewCount: 0 },
    ]);
    const user = userEvent.setup();
    const router = renderBrowseCars();
    await screen.findByText('2 cars available');
    const [rated, unrated] = screen.getAllByRole('article');
    expect(rated).toHaveTextContent('4.5 (2 reviews)');
    expect(unrated).toHaveTextContent('New');
    expect(unrated).not.toHaveTextContent('reviews');

    expect(screen.getByLabelText('Sort by')).toHaveValue('newest');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'price');
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: 'price' }));
    expect(fetchMock.mock.calls.at(-1)?.[0]).toBe('/api/cars?page=1&pageSize=24&sort=price');
  });

  it('shows with dates the trip’s total the server computed, to the pesewa where not whole cedi', async () => {
    serveCars([
      { ...CARS[0]!, averageRating: 0, reviewCount: 0, tripTotal: '1417.50' },
      { ...CARS[1]!, averageRating: 0, reviewCount: 0, tripTotal: '1350.00' },
    ]);
    renderBrowseCars('/cars?start=2030-01-10&end=2030-01-13&sort=rating');
    await screen.findByText('2 cars available');
    const [first, second] = screen.getAllByRole('article');
    expect(first).toHaveTextContent('₵1,417.50 total for 3 days');
    expect(second).toHaveTextContent('₵1,350 total for 3 days');
    expect(screen.getByLabelText('Sort by')).toHaveValue('rating');
  });

  it('offers to try again when the list cannot be loaded', async () => {
    stubCars(Promise.resolve(new Response('', { status: 503, statusText: 'Service Unavailable' })));
    renderBrowseCars();
    expect(await screen.findByRole('alert')).toHaveTextContent('Service Unavailable');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('loads 24 cars at a time, and more on request', async () => {
    const many = Array.from({ length: 26 }, (_, i) => aCar({ id: `car-${i}`, model: `Model ${i}` }));
    serveCars(many);
    const user = userEvent.setup();
    renderBrowseCars();
    expect(await screen.findByText('26 cars available')).toBeInTheDocument();
    expect(carTitles()).toHaveLength(24);
    await user.click(screen.getByRole('button', { name: 'Show more cars (2 more)' }));
    await waitFor(() => expect(carTitles()).toHaveLength(26));
    expect(screen.queryByRole('button', { name: /Show more cars/ })).not.toBeInTheDocument();
  });
});
