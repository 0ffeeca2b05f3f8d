import { NO_DISCOUNTS } from '../cars/trip-rules';
import type { Pesewas } from '../money/money';
import { type QuoteRequest, quoteBooking } from './quote';

/** What a test names of a quote request; the rest is a plain booking. */
export type PlainQuoteRequest = Pick<QuoteRequest, 'pricePerDay' | 'startDate' | 'endDate'> &
  Partial<QuoteRequest>;

/** The domain's quote for a booking with no delivery, no driver and no discount, but where `request` says. */
export const plainQuote = (request: PlainQuoteRequest) =>
  quoteBooking({
    surchargePerDay: 0,
    driverDailyRate: null,
    includeDriver: false,
    driverAvailable: false,
    discounts: NO_DISCOUNTS,
    ...request,
  });

/** A quote request's fields for a booking with the car's professional driver at `dailyRate`. */
export const withDriver = (dailyRate: Pesewas) => ({
  driverDailyRate: dailyRate,
  includeDriver: true,
  driverAvailable: true,
});
