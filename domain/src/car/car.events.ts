import type { Pesewas } from '../money/money';
import type { DomainEvent } from '../shared/decider';
import type { FuelType, Transmission } from './constants';

/** Everything a host describes about a car. Money in pesewas. */
export interface CarDetails {
  make: string;
  model: string;
  year: number;
  location: string;
  pricePerDay: Pesewas;
  description: string;
  features: string[];
  seats: number;
  transmission: Transmission;
  fuelType: FuelType;
  images: string[];
  roadworthyDocument: string | null;
  registrationDocument: string | null;
  insuranceDocument: string | null;
  driverAvailable: boolean;
  driverDailyRate: Pesewas | null;
  driverName: string | null;
  driverPhone: string | null;
  driverExperienceYears: number | null;
}

export type CarListed = DomainEvent<
  'CarListed',
  { carId: string; ownerId: string; details: CarDetails; available: boolean }
>;
export type CarApproved = DomainEvent<'CarApproved', { carId: string; notes: string | null }>;

export type CarEvent = CarListed | CarApproved;

export const carStream = (carId: string) => `car-${carId}`;
