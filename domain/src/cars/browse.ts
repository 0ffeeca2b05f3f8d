/** Cards per Browse Cars page: eight rows of three on a large screen. */
export const CARS_PAGE_SIZE = 24;

/** How Browse Cars orders its cards: newest listed first (the default), lowest daily price first, best rated first. */
export const CAR_SORTS = ['newest', 'price', 'rating'] as const;
export type CarSort = (typeof CAR_SORTS)[number];

/** The Browse Cars filters as the API takes them (spec section 9), and the order asked for. */
export interface CarQuery {
  location: string;
  price: 'all' | 'budget' | 'mid' | 'luxury';
  transmission: 'all' | 'automatic' | 'manual';
  /** Pick-up and return dates (YYYY-MM-DD, return exclusive); '' for any. Used only as a pair. */
  start: string;
  end: string;
  sort: CarSort;
}

export const NO_CAR_FILTERS: CarQuery = {
  location: '',
  price: 'all',
  transmission: 'all',
  start: '',
  end: '',
  sort: 'newest',
};

/**
 * The GET /api/cars URL of one Browse Cars page. The web app fetches it and the server
 * preloads the first unfiltered page from the HTML it sends, so both must build it alike.
 */
export function browseCarsPath(query: CarQuery, page: number): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(CARS_PAGE_SIZE) });
  if (query.location.trim()) params.set('location', query.location.trim());
  if (query.price !== 'all') params.set('price', query.price);
  if (query.transmission !== 'all') params.set('transmission', query.transmission);
  if (query.start && query.end) {
    params.set('start', query.start);
    params.set('end', query.end);
  }
  if (query.sort !== 'newest') params.set('sort', query.sort);
  return `/api/cars?${params}`;
}
