import * as v from 'valibot';
import { daysBetween, ghanaDate, isCalendarDate } from '../bookings/stay';
import { byId, defineContract, idParam } from '../shared/contract';
import { pageQuery, withoutControlCharacters } from '../shared/form-schemas';
import { CAR_SORTS } from './browse';
import {
  approveCarSchema,
  createCarSchema,
  regionPricingSchema,
  rejectCarSchema,
  updateCarSchema,
} from './car.schemas';
import {
  adminCarView,
  browsedCarView,
  carDetailView,
  carHistoryEntryView,
  managedCarView,
  regionSurchargeView,
  regionView,
  verdictView,
} from './car.views';
import { VERIFICATION_STATUSES } from './constants';
import { PRICE_BANDS } from './price-bands';
import { MAX_TRIP_DAYS } from './trip-rules';

const MAX_PAGE_SIZE = 48;

const wholeNumber = (name: string, max: number) =>
  v.pipe(
    v.string(`${name} must be a whole number from 1 to ${max}`),
    v.regex(/^\d{1,6}$/, `${name} must be a whole number from 1 to ${max}`),
    v.transform(Number),
    v.minValue(1, `${name} must be a whole number from 1 to ${max}`),
    v.maxValue(max, `${name} must be a whole number from 1 to ${max}`),
  );

const searchDate = (name: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.check((date: string) => isCalendarDate(date), `${name} must be a date written YYYY-MM-DD`),
      // Checked when the request is read, so a long-running server moves on at midnight.
      v.check((date: string) => date >= ghanaDate(new Date()), `${name} cannot be in the past`),
    ),
  );

/** The spec's Browse Cars filters, and paging. "all" (or leaving a filter out) means any. */
const browseFilters = v.object({
  location: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(100, 'location must be at most 100 characters'),
      withoutControlCharacters('location'),
    ),
  ),
  price: v.optional(
    v.picklist(['all', ...PRICE_BANDS], `price must be one of: all, ${PRICE_BANDS.join(', ')}`),
  ),
  transmission: v.optional(
    v.pipe(
      v.string(),
      v.toLowerCase(),
      v.picklist(['all', 'automatic', 'manual'], 'transmission must be one of: all, automatic, manual'),
    ),
  ),
  page: v.optional(wholeNumber('page', 100_000)),
  pageSize: v.optional(wholeNumber('pageSize', MAX_PAGE_SIZE)),
  /** Pick-up and return dates: only cars free for [start, end) under their trip rules. */
  start: searchDate('start'),
  end: searchDate('end'),
  sort: v.optional(v.picklist(CAR_SORTS, `sort must be one of: ${CAR_SORTS.join(', ')}`)),
});

/** Both dates when both are real days; null otherwise (the fields' own checks answer for the rest). */
const datesOf = ({ start, end }: { start?: string | undefined; end?: string | undefined }) =>
  isCalendarDate(start) && isCalendarDate(end) ? { start, end } : null;

const browseQuery = v.pipe(
  browseFilters,
  v.check(({ start, end }) => (start === undefined) === (end === undefined), 'start and end go together'),
  v.check((query) => {
    const dates = datesOf(query);
    return dates === null || dates.end > dates.start;
  }, 'end must be after start'),
  v.check((query) => {
    const dates = datesOf(query);
    return dates === null || daysBetween(dates.start, dates.end) <= MAX_TRIP_DAYS;
  }, `A trip can last at most ${MAX_TRIP_DAYS} days`),
);

/** A car's papers by the name their link uses. */
export const CAR_DOCUMENT_KINDS = ['roadworthy', 'registration', 'insurance'] as const;
export type CarDocumentKind = (typeof CAR_DOCUMENT_KINDS)[number];

/** Browse, detail and a car's regional surcharges: what anyone may see of the listings. */
export const carsContract = defineContract('cars', {
  list: {
    summary: 'Cars anyone may browse: approved and available, newest first unless sorted',
    description:
      'Without parameters: every such car (spec section 7). `location` (case-insensitive substring), ' +
      '`price` (budget under ₵150, mid ₵150–₵300, luxury over ₵300) and `transmission` filter it; ' +
      '`page` and `pageSize` (default 24, at most 48) page it. `start` and `end` (YYYY-MM-DD, end ' +
      'exclusive) keep only cars free for those days whose trip rules allow the trip, and give each ' +
      'car `tripTotal`: the booking’s total for those dates with the booking form’s defaults (no ' +
      'delivery, driver or extras, the default protection plan, the deposit). `sort` orders the ' +
      'cars: `newest` (the default), `price` (lowest price per day first) or `rating` (best mean ' +
      'rating first, cars without reviews last). Each car carries `averageRating` (one decimal, 0 ' +
      'without reviews) and `reviewCount`. The header `X-Total-Count` gives the number of matching ' +
      'cars; `Link` names the next page.',
    method: 'GET',
    path: '/api/cars',
    query: browseQuery,
    response: v.array(browsedCarView),
  },
  detail: {
    summary: 'One car with its host and reviews',
    description:
      'Approved cars for anyone; a car in any state for its owner and admins, with its papers and notes. ' +
      'Anyone reads only `pickupArea` of the pick-up point; its owner and admins also `pickupPoint` ' +
      '(docs/adr/0035).',
    method: 'GET',
    path: '/api/cars/:id',
    params: byId,
    response: carDetailView,
  },
  document: {
    summary: 'Open one of a car’s papers (owner and admins only)',
    description: 'Redirects to a signed link that works for five minutes.',
    access: 'signed-in',
    method: 'GET',
    path: '/api/cars/:id/documents/:kind',
    params: v.object({
      id: idParam,
      kind: v.picklist(CAR_DOCUMENT_KINDS, 'No such document: ask for roadworthy, registration or insurance'),
    }),
    status: 302,
    response: null,
  },
  regions: {
    summary: 'Ghana’s 16 regions',
    method: 'GET',
    path: '/api/regions',
    response: v.array(regionView),
  },
  regionPricing: {
    summary: 'A car’s extra charge per day for delivery to other regions',
    method: 'GET',
    path: '/api/cars/:id/region-pricing',
    params: byId,
    response: v.array(regionSurchargeView),
  },
  setRegionPricing: {
    summary: 'Set (or change) the surcharge for one region (owner only)',
    access: 'signed-in',
    method: 'POST',
    path: '/api/cars/:id/region-pricing',
    params: byId,
    body: regionPricingSchema,
    status: 201,
    response: regionSurchargeView,
  },
  removeRegionPricing: {
    summary: 'Stop charging extra for one region (owner only)',
    access: 'signed-in',
    method: 'DELETE',
    path: '/api/cars/:id/region-pricing/:regionId',
    params: v.object({
      id: idParam,
      regionId: idParam,
    }),
    status: 204,
    response: null,
  },
});

/** A host's own listings (My Cars). Every answer is the listing as its owner now sees it. */
export const myCarsContract = defineContract('my-cars', {
  list: {
    summary: 'The signed-in host’s listings, in every state',
    access: 'signed-in',
    method: 'GET',
    path: '/api/my-cars',
    response: v.array(managedCarView),
  },
  create: {
    summary: 'List a car: it waits for an admin’s verification',
    description:
      'Photos (at most 5) and the three papers must be files the host uploaded (POST /api/objects/upload) ' +
      'that passed the checks: photos as car-photo, papers as car-paper. `pickupPoint` is optional: ' +
      '`area` (public), `digitalAddress` (GhanaPost GPS, `GA-183-8164`; lower case and spaces are ' +
      'accepted and kept upper case with dashes), `directions` (by landmark, at most 200 characters) ' +
      'and `position` (latitude and longitude inside Ghana, or null).',
    access: 'signed-in',
    method: 'POST',
    path: '/api/cars',
    body: createCarSchema,
    status: 201,
    // Only the id while the cars read model has not caught up with the new listing.
    response: v.union([managedCarView, v.object({ id: v.string() })]),
  },
  update: {
    summary: 'Edit a listing (owner only)',
    description:
      'Send only the fields to change. Changing make, model, year, a paper or adding a photo sends an ' +
      'approved car back to verification; any edit resubmits a rejected one (docs/adr/0003). ' +
      'Setting or changing `pickupPoint` keeps an approved car approved; it cannot be removed, only changed.',
    access: 'signed-in',
    method: 'PATCH',
    path: '/api/cars/:id',
    params: byId,
    body: updateCarSchema,
    response: managedCarView,
  },
  remove: {
    summary: 'Delete a listing (owner only)',
    access: 'signed-in',
    method: 'DELETE',
    path: '/api/cars/:id',
    params: byId,
    status: 204,
    response: null,
  },
});

/** The admin dashboard: the verification queue, verdicts, removal and each listing's history. */
export const adminCarsContract = defineContract('admin-cars', {
  pending: {
    summary: 'Listings waiting for verification, oldest first',
    access: 'admin',
    method: 'GET',
    path: '/api/admin/pending-cars',
    response: v.array(adminCarView),
  },
  list: {
    summary: 'Every live listing, most recently changed first, 24 a page',
    description: 'The header `X-Total-Count` gives the number of listings.',
    access: 'admin',
    method: 'GET',
    path: '/api/admin/cars',
    query: v.object({
      status: v.optional(
        v.picklist(VERIFICATION_STATUSES, 'status must be one of: pending, approved, rejected'),
      ),
      page: pageQuery,
    }),
    response: v.array(adminCarView),
  },
  history: {
    summary: 'Every event of a listing: what happened, who did it, when and why',
    access: 'admin',
    method: 'GET',
    path: '/api/admin/cars/:id/history',
    params: byId,
    response: v.array(carHistoryEntryView),
  },
  approve: {
    summary: 'Approve a pending listing (notes optional)',
    access: 'admin',
    method: 'PATCH',
    path: '/api/admin/cars/:id/approve',
    params: byId,
    body: v.optional(approveCarSchema, {}),
    response: verdictView,
  },
  reject: {
    summary: 'Reject a pending listing, telling the host why',
    access: 'admin',
    method: 'PATCH',
    path: '/api/admin/cars/:id/reject',
    params: byId,
    body: rejectCarSchema,
    response: verdictView,
  },
  remove: {
    summary: 'Remove a listing',
    access: 'admin',
    method: 'DELETE',
    path: '/api/admin/cars/:id',
    params: byId,
    status: 204,
    response: null,
  },
});
