import type { CarDetails } from './car.events';

/** A host's 2019 Corolla in Accra at ₵250 a day, with two photos and its papers, no driver. */
export const carDetails = (overrides: Partial<CarDetails> = {}): CarDetails => ({
  make: 'Toyota',
  model: 'Corolla',
  year: 2019,
  location: 'Accra',
  pricePerDay: 25_000,
  description: 'Clean and reliable',
  features: ['Air conditioning', 'Bluetooth'],
  seats: 5,
  transmission: 'Automatic',
  fuelType: 'Petrol',
  images: ['/objects/car-photos/a', '/objects/car-photos/b'],
  roadworthyDocument: '/objects/car-papers/r',
  registrationDocument: '/objects/car-papers/g',
  insuranceDocument: '/objects/car-papers/i',
  driverAvailable: false,
  driverDailyRate: null,
  driverName: null,
  driverPhone: null,
  driverExperienceYears: null,
  ...overrides,
});

/**
 * The car form's fields as a host types them (POST /api/cars: the price in cedis, as text),
 * without the photos and papers it uploads: a 2019 Corolla in Kumasi at ₵250 a day.
 */
export const carFormFields = {
  make: 'Toyota',
  model: 'Corolla',
  year: 2019,
  location: 'Kumasi',
  pricePerDay: '250',
  description: 'Clean and reliable',
  features: ['Air conditioning', 'Bluetooth'],
  seats: 5,
  transmission: 'Automatic',
  fuelType: 'Petrol',
};

/** The car offered with Kofi as its driver, at ₵150 a day. */
export const withDriver = {
  driverAvailable: true,
  driverDailyRate: 15_000,
  driverName: 'Kofi Asante',
  driverPhone: '+233244000111',
  driverExperienceYears: 12,
} satisfies Partial<CarDetails>;
