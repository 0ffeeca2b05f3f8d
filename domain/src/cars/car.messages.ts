import { MAX_CAR_IMAGES } from './constants';

/**
 * Every message a car form, the car API and the car decider can show, written once.
 * The quoted ones come verbatim from the product spec; keep them as they are.
 */
export const CAR_MESSAGES = {
  carNotFound: 'Car not found',
  makeRequired: 'Make is required',
  makeTooLong: 'Make must be at most 50 characters',
  modelRequired: 'Model is required',
  modelTooLong: 'Model must be at most 50 characters',
  locationRequired: 'Location is required',
  locationUnknown: 'Please choose a location from the list',
  priceRequired: 'Price is required',
  priceInvalid: 'Price must be an amount above 0 cedi, with at most 2 decimals',
  seatsOutOfRange: 'Seats must be between 1 and 20',
  transmissionInvalid: 'Transmission must be Automatic or Manual',
  fuelTypeInvalid: 'Fuel type must be Petrol, Diesel, Electric or Hybrid',
  descriptionTooLong: 'Description must be at most 2000 characters',
  featureBlank: 'A feature cannot be blank',
  featureTooLong: 'A feature must be at most 50 characters',
  tooManyFeatures: 'A car can have at most 30 features',
  imageBlank: 'An image path cannot be blank',
  tooManyImages: `A car can have at most ${MAX_CAR_IMAGES} images`,
  duplicateImage: 'Each photo can be on a car only once',
  roadworthyRequired: 'Roadworthy certificate is required',
  registrationRequired: 'Registration document is required',
  insuranceRequired: 'Insurance document is required',
  driverDetailsRequired:
    'When driver service is available, you must provide driver rate, name, phone, and experience years',
  driverRateInvalid: 'Driver rate must be an amount above 0 cedi, with at most 2 decimals',
  driverNameTooLong: 'Driver name must be at most 100 characters',
  driverPhoneInvalid: 'Please enter a valid phone number for the driver, like 024 412 3456',
  driverExperienceOutOfRange: 'Driver experience must be between 0 and 50 years',
  extrasInvalid: 'Extras must be a list of extras, each with a kind and a daily rate',
  extraUnknown: 'Please choose an extra from the list',
  extraOfferedTwice: 'Each extra can be offered only once',
  minCompletedTripsOutOfRange: 'Minimum completed trips must be a whole number from 0 to 50',
  minRatingInvalid: 'Minimum rating must be from 1.0 to 5.0, in steps of 0.5',
  minTripDaysOutOfRange: 'Shortest trip must be a whole number of days from 1 to 90',
  maxTripDaysOutOfRange: 'Longest trip must be a whole number of days from 1 to 90',
  minTripAboveMax: 'The shortest trip cannot be longer than the longest trip',
  advanceNoticeOutOfRange: 'Advance notice must be a whole number of days from 0 to 7',
  bookAheadOutOfRange: 'Booking window must be a whole number of months from 1 to 12',
  weeklyDiscountOutOfRange: 'Weekly discount must be a whole percent from 0 to 60',
  monthlyDiscountOutOfRange: 'Monthly discount must be a whole percent from 0 to 60',
  pickupPointInvalid: 'Pick-up point must have an area, a digital address and directions',
  pickupAreaRequired: 'Pick-up area is required, like East Legon, Accra',
  pickupAreaTooLong: 'Pick-up area must be at most 80 characters',
  digitalAddressRequired: 'Digital address is required, like GA-183-8164 (GhanaPost GPS)',
  digitalAddressInvalid: 'Digital address must look like GA-183-8164 (GhanaPost GPS)',
  pickupDirectionsRequired: 'Directions are required: how to find the car, by landmark',
  pickupDirectionsTooLong: 'Directions must be at most 200 characters',
  pickupPositionInvalid:
    'Map position must be a latitude and a longitude in degrees, like 5.6364 and -0.1619',
  handoverTimeInvalid: 'Handover hours must be times of day on the half hour, like 08:00 or 17:30',
  handoverHoursOrder: 'The last handover time must be after the first',
  pickupPositionOutsideGhana:
    'Map position must be in Ghana: latitude from 4.5 to 11.2, longitude from -3.3 to 1.2',
  regionPricingRequired: 'Please select a region and enter a surcharge',
  regionUnknown: 'Please select one of the 16 regions of Ghana',
  depositOutOfRange: 'Deposit must be an amount from 0 to 10,000 cedi, with at most 2 decimals',
  includedKmOutOfRange: 'Kilometres included must be a whole number from 50 to 2,000 a day, or unlimited',
  extraKmFeeOutOfRange:
    'Fee per extra kilometre must be an amount from 0 to 20 cedi, with at most 2 decimals',
  fuelEighthFeeOutOfRange: 'Fuel fee must be an amount from 0 to 500 cedi an eighth, with at most 2 decimals',
  lateHourFeeOutOfRange:
    'Late return fee must be an amount from 0 to 500 cedi an hour, with at most 2 decimals',
  surchargeInvalid: 'Surcharge must be an amount above 0 cedi, with at most 2 decimals',
  regionPricingNotFound: 'This car has no surcharge for that region',
  rejectNotesRequired: 'Please give the reason for rejecting this listing',
  notesTooLong: 'Notes must be at most 1000 characters',
  alreadyListed: 'This car is already listed.',
  onlyPendingCanBeReviewed: 'Only a listing pending verification can be approved or rejected.',
  onlyOwner: 'Only the owner of this car can change it.',
  onlyAdmin: 'Only an admin can do this.',
  onlyProduct: 'Only Akwaaba Drive itself records resized photos.',
  listOwnCarsOnly: 'You can only list cars as yourself.',
} as const;

/** "Child seat rate must be an amount above 0 cedi, with at most 2 decimals", like the driver's rate. */
export const extraRateInvalidMessage = (label: string) =>
  `${label} rate must be an amount above 0 cedi, with at most 2 decimals`;

/** "Year must be between 1900 and 2027": the upper bound moves with the calendar. */
export const yearOutOfRangeMessage = (maxYear: number) => `Year must be between 1900 and ${maxYear}`;
