import type { FuelType, Transmission, VerificationStatus } from '@akwaaba/domain';
import { browseCarsPath, type CarQuery } from '@akwaaba/domain/car/browse';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { getQueryFn, throwIfNotOk } from './http.ts';

export type { CarQuery } from '@akwaaba/domain/car/browse';

/** One car as GET /api/cars returns it. Money is a decimal string in cedi ("250.00"). */
export interface Car {
  id: string;
  ownerId: string;
  make: string;
  model: string;
  year: number;
  location: string;
  pricePerDay: string;
  description: string | null;
  features: string[];
  seats: number;
  transmission: Transmission;
  fuelType: FuelType;
  available: boolean;
  verificationStatus: VerificationStatus;
  /** Only for the car's owner and admins. */
  verificationNotes?: string | null;
  images: string[];
  /** The card picture (a small WebP copy of the first photo), once the product made it. */
  thumbnailUrl: string | null;
  /** The photos for the gallery: large WebP copies where made, else the photos themselves. */
  gallery?: string[];
  driverAvailable: boolean;
  driverDailyRate: string | null;
  driverName: string | null;
  driverPhone: string | null;
  driverExperienceYears: number | null;
}

export interface CarOwner {
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  bio: string | null;
  phoneNumber: string | null;
}

export interface CarReview {
  id: string;
  rating: number;
  comment: string | null;
  reviewer: { profileImageUrl: string | null; firstName: string | null; lastName: string | null };
}

/** GET /api/cars/{id}: the car with its host and reviews. */
export interface CarDetail extends Car {
  owner: CarOwner | null;
  reviews: CarReview[];
  averageRating: number;
  reviewCount: number;
}

export interface CarsPage {
  cars: Car[];
  /** How many cars match the filters in all. */
  total: number;
}

/**
 * Browse Cars, filtered and paged on the server: the list stays light however many cars
 * are listed. Each page carries the total from the X-Total-Count header.
 */
export const browseCarsQueryOptions = (query: CarQuery) =>
  infiniteQueryOptions({
    queryKey: ['/api/cars', query],
    queryFn: async ({ pageParam, signal }): Promise<CarsPage> => {
      const response = await fetch(browseCarsPath(query, pageParam), { credentials: 'include', signal });
      await throwIfNotOk(response);
      const cars = (await response.json()) as Car[];
      return { cars, total: Number(response.headers.get('x-total-count') ?? cars.length) };
    },
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.reduce((count, page) => count + page.cars.length, 0) < last.total && last.cars.length > 0
        ? pages.length + 1
        : undefined,
  });

export const carQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['/api/cars', id], queryFn: getQueryFn<CarDetail>(), enabled: id !== '' });

export interface Region {
  id: string;
  name: string;
}

/** One regional surcharge of a car: money as a decimal string in cedi. */
export interface RegionPricing {
  id: string;
  regionId: string;
  surchargePerDay: string;
  region: { id: string; name: string };
}

export const regionsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/regions'], queryFn: getQueryFn<Region[]>() });

export const regionPricingQueryOptions = (carId: string) =>
  queryOptions({
    queryKey: ['/api/cars', carId, 'region-pricing'],
    queryFn: getQueryFn<RegionPricing[]>(),
    enabled: carId !== '',
  });
