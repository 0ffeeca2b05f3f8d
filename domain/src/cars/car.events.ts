import type { Pesewas } from '../money/money';
import type { RegionId } from '../regions';
import type { DomainEvents } from '../shared/decider';
import type { PhotoVariants } from '../shared/photo-widths';
import type { FuelType, Transmission } from './constants';
import type { CarExtra } from './extras';
import type { HandoverHours } from './handover-hours';
import type { PickupPoint } from './pickup-point';
import type { RenterRequirements } from './renter-requirements';
import type { Discounts, TripRules } from './trip-rules';

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
  /** The extras the host offers, at most one per kind. Absent on cars listed before extras: read them with extrasOf. */
  extras?: CarExtra[];
  /** Absent on cars listed before hosts could ask anything: read it with renterRequirementsOf. */
  renterRequirements?: RenterRequirements;
  /** Absent on cars listed before hosts could set them: read them with tripRulesOf and discountsOf. */
  tripRules?: TripRules;
  discounts?: Discounts;
  /** The refundable deposit a renter pays with a booking. Absent on cars listed before deposits: read it with depositOfCar. */
  deposit?: Pesewas;
  /**
   * What the renter pays at the return (return-terms.ts): kilometres included per day (null for
   * unlimited) and the fees per extra kilometre, per eighth of fuel missing and per started hour
   * late. Absent on cars listed before return terms: read them with returnTermsOf.
   */
  includedKmPerDay?: number | null;
  extraKmFee?: Pesewas;
  fuelEighthFee?: Pesewas;
  lateHourFee?: Pesewas;
  /** Where the renter collects the car. Absent on cars listed before pick-up points: read it with pickupPointOf. */
  pickupPoint?: PickupPoint;
  /** False: the host approves each request before payment. Absent on cars listed before the choice: read it with instantBookOf. */
  instantBook?: boolean;
  /** When the host hands the car over and takes it back. Absent on cars listed before: read it with handoverHoursOf. */
  handoverHours?: HandoverHours;
}

/**
 * Each car event's data, by its type. Every type starts with 'Car', so a projection can take
 * the whole family by prefix. Who did it (actor id and role) travels in the event metadata,
 * added by the application; the data holds only the facts.
 */
interface CarEventData {
  /** A host listed a car. It waits for an admin's verification (verificationStatus 'pending'). */
  CarListed: { carId: string; ownerId: string; details: CarDetails; available: boolean };
  /**
   * The owner (or the product itself) changed some details. `changes` holds only the
   * fields whose value changed, with their new values. `sentBackToPending` is true when
   * this edit moved an approved or rejected car back to 'pending' verification, which
   * also clears the previous verification notes (docs/adr/0003).
   */
  CarUpdated: { carId: string; changes: Partial<CarDetails>; sentBackToPending: boolean };
  /** The owner opened or closed the car for booking. Only available cars show in the public listing. */
  CarAvailabilitySet: { carId: string; available: boolean };
  /** The owner set (or changed) the extra charge per day for delivering the car to a region. */
  CarRegionSurchargeSet: { carId: string; regionId: RegionId; surchargePerDay: Pesewas };
  /** The owner stopped charging extra for a region. */
  CarRegionSurchargeRemoved: { carId: string; regionId: RegionId };
  /** An admin verified a pending listing; it is live. Notes are optional. */
  CarApproved: { carId: string; notes: string | null };
  /** An admin turned a pending listing down; the notes tell the host why. */
  CarRejected: { carId: string; notes: string };
  /** The owner deleted the listing. The stream stays as its history. */
  CarDeleted: { carId: string };
  /** An admin removed the listing, optionally saying why. */
  CarDeletedByAdmin: { carId: string; notes: string | null };
  /**
   * The product made the resized copies of one of the car's photos (a worker, acting as
   * the system). `image` is the photo as the car lists it; the variants are object paths.
   */
  CarPhotoVariantsMade: { carId: string; image: string } & PhotoVariants;
}

export type CarEvent = DomainEvents<CarEventData>;

export const CAR_EVENT_TYPE_PREFIX = 'Car';

export const carStream = (carId: string) => `car-${carId}`;
