import type { FuelType, Transmission, VerificationStatus } from '@akwaaba/domain';
import { queryOptions } from '@tanstack/react-query';
import { getQueryFn } from './http.ts';

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
  verificationNotes: string | null;
  images: string[];
  thumbnailUrl: string | null;
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

export const carsQueryOptions = () => queryOptions({ queryKey: ['/api/cars'], queryFn: getQueryFn<Car[]>() });

export const carQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['/api/cars', id], queryFn: getQueryFn<CarDetail>(), enabled: id !== '' });
