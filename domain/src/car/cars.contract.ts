import * as v from 'valibot';
import { defineContract } from '../shared/contract';
import { withoutControlCharacters } from '../shared/form-schemas';
import {
  approveCarSchema,
  createCarSchema,
  regionPricingSchema,
  rejectCarSchema,
  updateCarSchema,
} from './car.schemas';
import {
  adminCarView,
  carDetailView,
  carHistoryEntryView,
  managedCarView,
  publicCarView,
  regionSurchargeView,
  regionView,
  verdictView,
} from './car.views';
import { VERIFICATION_STATUSES } from './constants';
import { PRICE_BANDS } from './price-bands';

const MAX_PAGE_SIZE = 48;

const wholeNumber = (name: string, max: number) =>
  v.pipe(
    v.string(`${name} must be a whole number from 1 to ${max}`),
    v.regex(/^\d{1,6}$/, `${name} must be a whole number from 1 to ${max}`),
    v.transform(Number),
    v.minValue(1, `${name} must be a whole number from 1 to ${max}`),
    v.maxValue(max, `${name} must be a whole number from 1 to ${max}`),
  );

/** The spec's Browse Cars filters, and paging. "all" (or leaving a filter out) means any. */
const browseQuery = v.object({
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
});

const carId = v.object({ id: v.pipe(v.string(), v.maxLength(64)) });

/** A car's papers by the name their link uses. */
export const CAR_DOCUMENT_KINDS = ['roadworthy', 'registration', 'insurance'] as const;
export type CarDocumentKind = (typeof CAR_DOCUMENT_KINDS)[number];

/** Browse, detail and a car's regional surcharges: what anyone may see of the listings. */
export const carsContract = defineContract('cars', {
  list: { method: 'GET', path: '/api/cars', query: browseQuery, response: v.array(publicCarView) },
  detail: { method: 'GET', path: '/api/cars/:id', params: carId, response: carDetailView },
  document: {
    access: 'signed-in',
    method: 'GET',
    path: '/api/cars/:id/documents/:kind',
    params: v.object({
      id: v.pipe(v.string(), v.maxLength(64)),
      kind: v.picklist(CAR_DOCUMENT_KINDS, 'No such document: ask for roadworthy, registration or insurance'),
    }),
    status: 302,
    response: null,
  },
  regions: { method: 'GET', path: '/api/regions', response: v.array(regionView) },
  regionPricing: {
    method: 'GET',
    path: '/api/cars/:id/region-pricing',
    params: carId,
    response: v.array(regionSurchargeView),
  },
  setRegionPricing: {
    access: 'signed-in',
    method: 'POST',
    path: '/api/cars/:id/region-pricing',
    params: carId,
    body: regionPricingSchema,
    status: 201,
    response: regionSurchargeView,
  },
  removeRegionPricing: {
    access: 'signed-in',
    method: 'DELETE',
    path: '/api/cars/:id/region-pricing/:regionId',
    params: v.object({
      id: v.pipe(v.string(), v.maxLength(64)),
      regionId: v.pipe(v.string(), v.maxLength(64)),
    }),
    status: 204,
    response: null,
  },
});

/** A host's own listings (My Cars). Every answer is the listing as its owner now sees it. */
export const myCarsContract = defineContract('my-cars', {
  list: { access: 'signed-in', method: 'GET', path: '/api/my-cars', response: v.array(managedCarView) },
  create: {
    access: 'signed-in',
    method: 'POST',
    path: '/api/cars',
    body: createCarSchema,
    status: 201,
    response: managedCarView,
  },
  update: {
    access: 'signed-in',
    method: 'PATCH',
    path: '/api/cars/:id',
    params: carId,
    body: updateCarSchema,
    response: managedCarView,
  },
  remove: {
    access: 'signed-in',
    method: 'DELETE',
    path: '/api/cars/:id',
    params: carId,
    status: 204,
    response: null,
  },
});

/** The admin dashboard: the verification queue, verdicts, removal and each listing's history. */
export const adminCarsContract = defineContract('admin-cars', {
  pending: {
    access: 'admin',
    method: 'GET',
    path: '/api/admin/pending-cars',
    response: v.array(adminCarView),
  },
  list: {
    access: 'admin',
    method: 'GET',
    path: '/api/admin/cars',
    query: v.object({
      status: v.optional(
        v.picklist(VERIFICATION_STATUSES, 'status must be one of: pending, approved, rejected'),
      ),
      page: v.optional(
        v.pipe(
          v.string(),
          v.regex(/^\d{1,6}$/, 'page must be a whole number from 1'),
          v.transform(Number),
          v.minValue(1, 'page must be a whole number from 1'),
        ),
      ),
    }),
    response: v.array(adminCarView),
  },
  history: {
    access: 'admin',
    method: 'GET',
    path: '/api/admin/cars/:id/history',
    params: carId,
    response: v.array(carHistoryEntryView),
  },
  approve: {
    access: 'admin',
    method: 'PATCH',
    path: '/api/admin/cars/:id/approve',
    params: carId,
    body: v.optional(approveCarSchema, {}),
    response: verdictView,
  },
  reject: {
    access: 'admin',
    method: 'PATCH',
    path: '/api/admin/cars/:id/reject',
    params: carId,
    body: rejectCarSchema,
    response: verdictView,
  },
  remove: {
    access: 'admin',
    method: 'DELETE',
    path: '/api/admin/cars/:id',
    params: carId,
    status: 204,
    response: null,
  },
});
