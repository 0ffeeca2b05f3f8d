import { bookingsContract } from '@akwaaba/domain/bookings/bookings.contract';
import { browseCarsPath, type CarQuery } from '@akwaaba/domain/cars/browse';
import type {
  BrowsedCarView,
  CarDetailView,
  CarOwnerView,
  CarReviewView,
  PublicCarView,
  RegionSurchargeView,
  RegionView,
} from '@akwaaba/domain/cars/car.views';
import { carsContract } from '@akwaaba/domain/cars/cars.contract';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { keyOf, operationQuery } from './calls.ts';
import { apiRequest } from './http.ts';

export type { CarQuery } from '@akwaaba/domain/cars/browse';

/** One car as GET /api/cars returns it. Money is a decimal string in cedi ("250.00"). */
export type Car = PublicCarView;
/** One car as Browse Cars lists it: with its rating, and the trip's total when dates were searched. */
export type BrowsedCar = BrowsedCarView;
export type CarOwner = CarOwnerView;
export type CarReview = CarReviewView;
/** GET /api/cars/{id}: the car with its host and reviews (and its papers, for its owner and admins). */
export type CarDetail = CarDetailView;
export type Region = RegionView;
/** One regional surcharge of a car: money as a decimal string in cedi. */
export type RegionPricing = RegionSurchargeView;

export interface CarsPage {
  cars: BrowsedCar[];
  /** How many cars match the filters in all. */
  total: number;
}

/**
 * Browse Cars, filtered and paged on the server: the list stays light however many cars
 * are listed. Each page carries the total from the X-Total-Count header.
 */
export const browseCarsQueryOptions = (query: CarQuery) =>
  infiniteQueryOptions({
    queryKey: carsContract.list.key(query),
    queryFn: async ({ pageParam, signal }): Promise<CarsPage> => {
      // The server preloads the first page by this very URL (browseCarsPath).
      const response = await apiRequest('GET', browseCarsPath(query, pageParam), undefined, signal);
      const cars = (await response.json()) as BrowsedCar[];
      return { cars, total: Number(response.headers.get('x-total-count') ?? cars.length) };
    },
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.reduce((count, page) => count + page.cars.length, 0) < last.total && last.cars.length > 0
        ? pages.length + 1
        : undefined,
  });

export const carQueryOptions = (id: string) =>
  queryOptions({ ...operationQuery(carsContract.detail, { params: { id } }), enabled: id !== '' });

export const regionsQueryOptions = () => operationQuery(carsContract.regions);

export const regionPricingQueryOptions = (carId: string) =>
  queryOptions({
    ...operationQuery(carsContract.regionPricing, { params: { id: carId } }),
    enabled: carId !== '',
  });

/** Every cached read about one car: its page, its calendar and its regional surcharges. */
export const oneCarKeys = (id: string) => [
  keyOf(carsContract.detail, { params: { id } }),
  keyOf(bookingsContract.availability, { params: { id } }),
  keyOf(carsContract.regionPricing, { params: { id } }),
];

/** Every cached read about cars: the list and each car's reads. */
export const allCarKeys = () => [
  carsContract.list.key(),
  carsContract.detail.key(),
  bookingsContract.availability.key(),
  carsContract.regionPricing.key(),
];
