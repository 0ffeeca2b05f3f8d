/** The cities a host can list a car in (spec section 5). */
export const CAR_LOCATIONS = [
  'Accra',
  'Kumasi',
  'Tamale',
  'Takoradi',
  'Cape Coast',
  'Tema',
  'Koforidua',
  'Sunyani',
  'Ho',
  'Wa',
] as const;
export type CarLocation = (typeof CAR_LOCATIONS)[number];

export const TRANSMISSIONS = ['Automatic', 'Manual'] as const;
export type Transmission = (typeof TRANSMISSIONS)[number];

export const FUEL_TYPES = ['Petrol', 'Diesel', 'Electric', 'Hybrid'] as const;
export type FuelType = (typeof FUEL_TYPES)[number];

export const VERIFICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export const MAX_CAR_IMAGES = 5;

export const MIN_CAR_YEAR = 1900;
/** The newest model year a host may list: next year's models are sold from mid-year. */
export const maxCarYear = (today: Date = new Date()) => today.getFullYear() + 1;

export const MIN_SEATS = 1;
export const MAX_SEATS = 20;
export const MAX_DRIVER_EXPERIENCE_YEARS = 50;
