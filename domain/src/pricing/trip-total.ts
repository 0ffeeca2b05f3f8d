import type { Discounts } from '../cars/trip-rules';
import type { Pesewas } from '../money/money';
import { quoteBooking } from './quote';

/** What of a car prices a trip when the renter keeps the booking form's defaults. */
export interface SearchedCarPrices {
  pricePerDay: Pesewas;
  driverDailyRate: Pesewas | null;
  driverAvailable: boolean;
  discounts: Discounts;
  deposit: Pesewas;
}

/**
 * The total a booking of these dates shows and charges when the renter keeps the booking
 * form's defaults: the car's own region (no surcharge), no driver, no extras and the default
 * protection plan, which never has a fee (protectionPlansConfigSchema requires it), with the
 * car's discount for the length and its refundable deposit. The same quoteBooking as the
 * booking form and the server's booking, so a search result and the form never disagree.
 */
export const defaultTripTotal = (car: SearchedCarPrices, startDate: string, endDate: string): Pesewas =>
  quoteBooking({
    pricePerDay: car.pricePerDay,
    surchargePerDay: 0,
    driverDailyRate: car.driverDailyRate,
    includeDriver: false,
    driverAvailable: car.driverAvailable,
    discounts: car.discounts,
    startDate,
    endDate,
    deposit: car.deposit,
  }).total;
